// RequireOnePropertyToHaveAValue (the API spells it with a capital R): at least one of the listed fields
// must not be blank. params: { fields: [key, ...] }. Issue: requireOnePropertyToHaveAValue
// (default text 'At least one field must have a value.').
import { Schema } from "effect";
import { isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import { defineRule, namedFields, otherField } from "./rule-adapter.ts";

export const requireOnePropertyToHaveAValueRule = defineRule({
  type: "RequireOnePropertyToHaveAValue",
  params: Schema.Struct({ fields: Schema.NonEmptyArray(Schema.NonEmptyString) }),
  judgesBlank: true,
  references: (params) => namedFields(params.fields),
  compile: (params) => (context) =>
    params.fields.some((key) => !isBlank(otherField(context, key)))
      ? []
      : [issue(context.path, "requireOnePropertyToHaveAValue")]
});
