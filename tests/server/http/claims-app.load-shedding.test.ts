// Load shedding on submit: past the replica's bound on submits in progress (or upload bytes in flight), a
// submit is answered at once with 503, Retry-After and retryAfterSeconds, before any of its body is read or
// any query is made; nothing is filed, and the same claim sent again under the same key files exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { makeSubmitGate, SHED_RETRY_AFTER_SECONDS } from "../../../server/http/submit-gate.ts";
import { openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { documentsClaimParts, receipt, standardClaimParts } from "./claim-body.ts";
import { freshKey, gatedStore, submitBody, submitter } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});


describe("a submit past the bound on submits in progress", () => {
  it("is a 503 with Retry-After that files nothing and costs no query; sent again under its key, it files once", async () => {
    const gated = gatedStore(store);
    const { app, submit } = await submitter(gated.store, { authorized: ["standard", "documents-upload"], submitLimits: { maxSubmits: 1, maxBytes: 10_000_000 } });
    const firstKey = freshKey();
    const first = submit("standard", standardClaimParts(), firstKey);
    await gated.reached;

    const secondKey = freshKey();
    const before = { claims: await store.countClaims(), queries: gated.counted() };
    const shed = await submit("documents-upload", documentsClaimParts([receipt(1)]), secondKey);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe(String(SHED_RETRY_AFTER_SECONDS));
    // The body is read and dropped, not cut off: a client still uploading gets the 503 rather than a reset.
    expect(shed.headers["connection"]).not.toBe("close");
    expect(shed.json()).toMatchObject({ submitted: false, retryAfterSeconds: SHED_RETRY_AFTER_SECONDS, error: expect.stringMatching(/nothing was filed/) as unknown });
    expect({ claims: await store.countClaims(), queries: gated.counted() }).toEqual(before);

    gated.open();
    expect((await first).statusCode).toBe(200);
    const again = await submit("documents-upload", documentsClaimParts([receipt(1)]), secondKey);
    expect([again.statusCode, submitBody(again).submitted]).toEqual([200, true]);
    const retried = await submit("documents-upload", documentsClaimParts([receipt(1)]), secondKey);
    expect(retried.json()).toEqual(again.json());
    expect(await store.countClaims()).toBe(before.claims + 2);
    await app.close();
  });
});

describe("the submit gate", () => {
  it("lets in up to its submits and bytes, gives a place back once per ticket, and never starves a body larger than its bytes", () => {
    const gate = makeSubmitGate({ maxSubmits: 3, maxBytes: 100 });
    const first = gate.enter(60);
    expect(first).not.toBeNull();
    expect(gate.enter(50)).toBeNull();
    const second = gate.enter(40);
    expect(gate.load()).toEqual({ submits: 2, bytes: 100 });
    expect(gate.enter(0)).not.toBeNull();
    expect(gate.enter(0)).toBeNull();
    first?.leave();
    first?.leave();
    expect(gate.load()).toEqual({ submits: 2, bytes: 40 });
    second?.leave();
    expect(gate.load()).toEqual({ submits: 1, bytes: 0 });

    const alone = makeSubmitGate({ maxSubmits: 3, maxBytes: 100 });
    const large = alone.enter(500);
    expect(large).not.toBeNull();
    expect(alone.enter(1)).toBeNull();
    large?.leave();
    expect(alone.load()).toEqual({ submits: 0, bytes: 0 });
  });
});
