// The sweep of the document store at start: a document no claim names was written for a claim whose
// transaction never committed (a crash, a refusal inside it), and is removed. On a store of this process
// alone it runs before any filing begins; on one shared by replicas only documents older than a bound are
// removed, since another replica may be about to commit the claim that names a newer one.
import type { DocumentStore } from "./document-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";

/** Removes every stored document no claim_documents row names (stored before `olderThan`, when given); gives how many. */
export const sweepDocuments = async (db: SqlSession, documentStore: DocumentStore, olderThan: Date | null = null): Promise<number> => {
  let removed = 0;
  for await (const sha256 of documentStore.list()) {
    const [named] = await db.query<{ found: number }>("SELECT 1 AS found FROM claim_documents WHERE sha256 = $1 LIMIT 1", [sha256]);
    if (named !== undefined) continue;
    if (olderThan !== null) {
      const storedAt = await documentStore.storedAt(sha256);
      if (storedAt === null || storedAt >= olderThan) continue;
    }
    await documentStore.remove(sha256);
    removed += 1;
  }
  return removed;
};
