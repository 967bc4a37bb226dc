// The SqlDatabase on embedded PGlite run on a thread of its own (pglite-thread.worker.ts): the single-machine
// default. PostgreSQL's WebAssembly, its commits and their flushes to disk all run there, so a large claim or
// a burst of queries never holds the event loop that answers every other claimant. This thread only sends
// statements and gets rows back; one process per data folder, as with PGlite in the same thread.
import { Worker } from "node:worker_threads";
import { errorOfThread, type ThreadReply, type ThreadRequest } from "./pglite-thread.protocol.ts";
import type { SqlDatabase, SqlSession, SqlValue } from "./sql-database.port.ts";

type Pending = { readonly resolve: (reply: Extract<ThreadReply, { ok: true }>) => void; readonly reject: (error: Error) => void };

type Request = ThreadRequest extends infer R ? (R extends { readonly id: number } ? Omit<R, "id"> : never) : never;

/**
 * Opens (creating when missing) the database in `dataDir` ("memory": nothing on disk) on its own thread:
 * the PGlite worker, or the one given (a stand-in that ends, for the tests of a thread that dies).
 */
export const openPgliteThreadDatabase = async (
  dataDir: string,
  worker: Worker = new Worker(new URL("./pglite-thread.worker.mjs", import.meta.url))
): Promise<SqlDatabase> => {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let gone: Error | null = null;
  let closing = false;
  let markLost: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => (markLost = resolve));

  // A thread that ends unasked takes the database with it: every call waiting or to come fails, and `lost` says so.
  const failAll = (error: Error): void => {
    if (gone !== null) return;
    gone = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    if (!closing) markLost(error);
  };
  worker.on("message", (reply: ThreadReply) => {
    const waiting = pending.get(reply.id);
    if (waiting === undefined) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(errorOfThread(reply.error));
  });
  worker.on("error", (error) => {
    failAll(new Error(`The PGlite thread failed: ${error.message}`, { cause: error }));
  });
  worker.on("exit", (code) => {
    failAll(new Error(`The PGlite thread ended (exit code ${String(code)}).`));
  });

  const call = (request: Request): Promise<Extract<ThreadReply, { ok: true }>> =>
    new Promise((resolve, reject) => {
      if (gone !== null) {
        reject(gone);
        return;
      }
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  const sessionIn = (tx: number | null): SqlSession => ({
    query: async <Row>(text: string, params: readonly SqlValue[] = []) => (await call({ kind: "query", text, params, tx })).rows as readonly Row[]
  });

  try {
    await call({ kind: "open", dataDir });
  } catch (error) {
    closing = true;
    await worker.terminate();
    throw error;
  }
  const outside = sessionIn(null);
  return {
    query: outside.query,
    unflushed: outside,
    transaction: async (work) => {
      const { tx } = await call({ kind: "begin" });
      if (tx === null) throw new Error("The PGlite thread began no transaction.");
      let result;
      try {
        result = await work(sessionIn(tx));
      } catch (error) {
        // The work's own error is what the caller sees, even when the thread cannot roll back (it died: nothing committed).
        await call({ kind: "rollback", tx }).catch(() => undefined);
        throw error;
      }
      await call({ kind: "commit", tx });
      return result;
    },
    durable: async () => {
      await call({ kind: "durable" });
    },
    close: async () => {
      if (gone !== null) return;
      closing = true;
      await call({ kind: "close" });
      await worker.terminate();
    },
    lost
  };
};
