// The ClaimStore on embedded PGlite: the single-machine default, data in a folder (./.data) or in
// memory, on a thread of its own (sql-database.pglite-thread.ts). A claim is on disk before it is
// acknowledged (sql-database.pglite.ts, wal-sync.ts).
import type { ClaimStore } from "./claim-store.port.ts";
import { sqlClaimStore, type SqlClaimStoreOptions } from "./claim-store.sql.ts";
import { openPgliteThreadDatabase } from "./sql-database.pglite-thread.ts";

/** Opens the store in `dataDir` (created when missing), or in memory for "memory" (IN_MEMORY); call migrate() next. */
export const openPgliteClaimStore = async (dataDir: string, options: SqlClaimStoreOptions = {}): Promise<ClaimStore> =>
  sqlClaimStore(await openPgliteThreadDatabase(dataDir), options);
