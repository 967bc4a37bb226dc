// The ClaimStore on embedded PGlite: the single-machine default, data in a folder (./.data) on a thread of
// its own (sql-database.pglite-thread.ts), documents' bytes as files in DATA_DIR's documents folder
// (document-store.file-system.ts), or everything in memory. A claim and its files are on disk before it is
// acknowledged (sql-database.pglite.ts, wal-sync.ts). The folder is held by one process at a time
// (data-folder-lock.ts), from the opening to the close.
import { join } from "node:path";
import type { ClaimStore } from "./claim-store.port.ts";
import { sqlClaimStore, type SqlClaimStoreOptions } from "./claim-store.sql.ts";
import { lockDataFolder } from "./data-folder-lock.ts";
import { makeFileSystemDocumentStore } from "./document-store.file-system.ts";
import type { DocumentStore } from "./document-store.port.ts";
import { IN_MEMORY } from "./sql-database.pglite.ts";
import { openPgliteThreadDatabase } from "./sql-database.pglite-thread.ts";
import type { SqlDatabase } from "./sql-database.port.ts";

export interface PgliteStoreOptions extends SqlClaimStoreOptions {
  /** What opens the folder ("the claims server", "claims drafts purge"), named to a second opener refused. */
  readonly openedBy?: string;
}

/** A data folder opened and held: its database (closing it gives the folder up) and its documents. */
export interface DataFolder {
  readonly db: SqlDatabase;
  readonly documents: DocumentStore;
}

/**
 * Opens the database and documents of `dataDir` (created when missing), holding the folder until the
 * database closes. Throws DataFolderLockedError when another process holds it.
 */
export const openDataFolder = async (dataDir: string, openedBy: string): Promise<DataFolder> => {
  const lock = await lockDataFolder(dataDir, openedBy);
  try {
    const db = await openPgliteThreadDatabase(join(dataDir, "pglite"));
    const close = async (): Promise<void> => {
      try {
        await db.close();
      } finally {
        await lock.release();
      }
    };
    return { db: { ...db, close }, documents: makeFileSystemDocumentStore(join(dataDir, "documents")) };
  } catch (error) {
    await lock.release();
    throw error;
  }
};

/**
 * Opens the store in `dataDir`: the database in dataDir/pglite, documents in dataDir/documents (or the
 * document store given); or all in memory for "memory" (IN_MEMORY). Call migrate() next.
 */
export const openPgliteClaimStore = async (dataDir: string, options: PgliteStoreOptions = {}): Promise<ClaimStore> => {
  if (dataDir === IN_MEMORY) return sqlClaimStore(await openPgliteThreadDatabase(IN_MEMORY), options);
  const folder = await openDataFolder(dataDir, options.openedBy ?? "a claims process");
  return sqlClaimStore(folder.db, { ...options, documents: options.documents ?? folder.documents });
};
