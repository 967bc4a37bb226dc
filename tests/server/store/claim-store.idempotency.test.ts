import { describe, expect, it } from "vitest";
import { ClaimStoreError } from "../../../server/store/claim-store-error.ts";
import { hashOf, filingAnswers, newClaim, submittedAnswer, uniqueKey } from "./claim-fixtures.ts";
import { PGLITE_BACKEND, POSTGRES_BACKEND, useMigratedStore } from "./store-backends.ts";

const NOW = new Date("2026-11-21T17:00:00.000Z");
const LEASE_MS = 30_000;
const later = (ms: number): Date => new Date(NOW.getTime() + ms);

const REFUSAL = { status: 400, body: { submitted: false, error: "The deadline has passed.", detail: ["ünïcode", 1, null] } };

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("idempotency keys on $name", (backend) => {
  const underTest = useMigratedStore(backend);

  const keyRow = async (key: string) => {
    const [row] = await underTest().db.query<{ state: string; lease_until: Date; acquired_at: Date }>(
      "SELECT state, lease_until, acquired_at FROM idempotency_keys WHERE key = $1",
      [key]
    );
    return row;
  };

  it("lease a new key to its first caller", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    expect(await store.acquireIdempotencyKey(key, hashOf("body"), NOW, LEASE_MS)).toEqual({ kind: "acquired" });
    expect(await keyRow(key)).toEqual({ state: "in_flight", lease_until: later(LEASE_MS), acquired_at: NOW });
  });

  it("tell a repeat within the lease that the first request is still in flight", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("body"), NOW, LEASE_MS);
    expect(await store.acquireIdempotencyKey(key, hashOf("body"), later(LEASE_MS - 1), LEASE_MS)).toEqual({ kind: "inFlight" });
    expect(await keyRow(key)).toMatchObject({ lease_until: later(LEASE_MS) });
  });

  it("refuse the key with another body, in flight or done", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("body"), NOW, LEASE_MS);
    expect(await store.acquireIdempotencyKey(key, hashOf("other"), NOW, LEASE_MS)).toEqual({ kind: "mismatch" });
    // Even past the lease: another body never takes a key over.
    expect(await store.acquireIdempotencyKey(key, hashOf("other"), later(LEASE_MS * 2), LEASE_MS)).toEqual({ kind: "mismatch" });
    await store.settleIdempotencyKey(key, REFUSAL);
    expect(await store.acquireIdempotencyKey(key, hashOf("other"), NOW, LEASE_MS)).toEqual({ kind: "mismatch" });
  });

  it("replay a settled refusal to every retry, whatever the time", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("body"), NOW, LEASE_MS);
    await store.settleIdempotencyKey(key, REFUSAL);
    expect(await store.acquireIdempotencyKey(key, hashOf("body"), later(1), LEASE_MS)).toEqual({ kind: "replay", answer: REFUSAL });
    expect(await store.acquireIdempotencyKey(key, hashOf("body"), later(LEASE_MS * 10), LEASE_MS)).toEqual({ kind: "replay", answer: REFUSAL });
  });

  it("keep the first answer when a done key is settled again", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("body"), NOW, LEASE_MS);
    await store.settleIdempotencyKey(key, REFUSAL);
    await store.settleIdempotencyKey(key, { status: 500, body: "later" });
    expect(await store.acquireIdempotencyKey(key, hashOf("body"), NOW, LEASE_MS)).toEqual({ kind: "replay", answer: REFUSAL });
  });

  it("replay a filed claim's answer, naming its reference code", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("claim"), NOW, LEASE_MS);
    const filed = await store.fileClaim(key, hashOf("claim"), newClaim(), filingAnswers);
    expect(filed.answer).toEqual(submittedAnswer(filed.referenceCode));
    expect(await store.acquireIdempotencyKey(key, hashOf("claim"), later(1), LEASE_MS)).toEqual({
      kind: "replay",
      answer: submittedAnswer(filed.referenceCode)
    });
  });

  it("hand a key whose lease ran out (its server died) to the next caller, with a new lease", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("body"), NOW, LEASE_MS);
    expect(await store.acquireIdempotencyKey(key, hashOf("body"), later(LEASE_MS), LEASE_MS)).toEqual({ kind: "acquired" });
    expect(await keyRow(key)).toEqual({ state: "in_flight", lease_until: later(LEASE_MS * 2), acquired_at: later(LEASE_MS) });
    expect(await store.acquireIdempotencyKey(key, hashOf("body"), later(LEASE_MS + 1), LEASE_MS)).toEqual({ kind: "inFlight" });
  });

  it("give a new key, or an expired one, to exactly one of several callers at once", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    const racers = () =>
      Promise.all([1, 2, 3, 4].map((offset) => store.acquireIdempotencyKey(key, hashOf("body"), later(offset), LEASE_MS)));
    const first = await racers();
    expect(first.filter((claim) => claim.kind === "acquired")).toHaveLength(1);
    expect(first.filter((claim) => claim.kind === "inFlight")).toHaveLength(3);
    const takeovers = await Promise.all(
      [1, 2, 3, 4].map((offset) => store.acquireIdempotencyKey(key, hashOf("body"), later(LEASE_MS * 3 + offset), LEASE_MS))
    );
    expect(takeovers.filter((claim) => claim.kind === "acquired")).toHaveLength(1);
  });

  it("file one claim when two holders of a taken-over key both file it", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    const before = await store.countClaims();
    await store.acquireIdempotencyKey(key, hashOf("claim"), NOW, LEASE_MS);
    await store.acquireIdempotencyKey(key, hashOf("claim"), later(LEASE_MS), LEASE_MS);
    const [first, second] = await Promise.all([
      store.fileClaim(key, hashOf("claim"), newClaim(), filingAnswers),
      store.fileClaim(key, hashOf("claim"), newClaim(), filingAnswers)
    ]);
    expect(second).toEqual(first);
    expect(await store.countClaims()).toBe(before + 1);
  });

  it("refuse to file under a key answered without a claim or held for another body", async () => {
    const { store } = underTest();
    const before = await store.countClaims();
    const settled = uniqueKey();
    await store.acquireIdempotencyKey(settled, hashOf("claim"), NOW, LEASE_MS);
    await store.settleIdempotencyKey(settled, REFUSAL);
    await expect(store.fileClaim(settled, hashOf("claim"), newClaim(), filingAnswers)).rejects.toMatchObject({
      name: "ClaimStoreError",
      reason: "idempotencyKeyTaken"
    });
    const other = uniqueKey();
    await store.acquireIdempotencyKey(other, hashOf("claim"), NOW, LEASE_MS);
    const refused = await store.fileClaim(other, hashOf("another"), newClaim(), filingAnswers).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ClaimStoreError);
    expect(await store.countClaims()).toBe(before);
    expect(await store.acquireIdempotencyKey(other, hashOf("claim"), NOW, LEASE_MS)).toEqual({ kind: "inFlight" });
  });

  it("file a claim under a key never acquired, recording the key with its answer", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    const filed = await store.fileClaim(key, hashOf("claim"), newClaim(), filingAnswers);
    expect(await store.acquireIdempotencyKey(key, hashOf("claim"), NOW, LEASE_MS)).toEqual({ kind: "replay", answer: filed.answer });
  });
});
