// The server's metrics as a scraper reads them, over a real PGlite store and the app as composition builds it:
// every documented name is there with its help; a filed claim moves its form type's counter and the document
// bytes (its replay does not); a submit shed, one refused while its key is in flight, a lock-out and a draft
// saved each move theirs; answers are counted by the route as registered, never by the address asked for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_FAILURES } from "../../../server/http/credential-lock.ts";
import type { MetricsRegistry } from "../../../server/metrics/claims-metrics.port.ts";
import { makePrometheusMetrics } from "../../../server/metrics/claims-metrics.prometheus.ts";
import { observedClaimStore } from "../../../server/metrics/observed-claim-store.ts";
import { openPgliteClaimStore } from "../../../server/store/claim-store.pglite.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { documentsClaimParts, FILES, receipt, standardClaimParts } from "../http/claim-body.ts";
import { ADA, BOB, credentialsOf } from "../http/http-case.ts";
import { freshKey, gatedStore, type Submitter, submitter } from "../http/submit-kit.ts";

export const DOCUMENTED_METRICS = [
  "claims_http_request_duration_seconds",
  "claims_filed_total",
  "claims_document_bytes_stored_total",
  "claims_submits_shed_total",
  "claims_submits_refused_total",
  "claims_lockouts_total",
  "claims_drafts_saved_total",
  "claims_db_query_duration_seconds",
  "claims_db_pool_wait_seconds",
  "nodejs_eventloop_lag_seconds",
  "nodejs_eventloop_lag_p99_seconds",
  "process_cpu_seconds_total",
  "process_resident_memory_bytes"
] as const;

let raw: ClaimStore;
let metrics: MetricsRegistry;
let store: ClaimStore;

beforeAll(async () => {
  metrics = makePrometheusMetrics();
  raw = await openPgliteClaimStore("memory", { timing: metrics });
  await raw.migrate();
  store = observedClaimStore(raw, metrics);
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await raw.close();
});

/** The value of one sample line of the exposition ("name{labels} value"), or null when it is not there. */
const sample = async (line: string): Promise<number | null> => {
  const text = await metrics.text();
  const found = text.split("\n").find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? null : Number(found.slice(line.length + 1));
};

describe("the metrics", () => {
  it("names every documented metric, with its help, in Prometheus's text format", async () => {
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    for (const name of DOCUMENTED_METRICS) expect(text, name).toMatch(new RegExp(`^# HELP ${name} \\S`, "m"));
  });

  it("counts a filed claim by form type with its documents' bytes, the statements it took, and not its replay", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"], metrics });
    const key = freshKey();
    const filed = await submit("documents-upload", documentsClaimParts([receipt(1)]), key);
    expect(filed.statusCode).toBe(200);
    expect(await sample('claims_filed_total{form_type="DocumentsUpload"}')).toBe(1);
    expect(await sample("claims_document_bytes_stored_total")).toBe(FILES.pdf.byteLength);
    expect(await sample('claims_http_request_duration_seconds_count{method="POST",route="/api/forms/documents-upload",status="200"}')).toBe(1);
    expect(await sample('claims_db_query_duration_seconds_count{scope="statement"}')).toBeGreaterThan(0);
    expect((await submit("documents-upload", documentsClaimParts([receipt(1)]), key)).statusCode).toBe(200);
    expect(await sample('claims_filed_total{form_type="DocumentsUpload"}')).toBe(1);
    // An address no route has is counted under the catch-all's route, not under the address itself.
    await app.inject("/no/such/page/12345");
    expect(await metrics.text()).not.toContain("12345");
    await app.close();
  });

  it("counts a submit shed with 503 and one refused with 409 while its key is in flight", async () => {
    /** Files a Standard claim whose filing is held, runs `meanwhile`, then lets it go. */
    const whileHeld = async (submitLimits: { readonly maxSubmits: number; readonly maxBytes: number }, meanwhile: (send: Submitter["submit"], key: string) => Promise<number>) => {
      const gated = gatedStore(store);
      const claimant = await submitter(gated.store, { authorized: ["standard", "documents-upload"], submitLimits, metrics });
      const key = freshKey();
      const first = claimant.submit("standard", standardClaimParts(), key);
      await gated.reached;
      const status = await meanwhile(claimant.submit, key);
      gated.open();
      expect((await first).statusCode).toBe(200);
      await claimant.app.close();
      return status;
    };
    expect(await whileHeld({ maxSubmits: 1, maxBytes: 10_000_000 }, async (send) => (await send("documents-upload", documentsClaimParts([receipt(2)]))).statusCode)).toBe(503);
    expect(await whileHeld({ maxSubmits: 4, maxBytes: 10_000_000 }, async (send, key) => (await send("standard", standardClaimParts(), key)).statusCode)).toBe(409);
    expect(await sample("claims_submits_shed_total")).toBe(1);
    expect(await sample('claims_submits_refused_total{status="409"}')).toBe(1);
  });

  it("counts a notice id locked after its free failures, and a draft saved", async () => {
    const { app, client } = await submitter(store, { authorized: [], metrics });
    const wrong = { ...credentialsOf(BOB), pin: "999999" };
    for (let attempt = 0; attempt <= FREE_FAILURES; attempt += 1) {
      await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields: wrong }, reCaptchaResponse: null } });
    }
    expect(await sample("claims_lockouts_total")).toBe(1);
    expect(await store.drafts.write("Standard", `draft-member-${ADA.credentials["noticeId"] ?? ""}`, 0, new Uint8Array([1, 2]), new Date(), 1)).toMatchObject({ kind: "saved" });
    expect(await sample('claims_drafts_saved_total{form_type="Standard"}')).toBe(1);
    await app.close();
  });
});
