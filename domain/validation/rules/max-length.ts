// maxLength: the value may hold at most `max` characters, counted as the client validator counts them
// (UTF-16 code units, as the browser's maxlength and the .NET server do), so browser and server agree.
// params: { max: non-negative integer }. Issue: maxLength { max }.
import { Schema } from "effect";
import { maxLength } from "../client/max-length.ts";
import { defineRule } from "./rule-adapter.ts";

export const maxLengthRule = defineRule({
  type: "maxLength",
  params: Schema.Struct({ max: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)) }),
  compile: (params) => (context) => {
    const found = maxLength(context.path, params.max)(context.value);
    return found === null ? [] : [found];
  }
});
