// What the claim store refuses to do, as reasons a caller can match on (never the message). Nothing
// is written when one is thrown.

export type ClaimStoreFailure =
  /** A text holds U+0000, which PostgreSQL cannot store in text or jsonb; `path` says where. */
  | "unstorableText"
  /** fileClaim found its key answered without a claim, or held for another body (a lost lease). */
  | "idempotencyKeyTaken"
  /** A claim came with a member allowance below one claim: a caller's mistake, never a claimant's. */
  | "memberNotAllowed"
  /** Every reference code drawn was already in use (practically impossible with a working generator). */
  | "referenceCodesExhausted";

export class ClaimStoreError extends Error {
  override readonly name = "ClaimStoreError";

  constructor(
    readonly reason: ClaimStoreFailure,
    message: string,
    /** For unstorableText: where the character is, e.g. `payload.claimantInfo.firstName`. */
    readonly path: string | null = null
  ) {
    super(message);
  }
}
