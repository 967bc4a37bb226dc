// The ClaimStore on embedded PGlite: the single-machine default, data in a folder (./.data) on a thread of
// its own (sql-database.pglite-thread.ts), documents' bytes as files in DATA_DIR's documents folder
// (document-store.file-system.ts), or everything in memory. A claim and its files are on disk before it is
// acknowledged (sql-database.pglite.ts, wal-sync.ts).
import { join } from "node:path";
import type { ClaimStore } from "./claim-store.port.ts";
import { sqlClaimStore, type SqlClaimStoreOptions } from "./claim-store.sql.ts";
import { makeFileSystemDocumentStore } from "./document-store.file-system.ts";
import { IN_MEMORY } from "./sql-database.pglite.ts";
import { openPgliteThreadDatabase } from "./sql-database.pglite-thread.ts";

/**
 * Opens the store in `dataDir` (created when missing): the database in dataDir/pglite, documents in
 * dataDir/documents; or all in memory for "memory" (IN_MEMORY). Call migrate() next.
 */
export const openPgliteClaimStore = async (dataDir: string, options: SqlClaimStoreOptions = {}): Promise<ClaimStore> => {
  if (dataDir === IN_MEMORY) return sqlClaimStore(await openPgliteThreadDatabase(IN_MEMORY), options);
  const documents = options.documents ?? makeFileSystemDocumentStore(join(dataDir, "documents"));
  return sqlClaimStore(await openPgliteThreadDatabase(join(dataDir, "pglite")), { ...options, documents });
};
