// The answers a submit ends with (domain/api/submit-answer.schema.ts): filed with its reference code,
// refused with a 400 that still decodes as a submit answer, or a 409 naming the claim the member filed
// before; these are what an idempotency key keeps.
import type { FilingAnswers, StoredAnswer } from "../../store/claim-store.port.ts";
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

/** The member had filed every claim of the form type they may: the answer names the first one. */
export const alreadyFiledAnswer = (firstReferenceCode: string): StoredAnswer => ({
  status: 409,
  body: refusalBody(
    "submit",
    `This class member has already filed on this form; the reference code of their first claim is ${firstReferenceCode}.`,
    { alreadyFiledReferenceCode: firstReferenceCode }
  )
});

export const FILING_ANSWERS: FilingAnswers = { filed: submittedAnswer, alreadyFiled: alreadyFiledAnswer };
