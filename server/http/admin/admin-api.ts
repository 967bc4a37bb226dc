// The admin API under /admin/api: the administrators' desk (export, look-ups, documents, counts, lock-outs,
// purges), every route behind an administrator's token (admin-auth.ts), every answer no-store and every call
// written to the security log. Its own errors name the parameter that was wrong: 400, or 409 for a request
// that cannot be done now.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WhoAmIAnswer } from "../../../domain/api/admin-answers.ts";
import { PurgeRequestError } from "../../admin/claim-purge.ts";
import { ExportRequestError } from "../../export/export-request-error.ts";
import type { ApiContext } from "../api-context.ts";
import { apiErrorHandler } from "../api-errors.ts";
import { logAdminCall, requireAdministrator } from "./admin-auth.ts";
import { registerAdminClaimRoutes } from "./admin-claim-routes.ts";
import { registerAdminDeskRoutes } from "./admin-desk-routes.ts";
import { registerAdminExport } from "./admin-export-route.ts";
import { AdminQueryError } from "./admin-query.ts";

export const ADMIN_API_PREFIX = "/admin/api";

const adminErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
  if (error instanceof PurgeRequestError) return reply.code(error.conflict ? 409 : 400).send({ error: error.message });
  if (error instanceof ExportRequestError || error instanceof AdminQueryError) return reply.code(400).send({ error: error.message });
  return apiErrorHandler(error, request, reply);
};

export const registerAdminApi = (app: FastifyInstance, context: ApiContext): void => {
  void app.register(
    (admin, _options, done) => {
      admin.setErrorHandler(adminErrorHandler);
      admin.setNotFoundHandler({ preHandler: requireAdministrator(context) }, (request, reply) =>
        reply.code(404).send({ error: `There is no admin API call ${request.method} ${request.url.split("?")[0] ?? ""}.` })
      );
      admin.addHook("onRequest", requireAdministrator(context));
      admin.addHook("onSend", (_request, reply, payload, next) => {
        reply.header("cache-control", "no-store");
        next(null, payload);
      });
      admin.addHook("onResponse", logAdminCall);
      admin.get("/whoami", (request): WhoAmIAnswer => ({ administrator: request.administrator ?? "", caseName: context.claimsCase.site.caseName }));
      registerAdminExport(admin, context);
      registerAdminClaimRoutes(admin, context);
      registerAdminDeskRoutes(admin, context);
      done();
    },
    { prefix: ADMIN_API_PREFIX }
  );
};
