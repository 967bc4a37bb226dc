// The little the claim store needs from a PostgreSQL driver: run one statement, or run several in one
// transaction. PGlite and node-postgres both implement it, so the store's SQL and logic exist once.

/** What a statement parameter may be; JSON travels as text and is cast in the SQL (`$1::jsonb`). */
export type SqlValue = string | number | boolean | Date | Uint8Array | null;

export interface SqlSession {
  /**
   * Runs one statement. Rows come back as the driver decodes them (timestamptz as Date, json as
   * values, bytea as bytes); counts are cast to `int` in the SQL because drivers disagree on bigint.
   */
  readonly query: <Row>(text: string, params?: readonly SqlValue[]) => Promise<readonly Row[]>;
}

export interface SqlDatabase extends SqlSession {
  /** Commits when `work` resolves and rolls back when it rejects, passing the rejection on. */
  readonly transaction: <T>(work: (session: SqlSession) => Promise<T>) => Promise<T>;
  /**
   * Resolves once everything committed before the call is on disk. A statement outside a transaction may
   * read a row another transaction committed and is still flushing; an answer built on that row (a replayed
   * "filed") waits for this first. Immediate where a commit is visible only once flushed (PostgreSQL).
   */
  readonly durable: () => Promise<void>;
  /**
   * Runs statements whose commit need not wait for the disk: a crash may lose the last fraction of a second
   * of them, and nothing is told from them that must outlive one. Rate-limit counts, which every request
   * from an address writes on one row: each count's lock then lasts the statement, not a flush of the log,
   * so requests from one address (many claimants behind one carrier's address) do not file in single file
   * behind the disk. And the taking of an idempotency key: the claim filed under it commits later, and that
   * commit's flush covers the key's (a log is flushed in order); an answer given from a key a crash then
   * forgets (a 409 in flight, a 422 mismatch, a refusal kept) is decided afresh on the next send. On
   * PostgreSQL a connection of its own with synchronous_commit off; on PGlite, whose statements outside a
   * transaction never wait for the disk, the same as query. Nothing written through it may feed an answer
   * that must outlive a crash.
   */
  readonly unflushed: SqlSession;
  readonly close: () => Promise<void>;
  /**
   * Settles when the database can no longer answer at all and only a restart helps: the PGlite thread ended.
   * Never for a database in this thread, nor for PostgreSQL, whose pool connects again.
   */
  readonly lost: Promise<Error>;
}

/** The `lost` of a database that is never lost for good. */
export const NEVER_LOST: Promise<Error> = new Promise<Error>(() => undefined);
