// The sweep of the document store at start: a document no claim names was written for a claim whose
// transaction never committed (a crash, a refusal inside it), and is removed. Run before any filing begins.
import type { DocumentStore } from "./document-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";

/** Removes every stored document no claim_documents row names; gives how many. */
export const sweepDocuments = async (db: SqlSession, documentStore: DocumentStore): Promise<number> => {
  let removed = 0;
  for await (const sha256 of documentStore.list()) {
    const [named] = await db.query<{ found: number }>("SELECT 1 AS found FROM claim_documents WHERE sha256 = $1 LIMIT 1", [sha256]);
    if (named !== undefined) continue;
    await documentStore.remove(sha256);
    removed += 1;
  }
  return removed;
};
