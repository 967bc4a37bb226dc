// The messages between the server's thread and the PGlite thread (sql-database.pglite-thread.ts and
// pglite-thread.worker.ts): one request, one reply, matched by id. Values cross by structured clone, so
// dates, bytes and decoded JSON arrive as they left.
import type { SqlValue } from "./sql-database.port.ts";

export type ThreadRequest =
  | { readonly id: number; readonly kind: "open"; readonly dataDir: string }
  /** `tx` runs the statement inside that open transaction; without it, on its own. */
  | { readonly id: number; readonly kind: "query"; readonly text: string; readonly params: readonly SqlValue[]; readonly tx: number | null }
  | { readonly id: number; readonly kind: "begin" }
  | { readonly id: number; readonly kind: "commit"; readonly tx: number }
  | { readonly id: number; readonly kind: "rollback"; readonly tx: number }
  | { readonly id: number; readonly kind: "durable" }
  | { readonly id: number; readonly kind: "close" };

/** What an error thrown in the PGlite thread keeps: PostgreSQL's SQLSTATE and detail, where it had them. */
export interface ThreadError {
  readonly name: string;
  readonly message: string;
  readonly code: string | null;
  readonly detail: string | null;
}

export type ThreadReply =
  | { readonly id: number; readonly ok: true; readonly rows: readonly unknown[]; readonly tx: number | null }
  | { readonly id: number; readonly ok: false; readonly error: ThreadError };

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

export const threadErrorOf = (thrown: unknown): ThreadError => {
  if (!(thrown instanceof Error)) return { name: "Error", message: String(thrown), code: null, detail: null };
  const extra = thrown as Error & { readonly code?: unknown; readonly detail?: unknown };
  return { name: thrown.name, message: thrown.message, code: textOf(extra.code), detail: textOf(extra.detail) };
};

/** The error on the server's thread: the same name, message, code and detail. */
export const errorOfThread = (error: ThreadError): Error =>
  Object.assign(new Error(error.message), { name: error.name, ...(error.code === null ? {} : { code: error.code }), ...(error.detail === null ? {} : { detail: error.detail }) });
