// The submit answer (spec section 3): submitted, the payment-election mismatch flag, the error and the
// reference code. The same shape comes back with a 400.
import { Schema } from "effect";

export const SubmitAnswer = Schema.Struct({
  submitted: Schema.Boolean,
  nonMatchingPaymentElection: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  error: Schema.optionalKey(Schema.NullOr(Schema.String)),
  referenceCodeForm: Schema.optionalKey(Schema.NullOr(Schema.String))
});

export type SubmitAnswer = typeof SubmitAnswer.Type;
