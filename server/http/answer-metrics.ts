// Tells the metrics of every answer the app sends: its method, route as registered and status, and how long
// it took; and of a submit shed (503 with Retry-After) or refused (429, 409), whichever step refused it.
import type { FastifyInstance } from "fastify";
import { type ClaimsMetrics, UNMATCHED_ROUTE } from "../metrics/claims-metrics.port.ts";
import { answerShapeOf } from "./api-answer.ts";

export const observeAnswers = (app: FastifyInstance, metrics: ClaimsMetrics): void => {
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    metrics.requestAnswered(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, status, reply.elapsedTime / 1000);
    if (answerShapeOf(request) === "submit") {
      if (status === 503 && reply.hasHeader("retry-after")) metrics.submitShed();
      else if (status === 429 || status === 409) metrics.submitRefused(status);
    }
    done();
  });
};
