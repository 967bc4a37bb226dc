// Field values as they cross the wire in JSON: text, numbers, booleans and null (files travel apart).
import { Schema } from "effect";

export const WireValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]);

export const WireFields = Schema.Record(Schema.String, WireValue);

export type WireFields = typeof WireFields.Type;
