// requiredIfOtherPropertyMatchesRegex: the field is required when another field's value matches a
// server-given regular expression anywhere (a blank other field is tested as ""). params: { field, pattern }.
// Issue: conditionallyRequired when required and the value is blank. A pattern that does not compile is a
// ConfigurationError (invalidRegularExpression) when the field is compiled.
import { Schema } from "effect";
import { isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import { defineRule, namedField, otherField, valueText } from "./rule-adapter.ts";
import { compileServerPattern } from "./server-pattern.ts";

export const requiredIfOtherPropertyMatchesRegexRule = defineRule({
  type: "requiredIfOtherPropertyMatchesRegex",
  params: Schema.Struct({ field: Schema.NonEmptyString, pattern: Schema.String }),
  judgesBlank: true,
  references: (params) => namedField(params.field),
  compile: (params, source) => {
    const pattern = compileServerPattern(params.pattern, source, "anywhere");
    return (context) => {
      if (!isBlank(context.value)) return [];
      const text = valueText(otherField(context, params.field));
      return text !== null && pattern.test(text) ? [issue(context.path, "conditionallyRequired")] : [];
    };
  }
});
