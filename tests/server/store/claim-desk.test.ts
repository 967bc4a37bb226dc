// The desk's reads and purges on both databases: an export window between two snapshots gives every claim
// committed in between exactly once (claims filed before a run, during it, and after it; on PostgreSQL one whose
// transaction began before a run's snapshot and committed after it); pages follow the order filed; a purge
// deletes the claims of its forms filed before its day, with their rows and idempotency keys, and only the
// document files no remaining claim names.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExportWindow } from "../../../server/store/claim-desk.port.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { sqlClaimStore } from "../../../server/store/claim-store.sql.ts";
import { makeFileSystemDocumentStore } from "../../../server/store/document-store.file-system.ts";
import type { DocumentStore } from "../../../server/store/document-store.port.ts";
import { document, filingAnswers, hashOf, newClaim, uniqueKey } from "./claim-fixtures.ts";
import { PGLITE_BACKEND, POSTGRES_BACKEND, useMigratedStore } from "./store-backends.ts";

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("the desk on $name", (backend) => {
  const underTest = useMigratedStore(backend);
  let folder = "";
  let documents: DocumentStore;
  let store: ClaimStore;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "claim-desk-"));
    documents = makeFileSystemDocumentStore(folder);
    store = sqlClaimStore(underTest().db, { documents });
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const file = async (overrides: Parameters<typeof newClaim>[0] = {}): Promise<string> =>
    (await store.fileClaim(uniqueKey(), hashOf(uniqueKey()), newClaim({ documents: [], ...overrides }), filingAnswers)).referenceCode;

  /** Every claim a window gives, read a page of `pageSize` at a time. */
  const exported = async (window: ExportWindow, pageSize = 2): Promise<readonly string[]> => {
    const codes: string[] = [];
    for (let after: string | null = null; ; ) {
      const page = await store.desk.exportPage(window, after, pageSize);
      if (page.length === 0) return codes;
      codes.push(...page.map((claim) => claim.referenceCode));
      after = page.at(-1)?.position ?? null;
    }
  };

  const windowOf = (upTo: string, after: string | null, formTypes: ExportWindow["formTypes"] = ["Automotive"]): ExportWindow => ({ upTo, after, formTypes, since: null, until: null });

  it("gives each claim committed between two snapshots once: those before a run, during it and after it", async () => {
    const before = [await file({ formType: "Automotive" }), await file({ formType: "Automotive" }), await file({ formType: "Automotive" })];
    const first = await store.desk.snapshot();
    const during = await file({ formType: "Automotive" });
    expect(await store.desk.countExport(windowOf(first, null))).toBeGreaterThanOrEqual(3);
    const firstRun = await exported(windowOf(first, null));
    expect(firstRun).toEqual(expect.arrayContaining(before));
    expect(firstRun).not.toContain(during);
    const after = await file({ formType: "Automotive" });
    const second = await store.desk.snapshot();
    expect(await exported(windowOf(second, first))).toEqual([during, after]);
    expect(await store.desk.countExport(windowOf(second, first))).toBe(2);
    // Nothing new: the next run gives nothing.
    expect(await exported(windowOf(await store.desk.snapshot(), second))).toEqual([]);
    // The form types, and the days, narrow a window.
    const documentsOnly = await file({ formType: "DocumentsUpload" });
    const third = await store.desk.snapshot();
    expect(await exported(windowOf(third, second, ["DocumentsUpload"]))).toEqual([documentsOnly]);
    expect(await exported(windowOf(third, second, null))).toEqual([documentsOnly]);
  });

  it("pages in the order filed, past row ids of more digits (1 to 10, 99 to 100 ...), each claim once", async () => {
    const filed: string[] = [];
    for (let index = 0; index < 12; index += 1) filed.push(await file({ formType: "DocumentsUpload", receivedAt: new Date("2029-01-01T00:00:00Z") }));
    const upTo = await store.desk.snapshot();
    const window: ExportWindow = { upTo, after: null, formTypes: ["DocumentsUpload"], since: new Date("2029-01-01T00:00:00Z"), until: new Date("2029-01-02T00:00:00Z") };
    for (const pageSize of [1, 5, 100]) expect(await exported(window, pageSize)).toEqual(filed);
  });

  it("reads a window by when claims were filed, the first instant in and the last one out", async () => {
    const early = await file({ formType: "Automotive", receivedAt: new Date("2030-01-01T07:59:59.999Z") });
    const inside = await file({ formType: "Automotive", receivedAt: new Date("2030-01-01T08:00:00.000Z") });
    const late = await file({ formType: "Automotive", receivedAt: new Date("2030-01-02T08:00:00.000Z") });
    const upTo = await store.desk.snapshot();
    const codes = await exported({ upTo, after: null, formTypes: null, since: new Date("2030-01-01T08:00:00Z"), until: new Date("2030-01-02T08:00:00Z") });
    expect(codes).toEqual([inside]);
    expect(codes).not.toContain(early);
    expect(codes).not.toContain(late);
  });

  it("counts per day in a zone, across midnight there", async () => {
    await file({ formType: "DocumentsUpload", receivedAt: new Date("2031-03-01T07:59:00Z") });
    await file({ formType: "DocumentsUpload", receivedAt: new Date("2031-03-01T08:01:00Z") });
    const counts = await store.desk.dailyCounts("America/Los_Angeles", new Date("2031-02-28T08:00:00Z"));
    expect(counts).toEqual([
      { day: "2031-02-28", formType: "DocumentsUpload", claims: 1 },
      { day: "2031-03-01", formType: "DocumentsUpload", claims: 1 }
    ]);
  });

  it("purges the claims of its forms filed before its day, and the files no remaining claim names", async () => {
    const shared = new TextEncoder().encode(`shared ${uniqueKey()}`);
    const own = new TextEncoder().encode(`own ${uniqueKey()}`);
    const old = new Date("2020-01-01T00:00:00Z");
    const purged = await file({ formType: "Standard", receivedAt: old, documents: [document("dc-1", shared), document("dc-2", own)] });
    const keptOtherForm = await file({ formType: "Automotive", receivedAt: old, documents: [document("dc-1", shared)] });
    const keptNewer = await file({ formType: "Standard", receivedAt: new Date("2020-06-01T00:00:00Z") });
    const listed: string[] = [];
    const dry = await store.desk.purge(["Standard"], new Date("2020-02-01T00:00:00Z"), true, (codes) => listed.push(...codes));
    expect(dry).toEqual({ claims: 1, documents: 2, files: 0 });
    expect(listed).toEqual([purged]);
    expect(await store.findClaim(purged)).not.toBeNull();

    const gone: string[] = [];
    expect(await store.desk.purge(["Standard"], new Date("2020-02-01T00:00:00Z"), false, (codes) => gone.push(...codes))).toEqual({ claims: 1, documents: 2, files: 1 });
    expect(gone).toEqual([purged]);
    expect(await store.findClaim(purged)).toBeNull();
    expect(await store.findClaim(keptOtherForm)).not.toBeNull();
    expect(await store.findClaim(keptNewer)).not.toBeNull();
    // The file the kept claim names is still there; the purged claim's own is gone.
    expect(await documents.get(document("x", shared).sha256)).toEqual(shared);
    expect(await documents.get(document("x", own).sha256)).toBeNull();
    const [keys] = await underTest().db.query<{ count: number }>("SELECT count(*)::int AS count FROM idempotency_keys WHERE reference_code = $1", [purged]);
    expect(keys?.count).toBe(0);
  });
});

describe("an export on PostgreSQL while a claim's transaction is still open", () => {
  const underTest = useMigratedStore(POSTGRES_BACKEND);

  it("leaves a claim out of the run whose snapshot its commit came after, and gives it to the next run", async () => {
    const { db, store } = underTest();
    const start = await store.desk.snapshot();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = (): void => undefined;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    // A filing whose transaction takes its id before the run's snapshot and commits after it.
    const slow = db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO claims (reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at)
         VALUES ('SLOWCOMMIT', 'Automotive', 'en', '{}', $1, 'hash', now())`,
        [uniqueKey()]
      );
      inserted();
      await held;
    });
    await insertedYet;
    const quick = (await store.fileClaim(uniqueKey(), hashOf("quick"), newClaim({ formType: "Automotive", documents: [] }), filingAnswers)).referenceCode;
    const runSnapshot = await store.desk.snapshot();
    release();
    await slow;
    const run = async (upTo: string, after: string | null) =>
      (await store.desk.exportPage({ upTo, after, formTypes: ["Automotive"], since: null, until: null }, null, 100)).map((claim) => claim.referenceCode);
    // The slow claim has the lower id, yet the run does not see it: its commit came after the snapshot.
    expect(await run(runSnapshot, start)).toEqual([quick]);
    expect(await run(await store.desk.snapshot(), runSnapshot)).toEqual(["SLOWCOMMIT"]);
  });
});
