// regularExpression: the whole value must match the server's pattern (as .NET's RegularExpression
// attribute checks it). params: { pattern }. Issue: regexInvalidValue (message key regex-invalid-value).
// A pattern that does not compile is a ConfigurationError (invalidRegularExpression) when the field is compiled.
import { Schema } from "effect";
import { issue } from "../validation-issue.ts";
import { defineRule, valueText } from "./rule-adapter.ts";
import { compileServerPattern } from "./server-pattern.ts";

export const regularExpressionRule = defineRule({
  type: "regularExpression",
  params: Schema.Struct({ pattern: Schema.String }),
  compile: (params, source) => {
    const pattern = compileServerPattern(params.pattern, source, "whole");
    return (context) => {
      const text = valueText(context.value);
      return text === null || pattern.test(text) ? [] : [issue(context.path, "regexInvalidValue")];
    };
  }
});
