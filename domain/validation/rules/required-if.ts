// requiredIf: the field is required when another field loosely equals (or, with comparison "notEqual",
// does not equal) a value. params: { field, value, comparison?: "equal" | "notEqual" } ("equal" when absent).
// Issue: conditionallyRequired when required and the value is blank.
import { Schema } from "effect";
import { ScalarValue } from "../../dependencies/dependency.schema.ts";
import { isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import { comparisonHolds } from "./field-comparison.ts";
import { defineRule, namedField } from "./rule-adapter.ts";

export const requiredIfRule = defineRule({
  type: "requiredIf",
  params: Schema.Struct({
    field: Schema.NonEmptyString,
    value: ScalarValue,
    comparison: Schema.optionalKey(Schema.Literals(["equal", "notEqual"]))
  }),
  judgesBlank: true,
  references: (params) => namedField(params.field),
  compile: (params) => {
    const comparison = { field: params.field, comparison: params.comparison ?? "equal", value: params.value };
    return (context) =>
      isBlank(context.value) && comparisonHolds(comparison, context) ? [issue(context.path, "conditionallyRequired")] : [];
  }
});
