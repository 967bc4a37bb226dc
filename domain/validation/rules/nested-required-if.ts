// nestedRequiredIf: the field is required when two comparisons of other fields, combined with And or Or,
// hold. params: { conditions: [comparison, comparison], operator: "And" | "Or" }, each comparison
// { field, comparison: "equal" | "notEqual", value } or { field, comparison: "nullOrEmpty" }
// (field-comparison.ts). Issue: conditionallyRequired when required and the value is blank.
import { Schema } from "effect";
import { isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import { FieldComparison, comparisonHolds } from "./field-comparison.ts";
import { defineRule } from "./rule-adapter.ts";

export const nestedRequiredIfRule = defineRule({
  type: "nestedRequiredIf",
  params: Schema.Struct({
    conditions: Schema.Tuple([FieldComparison, FieldComparison]),
    operator: Schema.Literals(["And", "Or"])
  }),
  judgesBlank: true,
  references: (params) => params.conditions.map((condition, index) => ({ at: `params.conditions[${String(index)}].field`, key: condition.field })),
  compile: (params) => (context) => {
    if (!isBlank(context.value)) return [];
    const [first, second] = params.conditions;
    const required =
      params.operator === "And"
        ? comparisonHolds(first, context) && comparisonHolds(second, context)
        : comparisonHolds(first, context) || comparisonHolds(second, context);
    return required ? [issue(context.path, "conditionallyRequired")] : [];
  }
});
