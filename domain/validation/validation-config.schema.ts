// The shape of one server-supplied validation rule on a field: its API type, its parameters and an
// optional server message. Each rule adapter decodes its own parameters (rule-registry.ts).
import { Schema } from "effect";

export const ValidationConfig = Schema.Struct({
  type: Schema.NonEmptyString,
  params: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
  message: Schema.optionalKey(Schema.String)
});

export type ValidationConfig = typeof ValidationConfig.Type;
