// The submit answer (spec section 3): submitted, the payment-election mismatch flag, the error and the
// reference code. The same shape comes back with a 400, and with the 409 that tells a class member they
// have already filed (alreadyFiledReferenceCode, this reference server's addition).
import { Schema } from "effect";

export const SubmitAnswer = Schema.Struct({
  submitted: Schema.Boolean,
  nonMatchingPaymentElection: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  error: Schema.optionalKey(Schema.NullOr(Schema.String)),
  referenceCodeForm: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The member has filed all the claims of this form type they may: the first one's reference code. */
  alreadyFiledReferenceCode: Schema.optionalKey(Schema.NullOr(Schema.String))
});

export type SubmitAnswer = typeof SubmitAnswer.Type;
