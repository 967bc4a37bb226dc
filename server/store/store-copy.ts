// Moves a deployment's store to another database, as `claims store copy` does from a PGlite folder to
// PostgreSQL: both migrated to the same schema, the target refused unless every table is empty, then every
// table of COPIED_TABLES copied row by row exactly (each row as PostgreSQL's own text of it, so every type
// comes back as it was) in one transaction of the target, with each document's bytes read from the source's
// document store, checked against its SHA-256, and put in the target's document store or in its rows. A
// failure leaves the target as it was (documents already put in an object store name no claim, and its
// sweep removes them). After the commit, every table's count and every document's hash are checked again.
import { createHash } from "node:crypto";
import { COPIED_TABLES, type CopiedTable } from "./copied-tables.ts";
import type { DocumentStore } from "./document-store.port.ts";
import { runMigrations } from "./migration-runner.ts";
import type { SqlDatabase, SqlSession } from "./sql-database.port.ts";

export interface CopyEnd {
  readonly db: SqlDatabase;
  /** Where documents' bytes are: a document store, or null for the rows of claim_documents. */
  readonly documents: DocumentStore | null;
}

export interface StoreCopyReport {
  /** Rows copied, by table, in copy order. */
  readonly rows: readonly { readonly table: string; readonly count: number }[];
  /** Distinct documents (by SHA-256) and their bytes. */
  readonly documents: number;
  readonly documentBytes: number;
  /** What the check after the commit found wrong; empty when every count and hash matches. */
  readonly problems: readonly string[];
}

/** A copy that cannot begin or had to be undone: the target is as it was. */
export class StoreCopyError extends Error {
  override readonly name = "StoreCopyError";
}

/** Rows fetched and inserted at a time: a claim's row is a few kilobytes. */
const BATCH_ROWS = 500;

const sha256Of = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

const countOf = async (db: SqlSession, table: string): Promise<number> => {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? 0;
};

const copyTable = async (source: SqlDatabase, target: SqlSession, table: CopiedTable): Promise<number> =>
  source.transaction(async (read) => {
    const cursor = `copy_${table.name}`;
    await read.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT ${table.name}::text AS row FROM ${table.name} ORDER BY ${table.orderBy}`);
    let copied = 0;
    for (;;) {
      const rows = await read.query<{ row: string }>(`FETCH FORWARD ${String(BATCH_ROWS)} FROM ${cursor}`);
      if (rows.length === 0) break;
      // PostgreSQL's own text of each row, read back into the same row type: exact for every column's type.
      await target.query(`INSERT INTO ${table.name} OVERRIDING SYSTEM VALUE SELECT (r::${table.name}).* FROM json_array_elements_text($1::json) AS r`, [
        JSON.stringify(rows.map((found) => found.row))
      ]);
      copied += rows.length;
    }
    await read.query(`CLOSE ${cursor}`);
    for (const statement of table.afterCopy ?? []) await target.query(statement);
    if (table.identity !== undefined) {
      await target.query(`SELECT setval(pg_get_serial_sequence('${table.name}', '${table.identity}'), coalesce((SELECT max(${table.identity}) FROM ${table.name}), 0) + 1, false)`);
    }
    return copied;
  });

/** The bytes of each document the source's claims name, checked, into the target's document store or rows. */
const copyDocuments = async (source: CopyEnd, target: CopyEnd, into: SqlSession): Promise<{ count: number; bytes: number }> => {
  const named = await source.db.query<{ sha256: string }>("SELECT DISTINCT sha256 FROM claim_documents WHERE bytes IS NULL ORDER BY sha256");
  let bytesCopied = 0;
  for (const { sha256 } of named) {
    const bytes = source.documents === null ? null : await source.documents.get(sha256);
    if (bytes === null) throw new StoreCopyError(`a claim names the document ${sha256}, which the source's document store does not hold`);
    if (sha256Of(bytes) !== sha256) throw new StoreCopyError(`the source's document ${sha256} holds other bytes than its name says`);
    if (target.documents !== null) await target.documents.put(sha256, bytes);
    else await into.query("UPDATE claim_documents SET bytes = $1 WHERE sha256 = $2 AND bytes IS NULL", [bytes, sha256]);
    bytesCopied += bytes.byteLength;
  }
  return { count: named.length, bytes: bytesCopied };
};

/** What the target holds, checked against the source: every table's count, every document's hash. */
const verify = async (source: CopyEnd, target: CopyEnd): Promise<readonly string[]> => {
  const problems: string[] = [];
  for (const table of COPIED_TABLES) {
    const [from, to] = [await countOf(source.db, table.name), await countOf(target.db, table.name)];
    if (from !== to) problems.push(`${table.name}: ${String(from)} rows in the source, ${String(to)} in the target`);
  }
  if (target.documents === null) {
    const [wrong] = await target.db.query<{ count: number }>("SELECT count(*)::int AS count FROM claim_documents WHERE bytes IS NULL OR encode(sha256(bytes), 'hex') <> sha256");
    if ((wrong?.count ?? 0) > 0) problems.push(`claim_documents: ${String(wrong?.count)} rows whose bytes are missing or do not match their SHA-256`);
  } else {
    for (const { sha256 } of await target.db.query<{ sha256: string }>("SELECT DISTINCT sha256 FROM claim_documents")) {
      // The object store's get checks the bytes against their name.
      const bytes = await target.documents.get(sha256).catch(() => null);
      if (bytes === null || sha256Of(bytes) !== sha256) problems.push(`document ${sha256}: missing or damaged in the target's document store`);
    }
  }
  return problems;
};

/**
 * Copies everything `source` holds into `target` (both migrated here first); throws StoreCopyError, with
 * the target untouched, when it is not empty or a document is missing. `onTable` is told each table copied.
 */
export const copyStore = async (source: CopyEnd, target: CopyEnd, onTable: (table: string, rows: number) => void = () => undefined): Promise<StoreCopyReport> => {
  await runMigrations(source.db);
  await runMigrations(target.db);
  const filled: string[] = [];
  for (const table of COPIED_TABLES) if ((await countOf(target.db, table.name)) > 0) filled.push(table.name);
  if (filled.length > 0) throw new StoreCopyError(`the target is not empty (${filled.join(", ")} hold rows): copy into a new, empty database`);
  const copied = await target.db.transaction(async (into) => {
    const rows: { table: string; count: number }[] = [];
    for (const table of COPIED_TABLES) {
      const count = await copyTable(source.db, into, table);
      rows.push({ table: table.name, count });
      onTable(table.name, count);
    }
    return { rows, documents: await copyDocuments(source, target, into) };
  });
  return { rows: copied.rows, documents: copied.documents.count, documentBytes: copied.documents.bytes, problems: await verify(source, target) };
};
