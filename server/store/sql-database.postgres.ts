// The SqlDatabase on a PostgreSQL server through a node-postgres pool: what several replicas behind a
// load balancer share. A transaction holds one pooled connection from BEGIN to COMMIT or ROLLBACK; a small
// second pool, its commits not waiting for the disk, runs the statements the port calls unflushed. Statements
// are prepared once per connection.
import { Pool, type PoolClient, type QueryConfig, type QueryResult } from "pg";
import { NEVER_LOST, type SqlDatabase, type SqlSession, type SqlValue } from "./sql-database.port.ts";
import { isStaleStatement } from "./stale-statement.ts";

/**
 * Statement texts given a name, so each connection parses and plans a statement once and then only binds and
 * runs it (the deadline bench's total CPU fell by about 6 %). The store's texts are constants, so the map
 * stays small; the cap only keeps a future text built at run time from growing it, and every connection's
 * cache in the server with it. Statements without parameters (schema changes, several statements in one
 * text) go as they are.
 */
const statementNames = new Map<string, string>();
const MOST_NAMED_STATEMENTS = 200;
let namesGiven = 0;

const nameOf = (text: string): string | undefined => {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= MOST_NAMED_STATEMENTS) return known;
  namesGiven += 1;
  const name = `claims_${String(namesGiven)}`;
  statementNames.set(text, name);
  return name;
};

/**
 * One statement. Outside a transaction, a named statement that meets a stale name (a newer replica's
 * migration, a pooler; stale-statement.ts) is sent again unnamed, and its text gets a new name that every
 * connection parses afresh. Within a transaction the error stands: the transaction is aborted already, and
 * the caller sees it roll back.
 */
/** Where a session's statements run: a connection held for a transaction, or one taken from the pool for each. */
type Runner = { readonly query: (config: QueryConfig) => Promise<QueryResult> };

const sessionOf = (runner: Runner, inTransaction: boolean): SqlSession => ({
  query: async <Row>(text: string, params: readonly SqlValue[] = []) => {
    // node-postgres sends Uint8Array as bytea and Date as a timestamp with its offset.
    const name = params.length === 0 ? undefined : nameOf(text);
    try {
      return (await runner.query({ text, values: [...params], name })).rows as Row[];
    } catch (error) {
      if (name === undefined || inTransaction || !isStaleStatement(error)) throw error;
      if (statementNames.get(text) === name) statementNames.delete(text);
      return (await runner.query({ text, values: [...params] })).rows as Row[];
    }
  }
});

/**
 * The pool as a runner of single statements, each on a connection taken for it and given back after, as
 * pool.query does (a connection whose statement failed is closed, not handed out again), with the time
 * waited for the connection told.
 */
const pooledRunner = (connect: () => Promise<PoolClient>): Runner => ({
  query: async (config) => {
    const client = await connect();
    try {
      const result = await client.query(config);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }
});

/**
 * Connections per replica for statements whose commit need not wait for the disk (rate-limit counts and
 * idempotency keys taken). With two, the deadline bench's submit p99 was 326 to 398 ms, with four 455 to
 * 458 (claims a second alike: 274 to 277 against 261 to 282): the counts of one address share a row, and
 * more connections only wait on one another for its lock. Tried again once keys were taken here too: with
 * four, these statements waited less, but the reading of bodies took the wait over (both cores are busy),
 * and submit p99 was 364 and 371 ms against 262 with two.
 */
const UNFLUSHED_CONNECTIONS = 2;

export interface PostgresOptions {
  /** Connections per replica; the server's max_connections must cover every replica's pool. */
  readonly maxConnections?: number;
  /** Told how long each statement or transaction waited for a pooled connection (the metrics). */
  readonly onPoolWait?: (seconds: number) => void;
}

/** Connects to `databaseUrl` and checks it answers, so a wrong URL fails at start, not at the first claim. */
export const openPostgresDatabase = async (databaseUrl: string, options: PostgresOptions = {}): Promise<SqlDatabase> => {
  const pool = new Pool({ connectionString: databaseUrl, max: options.maxConnections ?? 10 });
  // An idle connection that the server drops (restart, failover) is discarded by the pool; without a
  // listener the 'error' event would end the process.
  pool.on("error", () => undefined);
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  const onPoolWait = options.onPoolWait;
  const connect = async (): Promise<PoolClient> => {
    const started = performance.now();
    const client = await pool.connect();
    onPoolWait?.((performance.now() - started) / 1000);
    return client;
  };
  const session = sessionOf(onPoolWait === undefined ? pool : pooledRunner(connect), false);
  // Two connections more per replica, whose commits do not wait for the log on disk (the port's unflushed).
  // Set on each connection as it opens, after whatever the URL's own options set; checked before the server
  // listens, so a pooler or a role limit that refuses them fails the start, not every rate-limited request.
  // The pool hands a new connection out only once its SET has answered; a SET refused ends that connection.
  const unflushedPool = new Pool({
    connectionString: databaseUrl,
    max: UNFLUSHED_CONNECTIONS,
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits onConnect; @types/pg still types its return as void
    onConnect: async (client) => {
      await client.query("SET synchronous_commit = off");
    }
  });
  unflushedPool.on("error", () => undefined);
  try {
    const [setting] = (await unflushedPool.query<{ synchronous_commit: string }>("SHOW synchronous_commit")).rows;
    if (setting?.synchronous_commit !== "off") throw new Error(`synchronous_commit is ${String(setting?.synchronous_commit)} on the connections for rate-limit counts and keys, not off`);
  } catch (error) {
    await Promise.all([pool.end(), unflushedPool.end()]);
    throw error;
  }
  return {
    query: session.query,
    unflushed: sessionOf(unflushedPool, false),
    transaction: async <T>(work: (tx: SqlSession) => Promise<T>): Promise<T> => {
      const client = await connect();
      try {
        await client.query("BEGIN");
        const result = await work(sessionOf(client, true));
        await client.query("COMMIT");
        client.release();
        return result;
      } catch (error) {
        try {
          await client.query("ROLLBACK");
          client.release();
        } catch (rollbackFailure) {
          // A connection that cannot roll back is broken: destroy it rather than hand it out again.
          client.release(rollbackFailure instanceof Error ? rollbackFailure : true);
        }
        throw error;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), unflushedPool.end()]);
    },
    // With synchronous_commit on (every connection but the unflushed ones, whose writes feed no answer that
    // must outlive a crash), a commit is seen by others only once its WAL is flushed.
    durable: () => Promise.resolve(),
    lost: NEVER_LOST
  };
};
