// endDate: this field's date must be strictly after the start date held by another field, or on or after
// it when inclusive. params: { field: string (the start date's key), inclusive?: boolean }.
// Issue: endDate (its text is the server's message, in params.message). Both dates are M/d/yyyy; when either
// is blank or not a date the rule says nothing (validDate or required report that).
import { Schema } from "effect";
import { parseEnteredDate } from "../../time/local-date.ts";
import { issue } from "../validation-issue.ts";
import { defineRule, namedField, otherField } from "./rule-adapter.ts";

export const endDateRule = defineRule({
  type: "endDate",
  params: Schema.Struct({ field: Schema.NonEmptyString, inclusive: Schema.optionalKey(Schema.Boolean) }),
  references: (params) => namedField(params.field),
  compile: (params) => (context) => {
    const start = otherField(context, params.field);
    const end = context.value;
    const startDate = typeof start === "string" ? parseEnteredDate(start) : null;
    const endDate = typeof end === "string" ? parseEnteredDate(end) : null;
    if (startDate === null || endDate === null) return [];
    const ok = params.inclusive === true ? !endDate.isBefore(startDate) : endDate.isAfter(startDate);
    return ok ? [] : [issue(context.path, "endDate")];
  }
});
