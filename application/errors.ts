// The error catalogue of spec section 8 as typed errors: each business failure a tagged error, the
// user-facing ones carrying the spec's message word for word (its spelling included).
import { Data } from "effect";
import type { SubmitAnswer } from "../domain/api/submit-answer.schema.ts";

/** Config load failure and signature date failure. */
export const REQUEST_FAILED_MESSAGE = "Your request failed. Please reload and try again.";

/** Submission failure other than 400. */
export const SUBMISSION_FAILED_MESSAGE =
  "An error occured during your submission. Please try again. If this problem persists, please contact the settlement administrator at the email below.";

/** Authorize failure other than 400/401, and CSRF, deadlines, captcha, wallet settings, tracking and culture fetch failures. */
export const PROBLEM_OCCURED_MESSAGE =
  "A problem has occured during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.";

/** Submission answered without a reference code: the default submission error's localization key. */
export const SUBMISSION_DEFAULT_ERROR_KEY = "Shared ErrorMessage Submission Default";

/** The API calls of spec section 7, by name, so a failure says which call failed. */
export type ApiCall =
  | "csrf"
  | "cultures"
  | "content"
  | "setLanguage"
  | "deadlines"
  | "characterWhitelist"
  | "captchaSettings"
  | "walletSettings"
  | "modelConfig"
  | "signatureDate"
  | "authorize"
  | "submit"
  | "tracking"
  | "sessionTimeout"
  | "draft"
  | "session";

/**
 * A call failed: no answer at all (status null), a status the call does not accept, or an answer that
 * does not decode. The message is the catalogue's for that call.
 */
export class ApiCallFailed extends Data.TaggedError("ApiCallFailed")<{
  readonly call: ApiCall;
  readonly status: number | null;
  readonly message: string;
  readonly detail: string;
  /** A 503 that said how long to wait before the same call may be sent again (retryAfterSeconds); else null. */
  readonly retryAfterSeconds: number | null;
}> {}

/** 400 or 401 on authorize: the server's error, shown as no message. */
export class AuthorizationRefused extends Data.TaggedError("AuthorizationRefused")<{
  /** 429: too many attempts (from the address, or against the notice id, which is locked for a while). */
  readonly status: 400 | 401 | 429;
  readonly error: string | null;
  /** The server did not accept the captcha answer (its verdict `captcha: false`), rather than the credentials. */
  readonly captchaRefused: boolean;
  /** With a 429: how long to wait before trying again, when the server said. */
  readonly retryAfterSeconds: number | null;
}> {}

/** 400 on submit: the answer goes back to the caller, with no message shown. */
export class SubmissionRefused extends Data.TaggedError("SubmissionRefused")<{
  readonly answer: SubmitAnswer;
}> {}

/** The server accepted the submission but gave no reference code. */
export class MissingReferenceCode extends Data.TaggedError("MissingReferenceCode")<{
  readonly messageKey: typeof SUBMISSION_DEFAULT_ERROR_KEY;
}> {}

/** The catalogue message for a failed call (section 8). */
export const failureMessage = (call: ApiCall): string => {
  switch (call) {
    case "modelConfig":
    case "signatureDate":
      return REQUEST_FAILED_MESSAGE;
    case "submit":
      return SUBMISSION_FAILED_MESSAGE;
    default:
      return PROBLEM_OCCURED_MESSAGE;
  }
};

/** A captcha challenge ended without a token: the provider's error code says why. */
export class CaptchaFailed extends Data.TaggedError("CaptchaFailed")<{
  readonly code: string;
}> {}
