// The ClaimStore on a PostgreSQL server (DATABASE_URL): what several replicas behind a load balancer
// share. Same SQL and logic as PGlite; only the driver differs.
import type { ClaimStore } from "./claim-store.port.ts";
import { sqlClaimStore, type SqlClaimStoreOptions } from "./claim-store.sql.ts";
import { openPostgresDatabase, type PostgresOptions } from "./sql-database.postgres.ts";

/** Connects (failing at once when the server does not answer); call migrate() next. */
export const openPostgresClaimStore = async (
  databaseUrl: string,
  options: SqlClaimStoreOptions & PostgresOptions = {}
): Promise<ClaimStore> => sqlClaimStore(await openPostgresDatabase(databaseUrl, options), options);
