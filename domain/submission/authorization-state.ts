// Per-form-type authorization (spec sections 3 and 4): every form starts unauthorized, is reset to false
// before each attempt, then set from the authorize answer. An attempt while submitting is refused as data.
import { Result } from "effect";
import type { AuthorizeAnswer } from "../api/authorize-answer.schema.ts";
import type { FormType } from "../navigation/form-type.ts";
import type { AlreadySubmitting, SubmissionState } from "./submission-state.ts";

export type AuthorizationState = Readonly<Record<FormType, boolean>> & {
  /** The last server error on authorize or submit, or the refusal the authorize answer gave. */
  readonly errorMessage: string | null;
};

export const INITIAL_AUTHORIZATION: AuthorizationState = {
  Standard: false,
  Lookup: false,
  Automotive: false,
  DocumentsUpload: false,
  errorMessage: null
};

/** Resets the form's flag (and the last error) before the call; refused while a submission runs. */
export const beginAuthorization = (
  state: AuthorizationState,
  submission: SubmissionState,
  formType: FormType
): Result.Result<AuthorizationState, AlreadySubmitting> =>
  submission.isSubmitting
    ? Result.fail("alreadySubmitting")
    : Result.succeed({ ...state, [formType]: false, errorMessage: null });

/** Only an explicit true authorizes; a refusal keeps the answer's error for the credentials page. */
export const applyAuthorizeAnswer = (
  state: AuthorizationState,
  formType: FormType,
  answer: AuthorizeAnswer
): AuthorizationState => ({
  ...state,
  [formType]: answer.authorized,
  errorMessage: answer.authorized ? null : (answer.error ?? null)
});

/** A server error on authorize or submit is stored as the error message; no flag changes. */
export const recordServerError = (state: AuthorizationState, message: string): AuthorizationState => ({
  ...state,
  errorMessage: message
});

export const isAuthorized = (state: AuthorizationState, formType: FormType): boolean => state[formType];
