// Brings a database up to MIGRATIONS in one transaction under an advisory lock, so replicas starting
// together take turns: the first applies, the others find the work done. A failed migration applies nothing.
import { MIGRATIONS, type Migration } from "./schema-migrations.ts";
import type { SqlDatabase } from "./sql-database.port.ts";

/** Any fixed number works; all replicas must agree on it. ("claims" in ASCII.) */
export const MIGRATION_LOCK_ID = 0x636c61696d73;

/** Applies the migrations the database lacks; gives the versions it applied (none when up to date). */
export const runMigrations = (db: SqlDatabase, migrations: readonly Migration[] = MIGRATIONS): Promise<readonly number[]> =>
  db.transaction(async (tx) => {
    // Taken before the table exists: two concurrent CREATE TABLE IF NOT EXISTS can still collide.
    // PGlite is a single process, where the lock is granted at once.
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version int PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`
    );
    const rows = await tx.query<{ version: number }>("SELECT version FROM schema_migrations");
    // Versions newer than this code (a rolling upgrade's newer replica) are left as they are.
    const applied = new Set(rows.map((row) => row.version));
    const pending = [...migrations].sort((a, b) => a.version - b.version).filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
    }
    return pending.map((migration) => migration.version);
  });
