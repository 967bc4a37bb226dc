// Rate-limit counting in the database, because the HTTP tier keeps no state: one row per bucket,
// address and window, incremented atomically, so every replica sees the same count.
import type { SqlSession } from "./sql-database.port.ts";
import { requireStorableText } from "./storable-text.ts";

export const countAttempt = async (db: SqlSession, bucket: string, address: string, windowStart: Date): Promise<number> => {
  requireStorableText({ bucket, address });
  // Earlier windows of this address can no longer limit anything; dropping them in the same statement keeps
  // one row per address at the cost of one round trip.
  const [row] = await db.query<{ count: number }>(
    `WITH earlier AS (DELETE FROM rate_limit_counters WHERE bucket = $1 AND address = $2 AND window_start < $3)
     INSERT INTO rate_limit_counters (bucket, address, window_start, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, address, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
     RETURNING count`,
    [bucket, address, windowStart]
  );
  return row?.count ?? 1;
};
