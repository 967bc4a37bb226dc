// The submitting flag and the reference codes (spec section 4): one submission at a time, and a success
// stores the reference code for its form type. A second start is refused as data; the caller throws.
import { Result } from "effect";
import type { FormType } from "../navigation/form-type.ts";
import type { SubmitOutcome } from "./submit-outcome.ts";

export interface SubmissionState {
  readonly isSubmitting: boolean;
  readonly referenceCodes: Readonly<Partial<Record<FormType, string>>>;
}

export const INITIAL_SUBMISSION: SubmissionState = { isSubmitting: false, referenceCodes: {} };

/** Refusal of a submit (or an authorize) while a submission is in progress: a developer error (spec section 8). */
export type AlreadySubmitting = "alreadySubmitting";

/** The text the caller's developer error carries; shared so authorize and submit say the same. */
export const ALREADY_SUBMITTING_MESSAGE = "A submission is already in progress.";

export const startSubmission = (state: SubmissionState): Result.Result<SubmissionState, AlreadySubmitting> =>
  state.isSubmitting ? Result.fail("alreadySubmitting") : Result.succeed({ ...state, isSubmitting: true });

/** Clears the flag whatever the outcome; true only for a success, whose reference code is kept. */
export const settleSubmission = (
  state: SubmissionState,
  formType: FormType,
  outcome: SubmitOutcome
): readonly [SubmissionState, boolean] => {
  const settled = { ...state, isSubmitting: false };
  if (outcome.type !== "submitted") return [settled, false];
  return [{ ...settled, referenceCodes: { ...state.referenceCodes, [formType]: outcome.referenceCode } }, true];
};

export const referenceCodeFor = (state: SubmissionState, formType: FormType): string | null =>
  state.referenceCodes[formType] ?? null;
