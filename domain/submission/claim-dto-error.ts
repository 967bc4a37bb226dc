// The payload's own configuration error: a kind submitted as a single model (signature, claimantInfo,
// credentials, claimDetails) found more than once. Thrown, never returned; match on the reason.
export type ClaimDtoReason = "severalModelsForSingleMapping";

export class ClaimDtoError extends Error {
  override readonly name = "ClaimDtoError";

  constructor(
    readonly reason: ClaimDtoReason,
    message: string
  ) {
    super(message);
  }
}
