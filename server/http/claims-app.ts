// Builds the reference claims API (spec section 7) on Fastify from its deps: every /api call, their error
// and not-found answers, the administrators' API (/admin/api), and the security headers on every answer. It
// keeps no state between requests: what a claimant's session holds lives in signed cookies, everything else
// in the store.
import Fastify, { type FastifyInstance, LogController } from "fastify";
import multipart from "@fastify/multipart";
import { makeApiContext } from "./api-context.ts";
import { apiErrorHandler, apiNotFoundHandler, clientErrorHandler, expectationFailedHandler, frameworkErrorHandler } from "./api-errors.ts";
import { registerAdminApi } from "./admin/admin-api.ts";
import { registerAuthorizeRoutes } from "./authorize-routes.ts";
import { registerCaseRoutes } from "./case-routes.ts";
import type { ClaimsAppDeps } from "./claims-app-deps.ts";
import { registerCsrfRoutes } from "./csrf-routes.ts";
import { registerCultureRoutes } from "./culture-routes.ts";
import { registerDraftRoutes } from "./draft-routes.ts";
import { registerHealthRoutes } from "./health-routes.ts";
import { observeAnswers } from "./answer-metrics.ts";
import { securityHeaders } from "./security-headers.ts";
import { registerSessionRoutes } from "./session-routes.ts";
import { registerSubmitRoutes } from "./submit-routes.ts";
import { loggerOptions, logRefusal } from "./security-log.ts";

export const API_PREFIX = "/api";

export const REQUEST_TIMEOUT_MS = 5 * 60_000;

/** Throws (a configuration error) for a cookie secret under 32 characters or deadlines that do not parse. */
export const buildClaimsApp = (deps: ClaimsAppDeps): FastifyInstance => {
  const context = makeApiContext(deps);
  const { production, trustProxy, logger } = deps.settings;
  const app = Fastify({
    ...(trustProxy === undefined ? {} : { trustProxy: typeof trustProxy === "object" ? [...trustProxy] : trustProxy }),
    logger: loggerOptions(logger),
    // Only refusals, failures and security events are logged (security-log.ts), never every request.
    logController: new LogController({ disableRequestLogging: true }),
    // A client that trickles its request in is cut off (408) rather than holding a connection for ever;
    // five minutes carries the largest upload over a slow line.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A JSON body naming __proto__ or constructor.prototype is refused (400), never merged into anything.
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    clientErrorHandler: clientErrorHandler(production),
    frameworkErrors: frameworkErrorHandler(production)
  });

  // Before the server listens: the first claim after a start must not wait for a thread to load.
  app.addHook("onReady", async () => {
    await context.documents.warm();
  });

  // Node answers an Expect it cannot meet by itself, before Fastify sees the request.
  app.server.on("checkExpectation", expectationFailedHandler(production));

  app.addHook("onResponse", (request, reply, done) => {
    logRefusal(request, reply);
    done();
  });

  const headers = securityHeaders(production);
  app.addHook("onSend", (_request, reply, payload, done) => {
    // A route may set its own policy on purpose (the site's pages); every other answer gets these.
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    reply.removeHeader("x-powered-by");
    done(null, payload);
  });

  registerHealthRoutes(app, deps.store.readiness);
  if (deps.metrics !== undefined) observeAnswers(app, deps.metrics);

  // Files are read by the upload reader with its own limits; a file's size never throws mid-stream.
  void app.register(multipart, { throwFileSizeLimit: false });

  void app.register(
    (api, _options, done) => {
      // Only JSON and multipart bodies are API bodies; plain text is refused as an unsupported type.
      api.removeContentTypeParser("text/plain");
      api.setErrorHandler(apiErrorHandler);
      api.setNotFoundHandler(apiNotFoundHandler);
      api.addHook("onSend", (_request, reply, payload, next) => {
        // Answers carry tokens, personal data and per-session state: no cache may keep them.
        reply.header("cache-control", "no-store");
        next(null, payload);
      });
      registerCsrfRoutes(api, context);
      registerCultureRoutes(api, context);
      registerCaseRoutes(api, context);
      registerAuthorizeRoutes(api, context);
      registerSubmitRoutes(api, context);
      registerSessionRoutes(api, context);
      registerDraftRoutes(api, context);
      done();
    },
    { prefix: API_PREFIX }
  );
  registerAdminApi(app, context);

  return app;
};
