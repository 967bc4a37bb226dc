// The SqlDatabase on embedded PGlite (PostgreSQL compiled to WebAssembly, in this process): the
// single-machine default. It writes with fsync off, so a power cut can lose the last moments; see
// docs/deployment.md. One process per data folder: PGlite has no server to share it.
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { SqlDatabase, SqlSession, SqlValue } from "./sql-database.port.ts";

/** The data folder that keeps nothing on disk: every start is an empty database. */
export const IN_MEMORY = "memory";

const sessionOf = (runner: PGlite | Transaction): SqlSession => ({
  query: async <Row>(text: string, params: readonly SqlValue[] = []) => {
    const result = await runner.query<Row>(text, [...params]);
    return result.rows;
  }
});

/** Opens (creating when missing) the database in `dataDir`, or an in-memory one for "memory". */
export const openPgliteDatabase = async (dataDir: string): Promise<SqlDatabase> => {
  let db: PGlite;
  if (dataDir === IN_MEMORY) {
    db = await PGlite.create();
  } else {
    const folder = resolve(dataDir);
    await mkdir(folder, { recursive: true });
    db = await PGlite.create({ dataDir: folder });
  }
  const session = sessionOf(db);
  return {
    query: session.query,
    transaction: (work) => db.transaction((tx) => work(sessionOf(tx))),
    close: async () => {
      if (!db.closed) await db.close();
    }
  };
};
