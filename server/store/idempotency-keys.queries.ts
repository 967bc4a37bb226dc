// Taking, settling and releasing idempotency keys: a new key is leased, a repeated one is replayed, refused as
// a mismatch or as still in flight, a key whose lease ran out (its server died) is taken over by one caller,
// and a lease whose request failed is given up so the retry runs.
import type { IdempotencyClaim, StoredAnswer } from "./claim-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";
import { requireStorableText } from "./storable-text.ts";

interface KeyRow {
  readonly request_hash: string;
  readonly state: "in_flight" | "done";
  readonly lease_until: Date;
  readonly answer_status: number | null;
  readonly answer_body: unknown;
}

/** How many times a caller re-reads a key that changed under it; each change means another caller moved on. */
const ATTEMPTS = 3;

const judge = (row: KeyRow, requestHash: string, now: Date): IdempotencyClaim | "expired" => {
  if (row.request_hash !== requestHash) return { kind: "mismatch" };
  if (row.state === "done") {
    // The schema's CHECK makes a done row carry its status.
    return { kind: "replay", answer: { status: row.answer_status ?? 0, body: row.answer_body } };
  }
  return row.lease_until.getTime() > now.getTime() ? { kind: "inFlight" } : "expired";
};

export const acquireIdempotencyKey = async (
  db: SqlSession,
  key: string,
  requestHash: string,
  now: Date,
  leaseMs: number
): Promise<IdempotencyClaim> => {
  requireStorableText({ key, requestHash });
  const leaseUntil = new Date(now.getTime() + leaseMs);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const inserted = await db.query(
      `INSERT INTO idempotency_keys (key, request_hash, state, lease_until, acquired_at)
       VALUES ($1, $2, 'in_flight', $3, $4)
       ON CONFLICT (key) DO NOTHING
       RETURNING key`,
      [key, requestHash, leaseUntil, now]
    );
    if (inserted.length > 0) return { kind: "acquired" };
    const [row] = await db.query<KeyRow>(
      "SELECT request_hash, state, lease_until, answer_status, answer_body FROM idempotency_keys WHERE key = $1",
      [key]
    );
    if (row === undefined) continue;
    const verdict = judge(row, requestHash, now);
    if (verdict !== "expired") return verdict;
    // Conditional on the lease still being the expired one, so of several callers exactly one takes it over.
    const taken = await db.query(
      `UPDATE idempotency_keys SET lease_until = $3, acquired_at = $4
       WHERE key = $1 AND request_hash = $2 AND state = 'in_flight' AND lease_until = $5
       RETURNING key`,
      [key, requestHash, leaseUntil, now, row.lease_until]
    );
    if (taken.length > 0) return { kind: "acquired" };
  }
  // Others kept moving the key on; it is being worked on, so the caller should retry later.
  return { kind: "inFlight" };
};

/**
 * Keeps an answer for retries (a refusal's, or an already filed claim's); a key already done keeps its first
 * answer. Says whether this one was kept.
 */
export const settleIdempotencyKey = async (db: SqlSession, key: string, answer: StoredAnswer): Promise<boolean> => {
  requireStorableText({ key });
  // json, not jsonb: the answer is replayed as it was written, and \u0000 escapes are allowed in it.
  const body = JSON.stringify(answer.body === undefined ? null : answer.body);
  const kept = await db.query<{ key: string }>(
    `UPDATE idempotency_keys SET state = 'done', answer_status = $2, answer_body = $3::json
     WHERE key = $1 AND state = 'in_flight' RETURNING key`,
    [key, answer.status, body]
  );
  return kept.length > 0;
};

/** Frees a lease its caller took at `acquiredAt` and could not settle; a settled or taken-over key stays. */
export const releaseIdempotencyKey = async (db: SqlSession, key: string, requestHash: string, acquiredAt: Date): Promise<void> => {
  requireStorableText({ key, requestHash });
  await db.query("DELETE FROM idempotency_keys WHERE key = $1 AND request_hash = $2 AND state = 'in_flight' AND acquired_at = $3", [
    key,
    requestHash,
    acquiredAt
  ]);
};
