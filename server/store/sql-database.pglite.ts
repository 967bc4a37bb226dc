// The SqlDatabase on embedded PGlite (PostgreSQL compiled to WebAssembly, in this process): the
// single-machine default. PostgreSQL runs with fsync on (PGlite's default start parameters turn it off),
// and since PGlite's own file system never reaches the disk on fsync, every transaction's WAL is flushed
// by wal-sync.ts before the transaction is said to have committed (transactions ending together share one
// flush: group-flush.ts), and the whole folder after a checkpoint and at close: an acknowledged claim
// survives a power cut. One process per data folder: PGlite has no server to share it.
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { NEVER_LOST, type SqlDatabase, type SqlSession, type SqlValue } from "./sql-database.port.ts";
import { groupFlush } from "./group-flush.ts";
import { preparedStatements } from "./pglite-statements.ts";
import { makeWalSync } from "./wal-sync.ts";

/** The data folder that keeps nothing on disk: every start is an empty database. */
export const IN_MEMORY = "memory";

/** PGlite's defaults but "-F", the switch that turns fsync off. */
export const DURABLE_START_PARAMS: readonly string[] = PGlite.defaultStartParams.filter((param) => param !== "-F");

/**
 * Statements on `db` (or on its transaction `runner`). One with parameters is prepared once
 * (pglite-statements.ts), holding PGlite's locks as its query() would: the query lock, and outside a
 * transaction the transaction lock as well, so it never runs inside another caller's transaction.
 */
const sessionsOf = (db: PGlite) => {
  const statements = preparedStatements(db);
  return (runner: PGlite | Transaction): SqlSession => ({
    query: async <Row>(text: string, params: readonly SqlValue[] = []) => {
      if (params.length > 0) {
        // As query() refuses them: a statement on a database closing or closed, or on a transaction ended.
        await db._checkReady();
        const inTransaction = runner !== db;
        const run = () =>
          db.runExclusive(async () => {
            if (runner.closed) throw new Error("Transaction is closed");
            const rows = await statements.run<Row>(text, params, inTransaction);
            // As query() does after a statement outside a transaction.
            if (rows !== null && !inTransaction) await db.syncToFs();
            return rows;
          });
        const rows = await (inTransaction ? run() : db._runExclusiveTransaction(run));
        if (rows !== null) return rows;
      }
      const result = await runner.query<Row>(text, [...params]);
      return result.rows;
    }
  });
};

const inMemory = async (): Promise<SqlDatabase> => {
  const db = await PGlite.create();
  const sessionOf = sessionsOf(db);
  const session = sessionOf(db);
  return {
    query: session.query,
    unflushed: session,
    transaction: (work) => db.transaction((tx) => work(sessionOf(tx))),
    durable: () => Promise.resolve(),
    close: async () => {
      if (!db.closed) await db.close();
    },
    lost: NEVER_LOST
  };
};

/** Opens (creating when missing) the database in `dataDir`, or an in-memory one for "memory". */
export const openPgliteDatabase = async (dataDir: string): Promise<SqlDatabase> => {
  if (dataDir === IN_MEMORY) return inMemory();
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const db = await PGlite.create({ dataDir: folder, startParams: [...DURABLE_START_PARAMS] });
  const wal = makeWalSync(folder);
  const sessionOf = sessionsOf(db);
  const session = sessionOf(db);
  let lastCheckpoint: string | null = null;
  const flushWal = groupFlush(async (): Promise<void> => {
    const [row] = (
      await db.query<{ segment: string; checkpoint: string }>(
        "SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment, (SELECT redo_lsn::text FROM pg_control_checkpoint()) AS checkpoint"
      )
    ).rows;
    if (row === undefined) return;
    // A checkpoint lets PostgreSQL drop the log before it: the data files it wrote must be on disk first.
    if (lastCheckpoint !== null && row.checkpoint !== lastCheckpoint) await wal.flushAll();
    lastCheckpoint = row.checkpoint;
    await wal.flush(row.segment);
  });
  return {
    query: session.query,
    unflushed: session,
    transaction: async (work) => {
      const result = await db.transaction((tx) => work(sessionOf(tx)));
      await flushWal();
      return result;
    },
    durable: flushWal,
    close: async () => {
      if (db.closed) return;
      // Closing ends with a checkpoint, whose writes must reach the disk like any other.
      await db.close();
      await wal.flushAll();
    },
    lost: NEVER_LOST
  };
};
