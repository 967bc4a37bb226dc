// The purge of claims past the administrator's retention: a batch of claims at a time, oldest first, each
// batch in one transaction (the claims, their document rows by cascade, and the idempotency keys that name
// them), then the files of its documents that no remaining claim names. A crash between the two leaves files
// no claim names, which the sweep at the next start removes. Filings of these forms have ended (the caller
// checks their deadlines), so no claim can come to name a file while it is being deleted.
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { PurgeReport } from "./claim-desk.port.ts";
import type { DocumentStore } from "./document-store.port.ts";
import type { SqlDatabase, SqlSession } from "./sql-database.port.ts";

/** Claims a transaction deletes: short enough never to hold a single-connection database for long. */
export const PURGE_BATCH = 500;

interface Batch {
  readonly ids: readonly string[];
  readonly referenceCodes: readonly string[];
}

const nextBatch = async (db: SqlSession, formTypes: readonly FormType[], filedBefore: Date, afterId: string): Promise<Batch> => {
  const rows = await db.query<{ id: string; reference_code: string }>(
    `SELECT id::text AS id, reference_code FROM claims
      WHERE id > $1::text::bigint AND received_at < $2 AND form_type IN (SELECT jsonb_array_elements_text($3::text::jsonb))
      ORDER BY claims.id LIMIT $4`,
    [afterId, filedBefore, JSON.stringify(formTypes), PURGE_BATCH]
  );
  return { ids: rows.map((row) => row.id), referenceCodes: rows.map((row) => row.reference_code) };
};

const countDocuments = async (db: SqlSession, ids: readonly string[]): Promise<number> => {
  const [row] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM claim_documents WHERE claim_id IN (SELECT (jsonb_array_elements_text($1::text::jsonb))::bigint)",
    [JSON.stringify(ids)]
  );
  return row?.count ?? 0;
};

/** Deletes a batch's claims; gives the SHA-256 of each of their documents kept in the document store. */
const deleteBatch = (db: SqlDatabase, ids: readonly string[]): Promise<readonly string[]> =>
  db.transaction(async (tx) => {
    const list = JSON.stringify(ids);
    const files = await tx.query<{ sha256: string }>(
      "SELECT DISTINCT sha256 FROM claim_documents WHERE bytes IS NULL AND claim_id IN (SELECT (jsonb_array_elements_text($1::text::jsonb))::bigint)",
      [list]
    );
    await tx.query(
      "DELETE FROM idempotency_keys WHERE reference_code IN (SELECT reference_code FROM claims WHERE id IN (SELECT (jsonb_array_elements_text($1::text::jsonb))::bigint))",
      [list]
    );
    await tx.query("DELETE FROM claims WHERE id IN (SELECT (jsonb_array_elements_text($1::text::jsonb))::bigint)", [list]);
    return files.map((row) => row.sha256);
  });

/** Deletes the file of each document no claim names any more; gives how many it deleted. */
const removeUnnamed = async (db: SqlSession, documents: DocumentStore | null, sha256s: readonly string[]): Promise<number> => {
  if (documents === null) return 0;
  let removed = 0;
  for (const sha256 of sha256s) {
    const [named] = await db.query<{ found: number }>("SELECT 1 AS found FROM claim_documents WHERE sha256 = $1 LIMIT 1", [sha256]);
    if (named !== undefined) continue;
    await documents.remove(sha256);
    removed += 1;
  }
  return removed;
};

export const purgeClaims = async (
  db: SqlDatabase,
  documents: DocumentStore | null,
  formTypes: readonly FormType[],
  filedBefore: Date,
  dryRun: boolean,
  each: (referenceCodes: readonly string[]) => void
): Promise<PurgeReport> => {
  const report = { claims: 0, documents: 0, files: 0 };
  if (formTypes.length === 0) return report;
  let afterId = "0";
  for (let batch = await nextBatch(db, formTypes, filedBefore, afterId); batch.ids.length > 0; batch = await nextBatch(db, formTypes, filedBefore, afterId)) {
    afterId = batch.ids.at(-1) ?? afterId;
    each(batch.referenceCodes);
    report.claims += batch.ids.length;
    report.documents += await countDocuments(db, batch.ids);
    if (!dryRun) report.files += await removeUnnamed(db, documents, await deleteBatch(db, batch.ids));
  }
  return report;
};
