// How failures outside the routes' own refusals are answered: a request Fastify could not parse or route,
// a body too large or of the wrong type, an HTTP message the server could not even read, or a bug. Always
// JSON naming what was wrong; a 5xx only for the server's own failures, never for anything the client sent.
import type { Socket } from "node:net";
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ClaimStoreError } from "../store/claim-store-error.ts";
import { refuse } from "./api-answer.ts";
import { securityHeaders } from "./security-headers.ts";

export const INTERNAL_ERROR = "The server could not handle the request. Please try again later.";

/** What Fastify itself says is wrong with a request, in words for the client. */
const clientProblem = (error: FastifyError, request: FastifyRequest): string => {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The body is not valid JSON.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The body is empty, but its content type says JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The body is larger than this call accepts.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return `The content type "${request.headers["content-type"] ?? "none"}" is not accepted by this call: send JSON or, to submit a claim, multipart/form-data.`;
    default:
      return error.message;
  }
};

const statusOf = (error: FastifyError): number => {
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status <= 599 ? status : 500;
};

/** The store's refusals that are about the request, not the server: text it cannot keep, a key lost to a retry. */
const storeRefusal = (error: ClaimStoreError): readonly [number, string] | null => {
  switch (error.reason) {
    case "unstorableText":
      return [400, error.message];
    case "idempotencyKeyTaken":
      return [409, "This Idempotency-Key was taken over by a retry of the same claim; its answer is the one that counts."];
    case "referenceCodesExhausted":
    case "memberNotAllowed":
      return null;
  }
};

export const apiErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
  const fromStore = error instanceof ClaimStoreError ? storeRefusal(error) : null;
  if (fromStore !== null) return refuse(request, reply, fromStore[0], fromStore[1]);
  const status = statusOf(error);
  if (status < 500) return refuse(request, reply, status, clientProblem(error, request));
  request.log.error({ err: error }, "unexpected failure");
  return refuse(request, reply, 500, INTERNAL_ERROR);
};

export const apiNotFoundHandler = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  reply.code(404).send({ error: `There is no API call ${request.method} ${request.url.split("?")[0] ?? ""}.` });

/**
 * Errors Fastify meets before any route runs, such as an address the router cannot read (`GET /%`): no hook
 * runs for them, so the security headers and no-store every other answer gets from the hooks are set here.
 */
export const frameworkErrorHandler =
  (production: boolean) =>
  (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    void reply
      .headers({ ...securityHeaders(production), "cache-control": "no-store" })
      .code(statusOf(error) < 500 ? statusOf(error) : 400)
      .send({ error: `The request cannot be read: ${error.message}` });
  };

const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, "The request headers are larger than the server accepts."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive."]
};

/** A message the HTTP parser refused: answered on the raw socket, which is then closed. */
export const clientErrorHandler =
  (production: boolean) =>
  (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "The request is not valid HTTP."];
    const body = JSON.stringify({ error: message });
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
      "cache-control": "no-store",
      ...securityHeaders(production)
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${head}\r\n${body}`);
    socket.destroy(error);
  };

/**
 * A request whose Expect header is not 100-continue: Node answers it 417 on its own, with no headers; this
 * answers it the same way with the security headers and no-store, in JSON like every other refusal.
 */
export const expectationFailedHandler =
  (production: boolean) =>
  (_request: IncomingMessage, response: ServerResponse): void => {
    const body = JSON.stringify({ error: "The request's Expect header asks for something this server does not do." });
    response.writeHead(417, {
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      "cache-control": "no-store",
      ...securityHeaders(production)
    });
    response.end(body);
  };
