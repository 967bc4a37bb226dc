// One comparison of another field of the model, as the conditional required rules configure it:
// "equal" / "notEqual" compare loosely with `value` (loose-comparison.ts); "nullOrEmpty" holds when the
// field is blank (null, empty or whitespace-only, or an empty file list). A field the model lacks is null.
import { Schema } from "effect";
import { ScalarValue } from "../../dependencies/dependency.schema.ts";
import { isBlank } from "../../forms/field-value.ts";
import { looselyEquals } from "../loose-comparison.ts";
import type { RuleContext } from "../rule-context.ts";
import { otherField } from "./rule-adapter.ts";

export const FieldComparison = Schema.Struct({
  field: Schema.NonEmptyString,
  comparison: Schema.Literals(["equal", "notEqual", "nullOrEmpty"]),
  value: Schema.optionalKey(ScalarValue)
}).check(
  Schema.makeFilter((condition) => {
    if (condition.comparison === "nullOrEmpty") return !("value" in condition) || "nullOrEmpty takes no value";
    return "value" in condition || `${condition.comparison} needs a value`;
  })
);

export type FieldComparison = typeof FieldComparison.Type;

export const comparisonHolds = (comparison: FieldComparison, context: RuleContext): boolean => {
  const value = otherField(context, comparison.field);
  switch (comparison.comparison) {
    case "equal":
      return looselyEquals(value, comparison.value ?? null);
    case "notEqual":
      return !looselyEquals(value, comparison.value ?? null);
    case "nullOrEmpty":
      return isBlank(value);
  }
};
