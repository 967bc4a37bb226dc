// The metrics on a listener of their own: the server started with METRICS_PORT serves them there, in
// Prometheus's text format and counting the public port's answers, while the public port has no /metrics
// (404, as any address that is no page), nor does the metrics' port serve anything else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerSettings } from "../../../server/settings/server-settings.ts";
import { type RunningServer, startServer } from "../../../server/start.ts";
import { STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(readServerSettings({ DATA_DIR: "memory", PORT: "0", METRICS_PORT: "0", LOG_LEVEL: "silent", SITE_DIR: "no-such-site" }));
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
});

describe("the metrics listener", () => {
  it("serves the metrics on a port of its own, loopback by default, never on the public one", async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl ?? "").port).not.toBe(new URL(server.url).port);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const scraped = await fetch(server.metricsUrl ?? "");
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await scraped.text()).toMatch(/^claims_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1$/m);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${new URL(server.metricsUrl ?? "").origin}/healthz`)).status).toBe(404);
  });
});
