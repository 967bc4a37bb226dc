// maxLength: the value may hold at most `max` characters, counted as Unicode code points (an emoji is one).
// params: { max: non-negative integer }. Issue: maxLength { max }.
import { Schema } from "effect";
import { issue } from "../validation-issue.ts";
import { defineRule, valueText } from "./rule-adapter.ts";

export const maxLengthRule = defineRule({
  type: "maxLength",
  params: Schema.Struct({ max: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) }),
  compile: (params) => (context) => {
    const text = valueText(context.value);
    if (text === null) return [];
    return Array.from(text).length <= params.max ? [] : [issue(context.path, "maxLength", { max: params.max })];
  }
});
