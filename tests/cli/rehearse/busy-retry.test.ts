// A 503 is honoured as a claimant's browser would: against a real API whose bound on submits in flight is
// one, a second claim submitted while the first is held is shed with Retry-After; the rehearsal waits what it
// was told and sends the SAME Idempotency-Key again, and the store then holds each claim once, under its key.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeCaseReader } from "../../../adapters/files/case-reader.node-fs.ts";
import { loadCase } from "../../../domain/case/load-case.ts";
import { SHED_RETRY_AFTER_SECONDS } from "../../../server/http/submit-gate.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { fileDirectly } from "../../../cli/rehearse/file-directly.ts";
import { freshRoster } from "../../../cli/rehearse/fresh-members.ts";
import { writeRehearsalCase } from "../../../cli/rehearse/rehearsal-case.ts";
import type { RehearsalClaim } from "../../../cli/rehearse/rehearsal-claim.ts";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";
import { emptyTally, measuredFetch } from "../../../cli/rehearse/rehearsal-fetch.ts";
import { makeLatencyRecorder } from "../../../cli/replay/call-latency.ts";
import { buildTestApp, listenOnLoopback, openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { gatedStore } from "../../server/http/submit-kit.ts";
import { ROOT } from "../support/replay-server.ts";

let store: ClaimStore;
let folder: string;

beforeAll(async () => {
  store = await openTestStore();
  folder = await mkdtemp(join(tmpdir(), "claims-busy-"));
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
  await rm(folder, { recursive: true, force: true });
});

describe("a rehearsal claim shed with 503", () => {
  it("waits the Retry-After, sends the same Idempotency-Key again and is filed once", async () => {
    const roster = freshRoster(2);
    await writeRehearsalCase(join(ROOT, "cases/demo"), join(folder, "case"), roster);
    const claimsCase = await loadCase(nodeCaseReader(join(folder, "case")));
    const gated = gatedStore(store);
    const { app } = buildTestApp({ store: gated.store, claimsCase, submitLimits: { maxSubmits: 1, maxBytes: 10_000_000 } });
    const api = await listenOnLoopback(app);
    const tally = emptyTally();
    const waits: number[] = [];
    const sent: string[] = [];
    // The shed claimant's wait lets the held submit through and lasts until it is answered.
    let firstAnswered: Promise<unknown> = Promise.resolve();
    const file = fileDirectly({
      api,
      fetch: measuredFetch(
        async (input, init) => {
          const key = new Headers(init.headers).get("idempotency-key");
          if (key !== null) sent.push(key);
          return fetch(input, init);
        },
        makeLatencyRecorder(),
        tally,
        30_000
      ),
      retries: 0,
      maxWaits: 5,
      captchaToken: null,
      keyOf: (claim) => `busy-test-${String(claim.index)}`,
      sleep: async (millis) => {
        waits.push(millis);
        gated.open();
        await firstAnswered;
      }
    });
    const claims: RehearsalClaim[] = roster.members.map((member, index) => ({ index, member, document: rehearsalDocument(String(index), 4096) }));
    const [first, second] = claims;
    if (first === undefined || second === undefined) throw new Error("two members expected");
    const held = file(first);
    firstAnswered = held;
    await gated.reached;
    const shed = await file(second);
    const filed = await held;

    expect(waits).toEqual([SHED_RETRY_AFTER_SECONDS * 1000]);
    expect(tally.busy).toBe(1);
    expect(sent).toEqual(["busy-test-0", "busy-test-1", "busy-test-1"]);
    expect(shed).toMatchObject({ kind: "filed", idempotencyKey: "busy-test-1", busyRetries: 1 });
    expect(filed).toMatchObject({ kind: "filed", idempotencyKey: "busy-test-0", busyRetries: 0 });
    if (shed.kind !== "filed") throw new Error("not filed");
    const stored = await store.findClaim(shed.referenceCode);
    expect(stored?.idempotencyKey).toBe("busy-test-1");
    expect(stored?.documents.map((document) => [document.size, document.sha256])).toEqual([[4096, second.document.sha256]]);
    expect(await store.countClaims()).toBe(2);
    await app.close();
  }, 60_000);
});
