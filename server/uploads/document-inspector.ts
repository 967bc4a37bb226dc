// The threads that inspect received files (document-inspection.ts) so a file's checks and hashing never hold
// the event loop that answers every other claimant: a crafted 10 MiB document costs its own thread tens of
// milliseconds, and the server's thread nothing, as its bytes are in memory the threads share
// (multipart-reader.ts). One piscina pool per process, of one thread per core but the one answering requests,
// shared by every app the process builds; it is started and warmed before the server listens (claims-app.ts),
// so the first claim after a start does not wait for a thread to load. Idle threads never keep the process
// alive, and end with it. The pool's queue is bounded by the submits and upload bytes a replica takes on at
// once (submit-gate.ts).
import { availableParallelism } from "node:os";
import process from "node:process";
import { Piscina } from "piscina";
import type { DocumentInspection } from "./document-inspection.ts";

export interface DocumentInspector {
  readonly inspect: (bytes: Uint8Array) => Promise<DocumentInspection>;
  /** Resolves once a thread is loaded and has inspected a first file. */
  readonly warm: () => Promise<void>;
}

const WORKER = new URL("./document-inspection.worker.mjs", import.meta.url).href;

/** An idle thread beyond the first is ended after this long. */
const IDLE_MS = 30_000;

const makeDocumentInspector = (threads: number): DocumentInspector => {
  let pool: Piscina<Uint8Array, DocumentInspection> | null = null;
  const inspect = (bytes: Uint8Array): Promise<DocumentInspection> => {
    if (pool === null) {
      pool = new Piscina({ filename: WORKER, name: "inspectDocument", minThreads: 1, maxThreads: threads, idleTimeout: IDLE_MS });
      // A thread that fails between tasks is replaced by the pool; said, never left to end the process.
      pool.on("error", (error: unknown) => {
        process.emitWarning(`A document inspector thread failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    return pool.run(bytes);
  };
  let warmed: Promise<void> | null = null;
  return {
    inspect,
    warm: () => (warmed ??= inspect(new Uint8Array(1)).then(() => undefined))
  };
};

let shared: DocumentInspector | null = null;

/** This process's inspector. */
export const documentInspector = (): DocumentInspector => (shared ??= makeDocumentInspector(Math.max(1, availableParallelism() - 1)));
