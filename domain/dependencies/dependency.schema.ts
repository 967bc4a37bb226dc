// How a field's dependencies on other fields are configured: the conditions, how they combine, and
// what happens while they are unmet (hide or disable, reset) or met (reset, mask override).
import { Schema } from "effect";

export const ScalarValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]);

export const DependencyCondition = Schema.Struct({
  /** Key of the field depended on. */
  field: Schema.NonEmptyString,
  /** dtoMapping of the model holding that field; the same model when absent. */
  model: Schema.optionalKey(Schema.NonEmptyString),
  /** Met when the value loosely equals one of these. */
  equals: Schema.optionalKey(Schema.Array(ScalarValue)),
  /** Met when the value loosely equals none of these. */
  notEquals: Schema.optionalKey(Schema.Array(ScalarValue)),
  /** Met when the field is (true) or is not (false) filled in. */
  hasValue: Schema.optionalKey(Schema.Boolean),
  /** Met when the value matches this regular expression. */
  matches: Schema.optionalKey(Schema.String),
  /** The input mask to use while this condition is met. */
  maskName: Schema.optionalKey(Schema.String)
});

export type DependencyCondition = typeof DependencyCondition.Type;

export const FieldDependencies = Schema.Struct({
  conditions: Schema.NonEmptyArray(DependencyCondition),
  /** all (default): every condition must be met; any: one is enough. */
  match: Schema.optionalKey(Schema.Literals(["all", "any"])),
  disableInsteadOfHide: Schema.optionalKey(Schema.Boolean),
  resetWhenFulfilled: Schema.optionalKey(Schema.Boolean),
  resetValue: Schema.optionalKey(ScalarValue),
  breakInheritance: Schema.optionalKey(Schema.Boolean)
});

export type FieldDependencies = typeof FieldDependencies.Type;
