// What the HTTP tier needs from storage: file a claim with its documents atomically under an
// idempotency key, within the member's allowance of claims of its form type, replay or refuse a repeated key, count rate-limited attempts and failed authorizations,
// keep tracking events, hold an imported class-member roster and the claimants' sealed drafts, and serve the
// administrators' desk (its tokens, exports, look-ups, counts and purges).
// Every method is safe to call from many replicas sharing one database.
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { Administrators } from "./administrators.port.ts";
import type { ClaimDesk } from "./claim-desk.port.ts";
import type { ClaimDrafts } from "./claim-drafts.port.ts";
import type { FiledClaim, FiledClaimsQuery } from "./filed-claims.queries.ts";
import type { MemberRoster } from "./member-roster.port.ts";
import type { StoredClaim } from "./stored-claim.ts";
import type { RosterColumns, RosterEntry, RosterImportMode } from "./roster-import.queries.ts";
import type { StoreReadiness } from "./store-readiness.ts";

export type { StoredClaim, StoredDocument } from "./stored-claim.ts";

export interface NewDocument {
  /** The document context's client id, as the multipart filename carried it. */
  readonly contextClientId: string;
  /** The sanitised file name the claimant chose. */
  readonly name: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
  /** The bytes' SHA-256 in lowercase hex, as the server worked it out when it received them. */
  readonly sha256: string;
}

/** Who files a claim: their member key (an HMAC of the credentials, never the credentials) and their allowance. */
export interface ClaimingMember {
  readonly key: string;
  /** How many claims of this form type the member may have on file (site.json claimsPerMember; 1 by default). */
  readonly claimsAllowed: number;
}

export interface NewClaim {
  readonly formType: FormType;
  readonly member: ClaimingMember;
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

/** The answers a filing can end with, kept under the idempotency key so a retry gets the same one. */
export interface FilingAnswers {
  /** The claim was filed under this new reference code. */
  readonly filed: (referenceCode: string) => StoredAnswer;
  /** The member already has all the claims of this form type they may file; the first one's reference code. */
  readonly alreadyFiled: (firstReferenceCode: string) => StoredAnswer;
}

export type Filing =
  | { readonly kind: "filed"; readonly referenceCode: string; readonly answer: StoredAnswer }
  /** Nothing was stored but the key's answer; `referenceCode` is the member's first claim of the form type. */
  | { readonly kind: "alreadyFiled"; readonly referenceCode: string; readonly answer: StoredAnswer };

export type IdempotencyClaim =
  /** The key is new (or its earlier holder's lease ran out): the caller goes on and must settle it. */
  | { readonly kind: "acquired" }
  /** The same key and body were answered before: send this answer again. */
  | { readonly kind: "replay"; readonly answer: StoredAnswer }
  /** The same key came with a different body. */
  | { readonly kind: "mismatch" }
  /** The first request with this key is still being handled. */
  | { readonly kind: "inFlight" };

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
   * Gives up the lease taken at `acquiredAt` when its request failed before any answer was kept (a 5xx):
   * the key is free again, so the client's retry runs at once instead of meeting 409 until the lease ends.
   * A key since settled, or taken over by another caller, is left as it is.
   */
  readonly releaseIdempotencyKey: (key: string, requestHash: string, acquiredAt: Date) => Promise<void>;
  /**
   * Writes the claim, its documents and the key's answer in one transaction under a new unique
   * reference code, which `answers.filed` turns into the answer to keep. All or nothing. A member who has
   * their allowance of claims of the form type on file gets `answers.alreadyFiled` instead, and no row:
   * a unique constraint on (form type, member key, slot) holds this across replicas and racing requests.
   * A claim filed removes the member's draft of its form type in the same transaction.
   */
  readonly fileClaim: (key: string, requestHash: string, claim: NewClaim, answers: FilingAnswers) => Promise<Filing>;
  readonly findClaim: (referenceCode: string) => Promise<StoredClaim | null>;
  readonly documentBytes: (referenceCode: string, contextClientId: string) => Promise<Uint8Array | null>;
  readonly countClaims: () => Promise<number>;
  /**
   * Removes documents the document store holds that no claim names (a crash between writing them and
   * committing their claim); gives how many. Run at start. With `olderThan`, only documents stored before
   * it: a store shared by replicas holds documents of claims other replicas are filing meanwhile.
   */
  readonly sweepDocuments: (olderThan?: Date) => Promise<number>;
  /** Counts one attempt of `bucket` by `address` in the window starting at `windowStart`; gives the count so far. */
  readonly countAttempt: (bucket: string, address: string, windowStart: Date) => Promise<number>;
  readonly recordTracking: (event: TrackingRecord) => Promise<void>;
  /** The failures counted against a notice id (its keyed hash). */
  readonly credentialFailures: (noticeKey: string) => Promise<CredentialFailures>;
  /** Counts one failure at `now`, locking the notice id for `lockMs(failures)` ms when that is above 0. */
  readonly recordCredentialFailure: (noticeKey: string, now: Date, lockMs: (failures: number) => number) => Promise<CredentialFailures>;
  /** Forgets a notice id's failures (a success). */
  readonly clearCredentialFailures: (noticeKey: string) => Promise<void>;
  /** An audit read of filed claims and the bytes kept for their documents (filed-claims.queries.ts). */
  readonly findFiledClaims: (query: FiledClaimsQuery) => Promise<readonly FiledClaim[]>;
  /** The roster imported into the store (member-roster.sql.ts), or null when none was. */
  readonly roster: () => Promise<MemberRoster | null>;
  /** Imports a roster in one transaction (roster-import.queries.ts); gives its member count after. */
  readonly importRoster: (
    columns: RosterColumns,
    mode: RosterImportMode,
    batches: AsyncIterable<readonly RosterEntry[]>,
    now: Date
  ) => Promise<number>;
  /** The claimants' drafts, in the same database (claim-drafts.sql.ts). */
  readonly drafts: ClaimDrafts;
  /** The administrators and the hashes of their tokens (administrators.sql.ts). */
  readonly administrators: Administrators;
  /** Exports, look-ups, counts and purges for the administrator's desk (claim-desk.port.ts). */
  readonly desk: ClaimDesk;
  /** Whether the database answers, its migrations are current and documents can be written (store-readiness.ts). */
  readonly readiness: () => Promise<StoreReadiness>;
  readonly close: () => Promise<void>;
  /** Settles when the store can no longer answer at all (its database's thread ended): the server must restart. */
  readonly lost: Promise<Error>;
}
