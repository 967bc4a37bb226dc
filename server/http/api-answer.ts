// The JSON every refusal is answered with, in the shape the caller's decoder expects: authorize refusals
// carry authorized: false and submit refusals the submit answer's fields (so a 400 still decodes as a
// submit answer in the client); every other call gets { error }. Always a message naming what was wrong.
import type { FastifyReply, FastifyRequest } from "fastify";

export type AnswerShape = "plain" | "authorize" | "submit";

declare module "fastify" {
  interface FastifyContextConfig {
    /** How this route's refusals look; "plain" when not set. */
    answerShape?: AnswerShape;
  }
}

export type AnswerExtras = Readonly<Record<string, unknown>>;

export const refusalBody = (shape: AnswerShape, error: string, extras: AnswerExtras = {}): Readonly<Record<string, unknown>> => {
  switch (shape) {
    case "authorize":
      return { authorized: false, error, ...extras };
    case "submit":
      return { submitted: false, nonMatchingPaymentElection: false, error, referenceCodeForm: null, ...extras };
    case "plain":
      return { error, ...extras };
  }
};

export const answerShapeOf = (request: FastifyRequest): AnswerShape => request.routeOptions.config.answerShape ?? "plain";

/** Sends a refusal in the route's shape; returns the reply so hooks and handlers can `return refuse(...)`. */
export const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, error: string, extras: AnswerExtras = {}): FastifyReply =>
  reply.code(status).send(refusalBody(answerShapeOf(request), error, extras));
