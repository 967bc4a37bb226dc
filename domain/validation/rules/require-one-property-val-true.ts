// requireOnePropertyValTrue: at least one of the listed boolean fields must be true (compared loosely, so
// "True" and " true " count). params: { fields: [key, ...] }. Issue: requireOnePropertyValTrue
// (default text 'At least one option is required.').
import { Schema } from "effect";
import { looselyEquals } from "../loose-comparison.ts";
import { issue } from "../validation-issue.ts";
import { defineRule, namedFields, otherField } from "./rule-adapter.ts";

export const requireOnePropertyValTrueRule = defineRule({
  type: "requireOnePropertyValTrue",
  params: Schema.Struct({ fields: Schema.NonEmptyArray(Schema.NonEmptyString) }),
  judgesBlank: true,
  references: (params) => namedFields(params.fields),
  compile: (params) => (context) =>
    params.fields.some((key) => looselyEquals(otherField(context, key), true))
      ? []
      : [issue(context.path, "requireOnePropertyValTrue")]
});
