// The audit read behind a rehearsal's exactly-once proof, on PGlite and PostgreSQL, with documents in their
// rows and in a document store: the claims filed under given codes or by given notice ids, each with its
// documents' recorded size and SHA-256 and the SHA-256 of the bytes really kept, so a lost file shows.
import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlClaimStore } from "../../../server/store/claim-store.sql.ts";
import { makeFileSystemDocumentStore } from "../../../server/store/document-store.file-system.ts";
import { runMigrations } from "../../../server/store/migration-runner.ts";
import { ALL_BYTES, document, filingAnswers, hashOf, newClaim, sha256Hex, uniqueKey } from "./claim-fixtures.ts";
import { type OpenedBackend, PGLITE_BACKEND, POSTGRES_BACKEND, START_TIMEOUT_MS } from "./store-backends.ts";

const claimBy = (noticeId: string, bytes: Uint8Array) =>
  newClaim({ formType: "DocumentsUpload", payload: { credentials: { fields: { noticeId } } }, documents: [document("dc-00000001", bytes)] });

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("filed claims read back on $name", (backend) => {
  let opened: OpenedBackend;
  let folder: string;

  beforeAll(async () => {
    opened = await backend.open();
    await runMigrations(opened.db);
    folder = await mkdtemp(join(tmpdir(), "filed-claims-"));
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await opened.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it("finds claims by notice id or reference code, with the digest of the bytes kept in their rows", async () => {
    const store = sqlClaimStore(opened.db);
    const key = uniqueKey();
    const first = await store.fileClaim(key, hashOf("a"), claimBy("NWD-1", ALL_BYTES), filingAnswers);
    const second = await store.fileClaim(uniqueKey(), hashOf("b"), claimBy("NWD-2", new Uint8Array([1, 2, 3])), filingAnswers);
    await store.fileClaim(uniqueKey(), hashOf("c"), claimBy("NWD-3", ALL_BYTES), filingAnswers);
    const found = await store.findFiledClaims({ formType: "DocumentsUpload", identifierField: "noticeId", identifiers: ["NWD-1"], referenceCodes: [second.referenceCode] });
    expect(found).toEqual([
      { referenceCode: first.referenceCode, idempotencyKey: key, identifier: "NWD-1", documents: [{ size: 512, sha256: sha256Hex(ALL_BYTES), keptSha256: sha256Hex(ALL_BYTES) }] },
      {
        referenceCode: second.referenceCode,
        idempotencyKey: expect.any(String) as unknown,
        identifier: "NWD-2",
        documents: [{ size: 3, sha256: sha256Hex(new Uint8Array([1, 2, 3])), keptSha256: sha256Hex(new Uint8Array([1, 2, 3])) }]
      }
    ]);
    expect(await store.findFiledClaims({ formType: "Standard", identifierField: "noticeId", identifiers: ["NWD-1"], referenceCodes: [] })).toEqual([]);
  });

  it("reads documents from the document store, and shows a lost file as no bytes kept", async () => {
    const documents = makeFileSystemDocumentStore(join(folder, "documents"));
    const store = sqlClaimStore(opened.db, { documents });
    const bytes = new TextEncoder().encode("a document of its own");
    const filed = await store.fileClaim(uniqueKey(), hashOf("d"), claimBy("NWD-4", bytes), filingAnswers);
    const query = { formType: "DocumentsUpload", identifierField: "noticeId", identifiers: [], referenceCodes: [filed.referenceCode] };
    expect((await store.findFiledClaims(query))[0]?.documents).toEqual([{ size: bytes.length, sha256: sha256Hex(bytes), keptSha256: sha256Hex(bytes) }]);
    const sha = sha256Hex(bytes);
    await unlink(join(folder, "documents", sha.slice(0, 2), sha.slice(2, 4), sha));
    expect((await store.findFiledClaims(query))[0]?.documents).toEqual([{ size: bytes.length, sha256: sha, keptSha256: null }]);
  });
});
