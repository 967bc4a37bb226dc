// The authorize answer (spec section 3): whether the credentials were accepted, the error, the captcha
// verdict and the prepopulated data (items with metadata and fields whose names start lower-case).
import { Schema } from "effect";
import { WireFields } from "./field-values.schema.ts";

export const PrepopulatedItem = Schema.Struct({
  metadata: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  fields: WireFields
});

export type PrepopulatedItem = typeof PrepopulatedItem.Type;

export const AuthorizeAnswer = Schema.Struct({
  authorized: Schema.Boolean,
  error: Schema.optionalKey(Schema.NullOr(Schema.String)),
  captcha: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  prepopulatedData: Schema.optionalKey(Schema.NullOr(Schema.Array(PrepopulatedItem)))
});

export type AuthorizeAnswer = typeof AuthorizeAnswer.Type;
