// Failed authorizations counted per notice id, in the database so every replica agrees: one row per keyed
// hash of a notice id (never the notice id itself), with its failures since the last success, when the
// last one happened and until when it is locked. A day without failures starts the count again.
import type { CredentialFailures } from "./claim-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";
import { requireStorableText } from "./storable-text.ts";

/** Failures older than this no longer count: a claimant who mistyped last week starts afresh. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

interface Row {
  readonly failures: number;
  readonly locked_until: Date | null;
}

const asFailures = (row: Row | undefined): CredentialFailures => ({ failures: row?.failures ?? 0, lockedUntil: row?.locked_until ?? null });

export const credentialFailures = async (db: SqlSession, noticeKey: string): Promise<CredentialFailures> => {
  requireStorableText({ noticeKey });
  const [row] = await db.query<Row>("SELECT failures, locked_until FROM credential_failures WHERE notice_key = $1", [noticeKey]);
  return asFailures(row);
};

/** Counts one failure at `now` and locks the notice id for `lockMs(failures)` milliseconds when that is above 0. */
export const recordCredentialFailure = async (
  db: SqlSession,
  noticeKey: string,
  now: Date,
  lockMs: (failures: number) => number
): Promise<CredentialFailures> => {
  requireStorableText({ noticeKey });
  const forgotten = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
  const [counted] = await db.query<{ failures: number }>(
    `INSERT INTO credential_failures (notice_key, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (notice_key) DO UPDATE SET
       failures = CASE WHEN credential_failures.last_failure_at < $3 THEN 1 ELSE credential_failures.failures + 1 END,
       last_failure_at = $2
     RETURNING failures`,
    [noticeKey, now, forgotten]
  );
  const failures = counted?.failures ?? 1;
  const lockFor = lockMs(failures);
  if (lockFor <= 0) return { failures, lockedUntil: null };
  const lockedUntil = new Date(now.getTime() + lockFor);
  await db.query("UPDATE credential_failures SET locked_until = $2 WHERE notice_key = $1", [noticeKey, lockedUntil]);
  return { failures, lockedUntil };
};

export const clearCredentialFailures = async (db: SqlSession, noticeKey: string): Promise<void> => {
  requireStorableText({ noticeKey });
  await db.query("DELETE FROM credential_failures WHERE notice_key = $1", [noticeKey]);
};
