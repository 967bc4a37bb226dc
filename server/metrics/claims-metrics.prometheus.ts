// The server's metrics in Prometheus's text format (prom-client), in a registry of the app's own, never the
// process-wide default: answers by route and status with their time, claims filed by form type and their
// documents' bytes, submits shed and refused, lock-outs, drafts saved, statement and transaction time, pool
// waits, and prom-client's own process metrics, the event loop's delay among them. Labels take only values
// the server chose (routes as registered, form types, statuses), so no request can grow their number.
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { MetricsRegistry } from "./claims-metrics.port.ts";

/** Seconds, from a cached answer to a slow upload's five minutes. */
const ANSWER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120, 300];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

export const makePrometheusMetrics = (): MetricsRegistry => {
  const registry = new Registry();
  // The event loop's delay (nodejs_eventloop_lag_*) is sampled at 10 ms, as prom-client's default.
  collectDefaultMetrics({ register: registry });
  const answers = new Histogram({
    name: "claims_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: ANSWER_BUCKETS,
    registers: [registry]
  });
  const filed = new Counter({ name: "claims_filed_total", help: "Claims filed, by form type (a replayed answer is not counted again)", labelNames: ["form_type"] as const, registers: [registry] });
  const documentBytes = new Counter({ name: "claims_document_bytes_stored_total", help: "Bytes of the documents of claims filed", registers: [registry] });
  const shed = new Counter({ name: "claims_submits_shed_total", help: "Submits answered 503 with Retry-After before being read (MAX_SUBMITS_IN_FLIGHT, MAX_UPLOAD_BYTES_IN_FLIGHT)", registers: [registry] });
  const refused = new Counter({
    name: "claims_submits_refused_total",
    help: "Submits refused: 429 past the rate limit, 409 while their Idempotency-Key is in flight or was taken over",
    labelNames: ["status"] as const,
    registers: [registry]
  });
  const lockouts = new Counter({ name: "claims_lockouts_total", help: "Notice ids locked after too many failed authorizations", registers: [registry] });
  const drafts = new Counter({ name: "claims_drafts_saved_total", help: "Claimants' drafts saved, by form type", labelNames: ["form_type"] as const, registers: [registry] });
  const queries = new Histogram({
    name: "claims_db_query_duration_seconds",
    help: "Time of each database statement, or of a whole transaction (scope), waiting for the database included",
    labelNames: ["scope"] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry]
  });
  const poolWaits = new Histogram({ name: "claims_db_pool_wait_seconds", help: "Time waited for a pooled PostgreSQL connection", buckets: QUERY_BUCKETS, registers: [registry] });
  return {
    requestAnswered: (method, route, status, seconds) => {
      answers.observe({ method, route, status: String(status) }, seconds);
    },
    claimFiled: (formType, bytes) => {
      filed.inc({ form_type: formType });
      documentBytes.inc(bytes);
    },
    submitShed: () => {
      shed.inc();
    },
    submitRefused: (status) => {
      refused.inc({ status: String(status) });
    },
    noticeLocked: () => {
      lockouts.inc();
    },
    draftSaved: (formType) => {
      drafts.inc({ form_type: formType });
    },
    queryTimed: (scope, seconds) => {
      queries.observe({ scope }, seconds);
    },
    poolWaited: (seconds) => {
      poolWaits.observe(seconds);
    },
    contentType: registry.contentType,
    text: () => registry.metrics()
  };
};
