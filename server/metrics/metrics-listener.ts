// The metrics on a listener of their own (METRICS_PORT, METRICS_HOST): GET /metrics in Prometheus's text
// format and nothing else, on an address the operator keeps private, never the public port the claimants reach.
import Fastify from "fastify";
import type { MetricsExposition } from "./claims-metrics.port.ts";

export const METRICS_PATH = "/metrics";

export interface MetricsListener {
  /** Where the scraper asks: http://host:port/metrics. */
  readonly url: string;
  readonly close: () => Promise<void>;
}

export const listenForMetrics = async (exposition: MetricsExposition, port: number, host: string): Promise<MetricsListener> => {
  const app = Fastify({ logger: false });
  app.get(METRICS_PATH, async (_request, reply) => reply.type(exposition.contentType).header("cache-control", "no-store").send(await exposition.text()));
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const bound = typeof address === "object" && address !== null ? address.port : port;
  return { url: `http://${host.includes(":") ? `[${host}]` : host}:${String(bound)}${METRICS_PATH}`, close: () => app.close() };
};
