// The two databases the claim store runs on, opened the same way, so one suite runs against both:
// PGlite in memory on its own thread (as the server runs it), and a private PostgreSQL 15 cluster (scripts/postgres-cluster.ts).
import { afterAll, beforeAll } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { sqlClaimStore } from "../../../server/store/claim-store.sql.ts";
import { runMigrations } from "../../../server/store/migration-runner.ts";
import { newReferenceCode } from "../../../server/store/reference-code.ts";
import { IN_MEMORY } from "../../../server/store/sql-database.pglite.ts";
import { openPgliteThreadDatabase } from "../../../server/store/sql-database.pglite-thread.ts";
import type { SqlDatabase } from "../../../server/store/sql-database.port.ts";
import { openPostgresDatabase } from "../../../server/store/sql-database.postgres.ts";
import { startPostgresCluster } from "../../../scripts/postgres-cluster.ts";

export interface OpenedBackend {
  /** An empty database, not migrated. */
  readonly db: SqlDatabase;
  /** Closes the database and stops whatever was started for it. */
  readonly stop: () => Promise<void>;
}

export interface StoreBackend {
  readonly name: string;
  readonly open: () => Promise<OpenedBackend>;
}

export const PGLITE_BACKEND: StoreBackend = {
  name: "PGlite in memory, on its own thread",
  open: async () => {
    const db = await openPgliteThreadDatabase(IN_MEMORY);
    return { db, stop: () => db.close() };
  }
};

export const POSTGRES_BACKEND: StoreBackend = {
  name: "PostgreSQL 15",
  open: async () => {
    const cluster = await startPostgresCluster();
    try {
      const db = await openPostgresDatabase(await cluster.createDatabase("claims"));
      return {
        db,
        stop: async () => {
          await db.close();
          cluster.stop();
        }
      };
    } catch (error) {
      cluster.stop();
      throw error;
    }
  }
};

/** PostgreSQL and PGlite take a few seconds to start, more on a busy machine. */
export const START_TIMEOUT_MS = 60_000;

export interface StoreUnderTest {
  readonly db: SqlDatabase;
  readonly store: ClaimStore;
  /** Reference codes the store draws next, before falling back to random ones. */
  readonly forcedCodes: string[];
  /** The versions the first migration run applied. */
  readonly firstMigration: readonly number[];
}

/** Opens the backend once for the file (beforeAll), migrated, and closes it afterwards (afterAll). */
export const useMigratedStore = (backend: StoreBackend): (() => StoreUnderTest) => {
  let opened: OpenedBackend | undefined;
  let underTest: StoreUnderTest | undefined;
  beforeAll(async () => {
    opened = await backend.open();
    const forcedCodes: string[] = [];
    const store = sqlClaimStore(opened.db, { drawReferenceCode: () => forcedCodes.shift() ?? newReferenceCode() });
    const firstMigration = await runMigrations(opened.db);
    underTest = { db: opened.db, store, forcedCodes, firstMigration };
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await opened?.stop();
  });
  return () => {
    if (underTest === undefined) throw new Error("the store is opened in beforeAll");
    return underTest;
  };
};
