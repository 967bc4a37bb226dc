// The answers a submit ends with (domain/api/submit-answer.schema.ts): filed with its reference code, or
// refused with a 400 that still decodes as a submit answer; these are what an idempotency key keeps.
import type { StoredAnswer } from "../../store/claim-store.port.ts";
import { type AnswerExtras, refusalBody } from "../api-answer.ts";

export const DEADLINE_PASSED = "The filing deadline for this form has passed.";
export const PAYMENT_ELECTION_MISMATCH = "The wallet account elected for payment is not the one verified for this class member.";

export const submittedAnswer = (referenceCode: string): StoredAnswer => ({
  status: 200,
  body: { submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: referenceCode }
});

export const refusedAnswer = (error: string, extras: AnswerExtras = {}): StoredAnswer => ({
  status: 400,
  body: refusalBody("submit", error, extras)
});
