// Field values as they cross the wire in JSON: text, numbers, booleans and null (files travel apart); and a
// claim's answers, which may also be a list of dates (a range, several days or a week), bounded before any
// rule reads it.
import { Schema } from "effect";
import { MAX_DATES_LIMIT } from "../forms/date-picker-options.schema.ts";

export const WireValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]);

export const WireFields = Schema.Record(Schema.String, WireValue);

export type WireFields = typeof WireFields.Type;

/** The longest text a date in a list may be on the wire; field-bounds.ts holds each to its field's cap. */
const MAX_LISTED_DATE = 64;

/** A list of dates as text: one at least (a field without dates is null), at most as many as a multi-date may take. */
export const WireDateList = Schema.Array(Schema.String.check(Schema.isMaxLength(MAX_LISTED_DATE))).check(
  Schema.isMinLength(1, { message: "a list of dates holds one date at least; send null for none" }),
  Schema.isMaxLength(MAX_DATES_LIMIT)
);

export const WireAnswer = Schema.Union([WireValue, WireDateList]);

/** A model's answers: WireFields, or lists of dates. */
export const WireAnswers = Schema.Record(Schema.String, WireAnswer);

export type WireAnswers = typeof WireAnswers.Type;
