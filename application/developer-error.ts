// The developer errors of spec section 8 that belong to the use cases: thrown (as defects in Effect),
// each with a reason to match on and a message saying what was misused.
export type DeveloperReason =
  | "csrfTokenNotLoaded"
  | "invalidCulture"
  | "invalidRecaptchaValue"
  | "captchaTokenRequired"
  | "alreadySubmitting"
  | "sessionNotStarted"
  | "documentNotABlob";

export class DeveloperError extends Error {
  override readonly name = "DeveloperError";

  constructor(
    readonly reason: DeveloperReason,
    message: string
  ) {
    super(message);
  }
}
