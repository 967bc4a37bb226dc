// GET /healthz and /readyz, for a load balancer or an orchestrator: /healthz says the process answers (it
// needs nothing else); /readyz says whether this replica can take claims, its store's parts checked
// (store-readiness.ts), 503 naming each part that is not. The check runs at most once a second however often
// it is asked, so the public address cannot make it a load on the database or the document store; what went
// wrong is logged, and the answer says only which part and a fixed phrase.
import type { FastifyInstance } from "fastify";
import { READINESS_PARTS, type StoreReadiness } from "../store/store-readiness.ts";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** How long one readiness check's outcome answers every request that asks. */
export const READINESS_KEPT_MS = 1_000;

export interface ReadinessAnswer {
  readonly status: "ready" | "not ready";
  /** Each part: "ok", or its problem. */
  readonly checks: Readonly<Record<string, string>>;
  /** The parts that are not ready, when any. */
  readonly failing?: readonly string[];
}

const answerOf = (readiness: StoreReadiness): ReadinessAnswer => {
  const failing = READINESS_PARTS.filter((part) => !readiness[part].ready);
  const checks = Object.fromEntries(READINESS_PARTS.map((part) => {
    const state = readiness[part];
    return [part, state.ready ? "ok" : state.problem];
  }));
  return failing.length === 0 ? { status: "ready", checks } : { status: "not ready", checks, failing };
};

export const registerHealthRoutes = (app: FastifyInstance, readiness: () => Promise<StoreReadiness>): void => {
  let last: { readonly at: number; readonly answer: Promise<ReadinessAnswer> } | null = null;
  const check = (): Promise<ReadinessAnswer> => {
    if (last !== null && Date.now() - last.at < READINESS_KEPT_MS) return last.answer;
    const answer = readiness().then((outcome) => {
      const failing = READINESS_PARTS.filter((part) => !outcome[part].ready);
      if (failing.length > 0) {
        const details = Object.fromEntries(failing.map((part) => {
          const state = outcome[part];
          return [part, state.ready ? "" : state.detail];
        }));
        app.log.warn({ event: "notReady", failing, details }, "the store is not ready: /readyz answers 503");
      }
      return answerOf(outcome);
    });
    last = { at: Date.now(), answer };
    return answer;
  };

  const noStore = { "cache-control": "no-store" };
  app.get(HEALTH_PATH, async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
  app.get(READY_PATH, async (_request, reply) => {
    const answer = await check();
    return reply.code(answer.status === "ready" ? 200 : 503).headers(noStore).send(answer);
  });
};
