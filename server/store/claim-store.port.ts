// What the HTTP tier needs from storage: file a claim with its documents atomically under an
// idempotency key, replay or refuse a repeated key, count rate-limited attempts and failed authorizations,
// and keep tracking events.
// Every method is safe to call from many replicas sharing one database.
import type { FormType } from "../../domain/navigation/form-type.ts";

export interface NewDocument {
  /** The document context's client id, as the multipart filename carried it. */
  readonly contextClientId: string;
  /** The sanitised file name the claimant chose. */
  readonly name: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

export interface NewClaim {
  readonly formType: FormType;
  readonly culture: string;
  /** The submission payload without the files (the DTO parts as decoded JSON). */
  readonly payload: unknown;
  readonly documents: readonly NewDocument[];
  readonly receivedAt: Date;
}

/** The JSON answer the first request with a key got, kept so a retry gets it again. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type IdempotencyClaim =
  /** The key is new (or its earlier holder's lease ran out): the caller goes on and must settle it. */
  | { readonly kind: "acquired" }
  /** The same key and body were answered before: send this answer again. */
  | { readonly kind: "replay"; readonly answer: StoredAnswer }
  /** The same key came with a different body. */
  | { readonly kind: "mismatch" }
  /** The first request with this key is still being handled. */
  | { readonly kind: "inFlight" };

export interface StoredDocument {
  readonly contextClientId: string;
  readonly name: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

export interface StoredClaim {
  readonly referenceCode: string;
  readonly formType: FormType;
  readonly culture: string;
  readonly payload: unknown;
  readonly idempotencyKey: string;
  readonly requestHash: string;
  readonly receivedAt: Date;
  readonly documents: readonly StoredDocument[];
}

export interface TrackingRecord {
  readonly formType: string;
  readonly fieldKey: string;
  readonly fieldValue: string | number | boolean | null;
  readonly receivedAt: Date;
}

/** A notice id's failed authorizations since its last success, and until when it is locked (null: it is not). */
export interface CredentialFailures {
  readonly failures: number;
  readonly lockedUntil: Date | null;
}

export interface ClaimStore {
  /** Brings the schema up to date; safe to run from several replicas at once. */
  readonly migrate: () => Promise<void>;
  /**
   * Takes an idempotency key for a request body hash: new keys are leased for `leaseMs`, so a request
   * whose server died can be retried once the lease has run out.
   */
  readonly acquireIdempotencyKey: (key: string, requestHash: string, now: Date, leaseMs: number) => Promise<IdempotencyClaim>;
  /** Ends a lease without a claim (a refused submission): the answer is kept for retries. */
  readonly settleIdempotencyKey: (key: string, answer: StoredAnswer) => Promise<void>;
  /**
   * Writes the claim, its documents and the key's answer in one transaction under a new unique
   * reference code, which `answerFor` turns into the answer to keep. All or nothing.
   */
  readonly fileClaim: (
    key: string,
    requestHash: string,
    claim: NewClaim,
    answerFor: (referenceCode: string) => StoredAnswer
  ) => Promise<{ readonly referenceCode: string; readonly answer: StoredAnswer }>;
  readonly findClaim: (referenceCode: string) => Promise<StoredClaim | null>;
  readonly documentBytes: (referenceCode: string, contextClientId: string) => Promise<Uint8Array | null>;
  readonly countClaims: () => Promise<number>;
  /** Counts one attempt of `bucket` by `address` in the window starting at `windowStart`; gives the count so far. */
  readonly countAttempt: (bucket: string, address: string, windowStart: Date) => Promise<number>;
  readonly recordTracking: (event: TrackingRecord) => Promise<void>;
  /** The failures counted against a notice id (its keyed hash). */
  readonly credentialFailures: (noticeKey: string) => Promise<CredentialFailures>;
  /** Counts one failure at `now`, locking the notice id for `lockMs(failures)` ms when that is above 0. */
  readonly recordCredentialFailure: (noticeKey: string, now: Date, lockMs: (failures: number) => number) => Promise<CredentialFailures>;
  /** Forgets a notice id's failures (a success). */
  readonly clearCredentialFailures: (noticeKey: string) => Promise<void>;
  readonly close: () => Promise<void>;
}
