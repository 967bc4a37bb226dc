import { describe, expect, it } from "vitest";
import { ClaimStoreError } from "../../../server/store/claim-store-error.ts";
import { isReferenceCode, newReferenceCode } from "../../../server/store/reference-code.ts";
import { ALL_BYTES, document, hashOf, newClaim, RECEIVED_AT, sha256Hex, filingAnswers, uniqueKey } from "./claim-fixtures.ts";
import { PGLITE_BACKEND, POSTGRES_BACKEND, useMigratedStore } from "./store-backends.ts";

const NOW = new Date("2026-11-21T17:00:00.000Z");
const LEASE_MS = 30_000;

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("filing claims on $name", (backend) => {
  const underTest = useMigratedStore(backend);

  const documentRows = async (): Promise<number> => {
    const [row] = await underTest().db.query<{ count: number }>("SELECT count(*)::int AS count FROM claim_documents");
    return row?.count ?? -1;
  };

  it("stores the claim as given, under a new reference code", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    const claim = newClaim({ formType: "Automotive", culture: "es" });
    const filed = await store.fileClaim(key, hashOf("claim"), claim, filingAnswers);
    expect(isReferenceCode(filed.referenceCode)).toBe(true);
    const stored = await store.findClaim(filed.referenceCode);
    expect(stored).toMatchObject({
      referenceCode: filed.referenceCode,
      formType: "Automotive",
      culture: "es",
      payload: claim.payload,
      idempotencyKey: key,
      requestHash: hashOf("claim"),
      receivedAt: RECEIVED_AT
    });
  });

  it("stores every document's bytes exactly, with its SHA-256 and size, in the order given", async () => {
    const { store } = underTest();
    const third = new Uint8Array(0);
    const claim = newClaim({
      documents: [
        document("dc-aaaaaaaa", ALL_BYTES, "scan 1.pdf"),
        document("dc-bbbbbbbb", new TextEncoder().encode("ünïcode"), "note.pdf"),
        document("dc-cccccccc", third, "empty.pdf")
      ]
    });
    const { referenceCode } = await store.fileClaim(uniqueKey(), hashOf("docs"), claim, filingAnswers);
    const stored = await store.findClaim(referenceCode);
    expect(stored?.documents).toEqual([
      { contextClientId: "dc-aaaaaaaa", name: "scan 1.pdf", mediaType: "application/pdf", size: 512, sha256: sha256Hex(ALL_BYTES) },
      { contextClientId: "dc-bbbbbbbb", name: "note.pdf", mediaType: "application/pdf", size: 9, sha256: hashOf("ünïcode") },
      {
        contextClientId: "dc-cccccccc",
        name: "empty.pdf",
        mediaType: "application/pdf",
        size: 0,
        sha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
      }
    ]);
    expect(await store.documentBytes(referenceCode, "dc-aaaaaaaa")).toEqual(ALL_BYTES);
    expect(await store.documentBytes(referenceCode, "dc-bbbbbbbb")).toEqual(new TextEncoder().encode("ünïcode"));
    expect(await store.documentBytes(referenceCode, "dc-cccccccc")).toEqual(third);
    expect(await store.documentBytes(referenceCode, "dc-dddddddd")).toBeNull();
  });

  it("stores large and empty documents' bytes in one claim exactly, out of line and never compressed", async () => {
    const { store, db } = underTest();
    // 300 KB of one repeated byte would shrink to almost nothing if PostgreSQL compressed it.
    const large = new Uint8Array(300 * 1024).fill(7);
    const small = Uint8Array.from({ length: 3 * 1024 }, (_, index) => (index * 31) % 256);
    const given = [
      document("dc-11111111", large, "large.pdf"),
      document("dc-22222222", new Uint8Array(0), "empty.pdf"),
      document("dc-33333333", Uint8Array.of(255), "one.pdf"),
      document("dc-44444444", small, "small.pdf")
    ];
    const { referenceCode } = await store.fileClaim(uniqueKey(), hashOf("large and empty"), newClaim({ documents: given }), filingAnswers);
    for (const sent of given) expect(await store.documentBytes(referenceCode, sent.contextClientId)).toEqual(sent.bytes);
    const rows = await db.query<{ size: number; compressed: string | null }>(
      `SELECT d.size::int AS size, pg_column_compression(d.bytes) AS compressed FROM claim_documents d
       JOIN claims c ON c.id = d.claim_id WHERE c.reference_code = $1 ORDER BY d.position`,
      [referenceCode]
    );
    expect(rows).toEqual(given.map((sent) => ({ size: sent.bytes.byteLength, compressed: null })));
  });

  it("finds nothing for an unknown reference code", async () => {
    const { store } = underTest();
    expect(await store.findClaim("ZZZZZZZZZZ")).toBeNull();
    expect(await store.documentBytes("ZZZZZZZZZZ", "dc-00000001")).toBeNull();
    expect(await store.findClaim("A\u0000")).toBeNull();
  });

  it("gives every claim its own code from the alphabet without look-alikes", async () => {
    const { store } = underTest();
    const before = await store.countClaims();
    const codes = await Promise.all(
      Array.from({ length: 25 }, (_, index) => store.fileClaim(uniqueKey(), hashOf(String(index)), newClaim({ documents: [] }), filingAnswers))
    );
    const unique = new Set(codes.map((filed) => filed.referenceCode));
    expect(unique.size).toBe(25);
    for (const code of unique) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    expect(await store.countClaims()).toBe(before + 25);
  });

  it("draws again when a code is taken, and gives up after five taken draws without writing anything", async () => {
    const { store, forcedCodes } = underTest();
    const taken = (await store.fileClaim(uniqueKey(), hashOf("first"), newClaim(), filingAnswers)).referenceCode;
    const fresh = newReferenceCode();
    forcedCodes.push(taken, taken, fresh);
    const second = await store.fileClaim(uniqueKey(), hashOf("second"), newClaim(), filingAnswers);
    expect(second.referenceCode).toBe(fresh);
    expect(forcedCodes).toEqual([]);

    const before = { claims: await store.countClaims(), documents: await documentRows() };
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("third"), NOW, LEASE_MS);
    forcedCodes.push(taken, taken, taken, taken, taken);
    await expect(store.fileClaim(key, hashOf("third"), newClaim(), filingAnswers)).rejects.toMatchObject({
      reason: "referenceCodesExhausted"
    });
    expect({ claims: await store.countClaims(), documents: await documentRows() }).toEqual(before);
    expect(await store.acquireIdempotencyKey(key, hashOf("third"), NOW, LEASE_MS)).toEqual({ kind: "inFlight" });
  });

  it("writes nothing when a document insert fails, leaving the key in flight to retry after its lease", async () => {
    const { db, store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("claim"), NOW, LEASE_MS);
    const before = { claims: await store.countClaims(), documents: await documentRows() };
    const claim = newClaim({ documents: [document("dc-00000001", ALL_BYTES), document("dc-00000002", ALL_BYTES, "refused.pdf")] });
    // The database refuses the second document, after the claim row and the first document went in.
    await db.query("ALTER TABLE claim_documents ADD CONSTRAINT test_refuses_a_document CHECK (name <> 'refused.pdf')");
    try {
      await expect(store.fileClaim(key, hashOf("claim"), claim, filingAnswers)).rejects.toThrow(/test_refuses_a_document/);
    } finally {
      await db.query("ALTER TABLE claim_documents DROP CONSTRAINT test_refuses_a_document");
    }
    expect({ claims: await store.countClaims(), documents: await documentRows() }).toEqual(before);
    expect(await db.query("SELECT 1 FROM claims WHERE idempotency_key = $1", [key])).toEqual([]);
    const [row] = await db.query<{ state: string; reference_code: string | null }>(
      "SELECT state, reference_code FROM idempotency_keys WHERE key = $1",
      [key]
    );
    expect(row).toEqual({ state: "in_flight", reference_code: null });
    expect(await store.acquireIdempotencyKey(key, hashOf("claim"), new Date(NOW.getTime() + 1), LEASE_MS)).toEqual({ kind: "inFlight" });
    const retryAt = new Date(NOW.getTime() + LEASE_MS);
    expect(await store.acquireIdempotencyKey(key, hashOf("claim"), retryAt, LEASE_MS)).toEqual({ kind: "acquired" });
    const filed = await store.fileClaim(key, hashOf("claim"), claim, filingAnswers);
    expect((await store.findClaim(filed.referenceCode))?.documents).toHaveLength(2);
    expect(await documentRows()).toBe(before.documents + 2);
  });

  it("writes nothing when the answer cannot be made", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    const before = { claims: await store.countClaims(), documents: await documentRows() };
    const failure = new Error("no answer");
    await expect(
      store.fileClaim(key, hashOf("claim"), newClaim(), {
        ...filingAnswers,
        filed: () => {
          throw failure;
        }
      })
    ).rejects.toBe(failure);
    expect({ claims: await store.countClaims(), documents: await documentRows() }).toEqual(before);
  });

  it("refuses text the database cannot hold, naming where it is, before writing anything", async () => {
    const { store } = underTest();
    const before = await store.countClaims();
    const payload = { claimantInfo: { firstName: "A\u0000na" } };
    const refused = await store.fileClaim(uniqueKey(), hashOf("nul"), newClaim({ payload }), filingAnswers).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ClaimStoreError);
    expect(refused).toMatchObject({ reason: "unstorableText", path: "payload.claimantInfo.firstName" });
    const badName = newClaim({ documents: [document("dc-00000001", ALL_BYTES, "a\u0000.pdf")] });
    await expect(store.fileClaim(uniqueKey(), hashOf("nul"), badName, filingAnswers)).rejects.toMatchObject({
      path: "documents[0].name"
    });
    expect(await store.countClaims()).toBe(before);
  });
});
