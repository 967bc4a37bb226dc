// Guessing a PIN is slowed to uselessness: failed authorizations are counted per notice id (the first
// credential field, as a keyed hash) in the store. The first few cost nothing, so a claimant who mistypes is
// never stopped; each one after them locks the notice id for twice as long as the last (one minute, two,
// four ... an hour at most), during which even the right PIN is refused with the time left. A success
// clears the count. Other members' notice ids are never affected.
import type { FieldValue } from "../../domain/forms/field-value.ts";
import { credentialValue } from "../../domain/case/credential-value.ts";
import type { ApiContext } from "./api-context.ts";

/** Failures a notice id may have before the first lock. */
export const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 60 * 60_000;

/** How long the notice id is locked after its `failures`-th failure: none for the free ones, then doubling. */
export const lockMsAfter = (failures: number): number =>
  failures <= FREE_FAILURES ? 0 : Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(failures - FREE_FAILURES - 1, 20));

export type LockVerdict = { readonly locked: false } | { readonly locked: true; readonly retryAfterSeconds: number };

const verdict = (lockedUntil: Date | null, now: Date): LockVerdict => {
  const left = lockedUntil === null ? 0 : lockedUntil.getTime() - now.getTime();
  return left > 0 ? { locked: true, retryAfterSeconds: Math.ceil(left / 1000) } : { locked: false };
};

/** The keyed hash of the sent notice id, or null when the credentials carry none. */
export const noticeKeyOf = (context: ApiContext, credentials: Readonly<Record<string, FieldValue>>): string | null => {
  const field = context.identifierField;
  const value = field === null || !Object.hasOwn(credentials, field) ? null : credentialValue(credentials[field]);
  return field === null || value === null ? null : context.identities.keyOfCredential(field, value);
};

/** The lock on the notice id, and whether it has failures a success must clear. */
export const checkLock = async (context: ApiContext, noticeKey: string): Promise<LockVerdict & { readonly failed: boolean }> => {
  const { failures, lockedUntil } = await context.store.credentialFailures(noticeKey);
  return { ...verdict(lockedUntil, context.clock()), failed: failures > 0 };
};

/** Counts the failure; says whether the notice id is now locked. */
export const recordFailure = async (context: ApiContext, noticeKey: string): Promise<LockVerdict> => {
  const now = context.clock();
  return verdict((await context.store.recordCredentialFailure(noticeKey, now, lockMsAfter)).lockedUntil, now);
};

export const lockedMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `This notice ID is locked after too many failed attempts; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};
