// A claim's documents in the document store, in a folder and in an S3 API server (s3rver): written before the
// claim commits, named by their SHA-256 in rows that keep no bytes, read back whole; a claim that never
// commits leaves files the sweep removes, and the sweep keeps every file a claim names, and with an age bound
// (a store shared by replicas) every file stored since. A member with no claim left to file writes no file.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { sqlClaimStore } from "../../../server/store/claim-store.sql.ts";
import { makeFileSystemDocumentStore } from "../../../server/store/document-store.file-system.ts";
import type { DocumentStore } from "../../../server/store/document-store.port.ts";
import { runMigrations } from "../../../server/store/migration-runner.ts";
import type { SqlDatabase } from "../../../server/store/sql-database.port.ts";
import { ALL_BYTES, document, filingAnswers, hashOf, newClaim, sha256Hex, uniqueKey, uniqueMember } from "./claim-fixtures.ts";
import { type OpenedBackend, PGLITE_BACKEND, POSTGRES_BACKEND, START_TIMEOUT_MS, type StoreBackend } from "./store-backends.ts";
import { makeS3DocumentStore } from "../../../server/store/document-store.s3.ts";
import { startS3Server } from "../../support/s3-server.ts";

interface DocumentsUnderTest {
  readonly store: DocumentStore;
  readonly stop: () => Promise<void>;
}

const inFolder = async (): Promise<DocumentsUnderTest> => {
  const folder = await mkdtemp(join(tmpdir(), "claim-documents-"));
  return { store: makeFileSystemDocumentStore(join(folder, "documents")), stop: () => rm(folder, { recursive: true, force: true }) };
};

const inS3 = async (): Promise<DocumentsUnderTest> => {
  const server = await startS3Server();
  return { store: makeS3DocumentStore(server.storeOptions("claims")), stop: server.stop };
};

const CASES: readonly { readonly name: string; readonly backend: StoreBackend; readonly documents: () => Promise<DocumentsUnderTest> }[] = [
  { name: `${PGLITE_BACKEND.name}, documents in a folder`, backend: PGLITE_BACKEND, documents: inFolder },
  { name: `${POSTGRES_BACKEND.name}, documents in a folder`, backend: POSTGRES_BACKEND, documents: inFolder },
  { name: `${POSTGRES_BACKEND.name}, documents in an S3 API server`, backend: POSTGRES_BACKEND, documents: inS3 }
];

describe.each(CASES)("documents in the document store, on $name", (setup) => {
  let opened: OpenedBackend;
  let held: DocumentsUnderTest;
  let documents: DocumentStore;
  let store: ClaimStore;
  let db: SqlDatabase;

  beforeAll(async () => {
    opened = await setup.backend.open();
    db = opened.db;
    await runMigrations(db);
    held = await setup.documents();
    documents = held.store;
    store = sqlClaimStore(db, { documents });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await opened.stop();
    await documents.close();
    await held.stop();
  });

  const files = async (): Promise<ReadonlySet<string>> => {
    const names = new Set<string>();
    for await (const name of documents.list()) names.add(name);
    return names;
  };

  it("writes each document's file before the claim commits, keeps no bytes in its row, and reads it back", async () => {
    const second = new TextEncoder().encode("second file");
    const claim = newClaim({ documents: [document("dc-00000001", ALL_BYTES), document("dc-00000002", second)] });
    const { referenceCode } = await store.fileClaim(uniqueKey(), hashOf("docs"), claim, filingAnswers);
    const rows = await db.query<{ sha256: string; bytes: Uint8Array | null }>(
      "SELECT d.sha256, d.bytes FROM claim_documents d JOIN claims c ON c.id = d.claim_id WHERE c.reference_code = $1 ORDER BY d.position",
      [referenceCode]
    );
    expect(rows).toEqual([
      { sha256: sha256Hex(ALL_BYTES), bytes: null },
      { sha256: sha256Hex(second), bytes: null }
    ]);
    expect(await files()).toEqual(new Set([sha256Hex(ALL_BYTES), sha256Hex(second)]));
    expect(await store.documentBytes(referenceCode, "dc-00000001")).toEqual(ALL_BYTES);
    expect(await store.documentBytes(referenceCode, "dc-00000002")).toEqual(second);
  });

  it("leaves the files of a claim that never committed to the sweep, which keeps every file a claim names", async () => {
    const lost = new TextEncoder().encode("a claim whose answer could not be made");
    const failure = new Error("no answer");
    await expect(
      store.fileClaim(uniqueKey(), hashOf("lost"), newClaim({ documents: [document("dc-00000009", lost), document("dc-00000010", ALL_BYTES)] }), {
        ...filingAnswers,
        filed: () => {
          throw failure;
        }
      })
    ).rejects.toBe(failure);
    expect((await files()).has(sha256Hex(lost))).toBe(true);
    expect(await store.sweepDocuments()).toBe(1);
    expect((await files()).has(sha256Hex(lost))).toBe(false);
    // ALL_BYTES is also a committed claim's document: it stays.
    expect((await files()).has(sha256Hex(ALL_BYTES))).toBe(true);
    expect(await store.sweepDocuments()).toBe(0);
  });

  it("sweeps with an age bound only what was stored before it, as on a store that replicas share", async () => {
    const orphan = new TextEncoder().encode("a claim another replica may still be committing");
    await documents.put(sha256Hex(orphan), orphan);
    const storedAt = await documents.storedAt(sha256Hex(orphan));
    if (storedAt === null) throw new Error("the orphan was not stored");
    expect(await store.sweepDocuments(new Date(storedAt.getTime() - 1))).toBe(0);
    expect((await files()).has(sha256Hex(orphan))).toBe(true);
    expect(await store.sweepDocuments(new Date(storedAt.getTime() + 1))).toBe(1);
    expect((await files()).has(sha256Hex(orphan))).toBe(false);
  });

  it("says so when a claim names a file the store no longer holds, rather than giving no document", async () => {
    const bytes = new TextEncoder().encode("a file lost outside the server");
    const { referenceCode } = await store.fileClaim(uniqueKey(), hashOf("lost file"), newClaim({ documents: [document("dc-00000012", bytes)] }), filingAnswers);
    await documents.remove(sha256Hex(bytes));
    await expect(store.documentBytes(referenceCode, "dc-00000012")).rejects.toThrow(/does not hold/);
    expect(await store.documentBytes(referenceCode, "dc-99999999")).toBeNull();
  });

  it("writes no file for a member who has no claim left to file", async () => {
    const member = uniqueMember();
    await store.fileClaim(uniqueKey(), hashOf("first"), newClaim({ member, documents: [] }), filingAnswers);
    const extra = new TextEncoder().encode("a second claim's document");
    const second = await store.fileClaim(uniqueKey(), hashOf("second"), newClaim({ member, documents: [document("dc-00000011", extra)] }), filingAnswers);
    expect(second.kind).toBe("alreadyFiled");
    expect((await files()).has(sha256Hex(extra))).toBe(false);
  });
});
