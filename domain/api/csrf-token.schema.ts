// The anti-forgery token answer (spec section 7, GET /api/csrf): the header to send and its value.
import { Schema } from "effect";

export const CsrfToken = Schema.Struct({
  requestHeaderName: Schema.NonEmptyString,
  requestToken: Schema.NonEmptyString
});

export type CsrfToken = typeof CsrfToken.Type;
