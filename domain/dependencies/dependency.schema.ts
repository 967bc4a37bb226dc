// How a field's dependencies on other fields are configured: the conditions, how they combine, and
// what happens while they are unmet (hide or disable, reset) or met (reset, mask override).
import { Schema } from "effect";
import { DTO_MAPPINGS } from "../forms/dto-mapping.ts";

export const ScalarValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]);
export type ScalarValue = typeof ScalarValue.Type;

/**
 * One thing a field depends on. Every test given (equals, notEquals, hasValue, matches) must hold; a
 * condition that gives none of them is met when the field has a value.
 */
export const DependencyCondition = Schema.Struct({
  /** Key of the field depended on. */
  field: Schema.NonEmptyString,
  /** dtoMapping of the model holding that field; the same model when absent. */
  model: Schema.optionalKey(Schema.Literals(DTO_MAPPINGS)),
  /** Met when the value loosely equals one of these. */
  equals: Schema.optionalKey(Schema.Array(ScalarValue)),
  /** Met when the value loosely equals none of these. */
  notEquals: Schema.optionalKey(Schema.Array(ScalarValue)),
  /** Met when the field is (true) or is not (false) filled in. */
  hasValue: Schema.optionalKey(Schema.Boolean),
  /** Met when the value's text matches this regular expression (anywhere, unless anchored). */
  matches: Schema.optionalKey(Schema.String),
  /** The input mask to use while this condition is met, instead of the field's own. */
  maskName: Schema.optionalKey(Schema.String)
});

export type DependencyCondition = typeof DependencyCondition.Type;

export const FieldDependencies = Schema.Struct({
  conditions: Schema.NonEmptyArray(DependencyCondition),
  /** all (default): every condition must be met; any: one is enough. */
  match: Schema.optionalKey(Schema.Literals(["all", "any"])),
  /** While unmet the field stays in view but cannot be edited. */
  disableInsteadOfHide: Schema.optionalKey(Schema.Boolean),
  /** Also reset the value when the dependencies become met again. */
  resetWhenFulfilled: Schema.optionalKey(Schema.Boolean),
  /** What a reset sets the value to; null when absent. */
  resetValue: Schema.optionalKey(ScalarValue),
  /** Ignore the state of the blocks this field sits in; only its own conditions count. */
  breakInheritance: Schema.optionalKey(Schema.Boolean)
});

export type FieldDependencies = typeof FieldDependencies.Type;
