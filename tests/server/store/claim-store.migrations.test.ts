import { describe, expect, it } from "vitest";
import { sqlClaimStore } from "../../../server/store/claim-store.sql.ts";
import { runMigrations } from "../../../server/store/migration-runner.ts";
import { MIGRATIONS } from "../../../server/store/schema-migrations.ts";
import { openPostgresDatabase } from "../../../server/store/sql-database.postgres.ts";
import { startPostgresCluster } from "../../../scripts/postgres-cluster.ts";
import { PGLITE_BACKEND, POSTGRES_BACKEND, START_TIMEOUT_MS, useMigratedStore } from "./store-backends.ts";

const VERSIONS = MIGRATIONS.map((migration) => migration.version);
const TABLES = ["administrators", "claim_documents", "claim_drafts", "claims", "credential_failures", "idempotency_keys", "rate_limit_counters", "roster", "roster_members", "schema_migrations", "tracking_events"];

describe("the migrations", () => {
  it("are numbered from 1 without gaps or repeats", () => {
    expect(VERSIONS).toEqual(VERSIONS.map((_, index) => index + 1));
  });
});

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("the schema on $name", (backend) => {
  const underTest = useMigratedStore(backend);

  it("is created by the first run, which records every migration once", async () => {
    const { db, firstMigration } = underTest();
    expect(firstMigration).toEqual(VERSIONS);
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name"
    );
    expect(tables.map((row) => row.table_name)).toEqual(TABLES);
    const recorded = await db.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(recorded.map((row) => row.version)).toEqual(VERSIONS);
  });

  it("keeps document bytes as they came: out of line and never compressed again ('e', external storage)", async () => {
    const { db } = underTest();
    const [column] = await db.query<{ storage: string }>(
      "SELECT attstorage AS storage FROM pg_attribute WHERE attrelid = 'claim_documents'::regclass AND attname = 'bytes'"
    );
    expect(column?.storage).toBe("e");
  });

  it("is left alone by later runs, one after another or several at once", async () => {
    const { db, store } = underTest();
    expect(await runMigrations(db)).toEqual([]);
    const together = await Promise.all([runMigrations(db), runMigrations(db), store.migrate()]);
    expect(together).toEqual([[], [], undefined]);
    const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM schema_migrations");
    expect(row?.count).toBe(VERSIONS.length);
  });

  it("applies a later migration in order and leaves nothing of a failing one", async () => {
    const { db } = underTest();
    const next = VERSIONS.length + 1;
    const failing = [
      ...MIGRATIONS,
      { version: next, name: "half done", statements: ["CREATE TABLE half_done (id int)", "SELECT * FROM no_such_table"] }
    ];
    await expect(runMigrations(db, failing)).rejects.toThrow(/no_such_table/);
    const leftovers = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(leftovers).toEqual([]);
    const later = [...MIGRATIONS, { version: next, name: "later", statements: ["CREATE TABLE later_table (id int)"] }];
    expect(await runMigrations(db, later)).toEqual([next]);
    expect(await runMigrations(db, later)).toEqual([]);
    await db.query("DROP TABLE later_table");
    await db.query("DELETE FROM schema_migrations WHERE version = $1", [next]);
  });
});

describe("replicas starting together on one PostgreSQL", () => {
  it("migrate a fresh database exactly once between them", async () => {
    const cluster = await startPostgresCluster();
    try {
      const url = await cluster.createDatabase("fresh");
      const replicas = await Promise.all([1, 2, 3, 4].map(() => openPostgresDatabase(url)));
      try {
        const applied = await Promise.all(replicas.map((db) => runMigrations(db)));
        // Exactly one replica applied everything; the others waited on the lock and found nothing to do.
        expect(applied.filter((versions) => versions.length > 0)).toEqual([VERSIONS]);
        expect(applied.filter((versions) => versions.length === 0)).toHaveLength(replicas.length - 1);
        const [first] = replicas;
        const recorded = await first!.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
        expect(recorded.map((row) => row.version)).toEqual(VERSIONS);
        expect(await sqlClaimStore(first!).countClaims()).toBe(0);
      } finally {
        await Promise.all(replicas.map((db) => db.close()));
      }
    } finally {
      cluster.stop();
    }
  }, START_TIMEOUT_MS);
});
