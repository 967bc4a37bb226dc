// The security log: Fastify's own logger (pino), JSON lines, written only for what an administrator must be
// able to reconstruct: the start-up settings (no secrets), every answer of 400 or more by route, failed
// authorizations and lock-outs (the notice id as its keyed hash), rate-limit refusals and unexpected
// failures. It never carries personal data: no bodies, no query strings, no cookies, no credentials, and
// a successful request is not logged at all.
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";

/** Where and how much the log writes; the level names are pino's ("info", "warn", "silent" ...). */
export interface LogSettings {
  readonly level: string;
  /** A pino destination; standard output when absent. */
  readonly stream?: { readonly write: (line: string) => void };
}

/** Fields that must never reach a log line, should any code put them there by mistake. */
const REDACTED = ["req.headers.cookie", "req.headers.authorization", "req.headers[\"x-xsrf-token\"]", "*.pin", "*.credentials", "*.fields", "*.payload"];

/** The path of a request without its query, which may carry a wallet login's code and state. */
export const pathOf = (request: { readonly url: string }): string => request.url.split("?")[0] ?? "";

export const loggerOptions = (settings: LogSettings | undefined): Exclude<FastifyServerOptions["logger"], undefined> =>
  settings === undefined
    ? false
    : {
        level: settings.level,
        redact: { paths: REDACTED, censor: "[redacted]" },
        serializers: {
          req: (request: { readonly method: string; readonly url: string }) => ({ method: request.method, path: pathOf(request) }),
          res: (reply: { readonly statusCode: number }) => ({ statusCode: reply.statusCode })
        },
        ...(settings.stream === undefined ? {} : { stream: settings.stream })
      };

/** Every answer of 400 or more, by route: refusals at info, server failures at error. */
export const logRefusal = (request: FastifyRequest, reply: FastifyReply): void => {
  const status = reply.statusCode;
  if (status < 400) return;
  const shed = status === 503 && reply.hasHeader("retry-after");
  const line = { event: shed ? "busy" : status >= 500 ? "failed" : "refused", method: request.method, route: request.routeOptions.url ?? pathOf(request), status, ip: request.ip };
  if (shed) request.log.warn(line, "answered busy: come back after Retry-After");
  else if (status >= 500) request.log.error(line, "answered with a server failure");
  else request.log.info(line, "answered with a refusal");
};
