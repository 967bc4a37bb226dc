// The anti-forgery token (spec section 7): a random token kept in a signed HttpOnly cookie and handed to
// the page, which sends it back in a header on every unsafe call. A cross-site page can make the browser
// send the cookie but can neither read the token nor forge a cookie that verifies, so the two never match.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { ApiContext } from "./api-context.ts";
import { refuse } from "./api-answer.ts";

export const CSRF_HEADER_NAME = "X-XSRF-TOKEN";

export const CSRF_REFUSED = `The anti-forgery token is missing or does not match: load it with GET /api/csrf and send it in the ${CSRF_HEADER_NAME} header.`;

/** The token of a valid cookie, or a new one set in a new cookie, so several tabs share one token. */
export const issueCsrfToken = (context: ApiContext, request: FastifyRequest, reply: FastifyReply): string => {
  const name = context.cookies.names.csrf;
  const kept = context.cookies.readSigned(request, name);
  if (kept !== null) return kept;
  const token = randomBytes(32).toString("base64url");
  context.cookies.setSigned(reply, name, token);
  return token;
};

const sameToken = (left: string, right: string): boolean => {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const hasValidCsrf = (context: ApiContext, request: FastifyRequest): boolean => {
  const header = request.headers[CSRF_HEADER_NAME.toLowerCase()];
  const cookie = context.cookies.readSigned(request, context.cookies.names.csrf);
  return typeof header === "string" && cookie !== null && sameToken(header, cookie);
};

/** An onRequest hook for unsafe calls: runs before the body is read, so a refused call changes nothing. */
export const requireCsrf =
  (context: ApiContext) =>
  (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    // Replying without calling done stops the request here.
    if (hasValidCsrf(context, request)) done();
    else void refuse(request, reply, 403, CSRF_REFUSED);
  };
