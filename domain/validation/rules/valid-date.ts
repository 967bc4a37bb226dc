// validDate: the value must be a real date in one of the server's comma-separated formats.
// params: { formats: "MM/dd/yyyy, M/d/yyyy, yyyy-MM-dd" } with the tokens of time/date-format.ts
// (yyyy, yy pivoting at 60, MM, M, dd, d). Issue: validDate (its text is the server's message).
// An unsupported or empty format list is a ConfigurationError when the field is compiled.
import { Schema } from "effect";
import { type DateFormat, compileDateFormat, parseDateInAny } from "../../time/date-format.ts";
import { issue } from "../validation-issue.ts";
import { type RuleSource, defineRule, ruleConfigError, valueText } from "./rule-adapter.ts";

const compileFormats = (list: string, source: RuleSource): readonly DateFormat[] => {
  const patterns = list
    .split(",")
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== "");
  if (patterns.length === 0) throw ruleConfigError("invalidValidationConfig", source, "formats lists no date format");
  return patterns.map((pattern) => {
    const format = compileDateFormat(pattern);
    if (format === null) {
      throw ruleConfigError("invalidValidationConfig", source, `unsupported date format "${pattern}"`);
    }
    return format;
  });
};

export const validDateRule = defineRule({
  type: "validDate",
  params: Schema.Struct({ formats: Schema.String }),
  compile: (params, source) => {
    const formats = compileFormats(params.formats, source);
    return (context) => {
      const text = valueText(context.value);
      if (text === null) return [];
      return parseDateInAny(text, formats) === null ? [issue(context.path, "validDate")] : [];
    };
  }
});
