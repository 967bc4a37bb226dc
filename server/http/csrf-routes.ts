// GET /api/csrf: the anti-forgery header's name and token, the token also kept in a signed cookie.
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "./api-context.ts";
import { CSRF_HEADER_NAME, issueCsrfToken } from "./csrf-guard.ts";

export const registerCsrfRoutes = (api: FastifyInstance, context: ApiContext): void => {
  api.get("/csrf", (request, reply) => ({ requestHeaderName: CSRF_HEADER_NAME, requestToken: issueCsrfToken(context, request, reply) }));
};
