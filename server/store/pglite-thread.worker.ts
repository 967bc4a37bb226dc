// The PGlite thread: owns the database (sql-database.pglite.ts, with its durable commits) and runs what
// the server's thread asks, so PostgreSQL's WebAssembly never holds the server's event loop. A transaction
// stays open across messages until its commit or rollback comes; PGlite queues every other statement
// behind it, as it does in one thread.
import { parentPort } from "node:worker_threads";
import { type ThreadReply, type ThreadRequest, threadErrorOf } from "./pglite-thread.protocol.ts";
import { openPgliteDatabase } from "./sql-database.pglite.ts";
import type { SqlDatabase, SqlSession } from "./sql-database.port.ts";

interface OpenTransaction {
  readonly session: SqlSession;
  readonly commit: () => void;
  readonly rollback: () => void;
  /** Settles once PGlite has committed (and flushed) or rolled back. */
  readonly done: Promise<unknown>;
}

const port = parentPort;
if (port === null) throw new Error("pglite-thread.worker.ts runs as a worker thread only.");

let database: SqlDatabase | null = null;
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

const opened = (): SqlDatabase => {
  if (database === null) throw new Error("The PGlite thread has no database open.");
  return database;
};

/** A rollback is asked for by the server's thread; its own error is what the caller sees. */
class RolledBack extends Error {}

const begin = async (): Promise<number> => {
  const tx = nextTx;
  nextTx += 1;
  let started: (session: SqlSession) => void = () => undefined;
  const ready = new Promise<SqlSession>((resolve) => (started = resolve));
  let commit: () => void = () => undefined;
  let rollback: () => void = () => undefined;
  const done = opened().transaction(
    (session) =>
      new Promise<void>((resolve, reject) => {
        commit = resolve;
        rollback = () => {
          reject(new RolledBack());
        };
        started(session);
      })
  );
  // A transaction that cannot start fails `done` before `ready` ever settles.
  const session = await Promise.race([ready, done.then(() => Promise.reject(new Error("The transaction ended before it began.")))]);
  transactions.set(tx, { session, commit, rollback, done });
  return tx;
};

const finish = async (tx: number, commits: boolean): Promise<void> => {
  const open = transactions.get(tx);
  if (open === undefined) throw new Error(`No open transaction ${String(tx)}.`);
  transactions.delete(tx);
  if (commits) {
    open.commit();
    await open.done;
    return;
  }
  open.rollback();
  await open.done.catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
};

const answer = async (request: ThreadRequest): Promise<{ readonly rows: readonly unknown[]; readonly tx: number | null }> => {
  switch (request.kind) {
    case "open":
      database = await openPgliteDatabase(request.dataDir);
      return { rows: [], tx: null };
    case "query": {
      const session = request.tx === null ? opened() : transactions.get(request.tx)?.session;
      if (session === undefined) throw new Error(`No open transaction ${String(request.tx)}.`);
      return { rows: await session.query(request.text, request.params), tx: null };
    }
    case "begin":
      return { rows: [], tx: await begin() };
    case "commit":
      await finish(request.tx, true);
      return { rows: [], tx: null };
    case "rollback":
      await finish(request.tx, false);
      return { rows: [], tx: null };
    case "durable":
      await opened().durable();
      return { rows: [], tx: null };
    case "close":
      await database?.close();
      database = null;
      return { rows: [], tx: null };
  }
};

port.on("message", (request: ThreadRequest) => {
  void answer(request).then(
    (result): void => {
      port.postMessage({ id: request.id, ok: true, ...result } satisfies ThreadReply);
    },
    (error: unknown): void => {
      port.postMessage({ id: request.id, ok: false, error: threadErrorOf(error) } satisfies ThreadReply);
    }
  );
});
