// A SqlDatabase whose statements and transactions are timed, for the metrics: each statement from its call to
// its rows (waiting for a connection or PGlite's thread included), each transaction from BEGIN to its commit.
// The same statements run; only the time is told.
import type { SqlDatabase, SqlSession, SqlValue } from "./sql-database.port.ts";

export interface SqlTiming {
  readonly queryTimed: (scope: "statement" | "transaction", seconds: number) => void;
}

const secondsSince = (started: number): number => (performance.now() - started) / 1000;

const timedSession = (session: SqlSession, timing: SqlTiming): SqlSession => ({
  query: async <Row>(text: string, params?: readonly SqlValue[]) => {
    const started = performance.now();
    try {
      return await session.query<Row>(text, params);
    } finally {
      timing.queryTimed("statement", secondsSince(started));
    }
  }
});

export const timedSqlDatabase = (db: SqlDatabase, timing: SqlTiming): SqlDatabase => ({
  ...db,
  query: timedSession(db, timing).query,
  unflushed: timedSession(db.unflushed, timing),
  transaction: async (work) => {
    const started = performance.now();
    try {
      return await db.transaction((tx) => work(timedSession(tx, timing)));
    } finally {
      timing.queryTimed("transaction", secondsSince(started));
    }
  }
});
