// What a submit answer means (spec section 4, "Authorization and submission"): success with a reference
// code, or one of the failure cases as a closed union (the spec's four, and a claim the member had already filed). It reads the answer; it changes no state.
import type { SubmitAnswer } from "../api/submit-answer.schema.ts";

export type SubmitFailure =
  /** The call gave no answer to read (no connection, or a server error with no submit answer). */
  | { readonly type: "noResponse" }
  /** The payment election did not match the wallet verification; the claimant must verify again. */
  | { readonly type: "paymentElectionMismatch"; readonly error: string | null }
  /** The server refused the claim, with or without saying why. */
  | { readonly type: "errorResponse"; readonly error: string | null }
  /** The server says it filed the claim but gave no reference code to show. */
  | { readonly type: "missingReferenceCode" }
  /** The member had already filed (all the claims the form allows them); the first one's reference code. */
  | { readonly type: "alreadyFiled"; readonly referenceCode: string };

export type SubmitOutcome = { readonly type: "submitted"; readonly referenceCode: string } | SubmitFailure;

const text = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value;

/**
 * The mismatch is checked first: it comes with submitted false and often an error text, and only this
 * case sets the wallet verification flag. An error text wins over a reference code, since a claim the
 * server calls failed must not show a confirmation.
 */
export const interpretSubmitAnswer = (answer: SubmitAnswer | null): SubmitOutcome => {
  if (answer === null) return { type: "noResponse" };
  const error = text(answer.error);
  const filedBefore = text(answer.alreadyFiledReferenceCode);
  if (filedBefore !== null) return { type: "alreadyFiled", referenceCode: filedBefore };
  if (answer.nonMatchingPaymentElection === true) return { type: "paymentElectionMismatch", error };
  if (!answer.submitted || error !== null) return { type: "errorResponse", error };
  const referenceCode = text(answer.referenceCodeForm);
  return referenceCode === null ? { type: "missingReferenceCode" } : { type: "submitted", referenceCode };
};
