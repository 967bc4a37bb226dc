// preventFutureDate and preventFutureShortDate: the date must be before today in Los Angeles, or on or
// before today when inclusive. params: { inclusive?: boolean }. Issue: preventFutureDate.
// The short form reads M/d/yyyy only; the long form also reads ISO yyyy-MM-dd. A value that is not a date
// in those forms says nothing here (validDate reports it). "Today" comes from the context's `now`.
import { Instant } from "@js-joda/core";
import { Schema } from "effect";
import { type DateFormat, parseDateInAny } from "../../time/date-format.ts";
import { ENTERED_DATE_FORMAT, ISO_DATE_FORMAT, todayInLosAngeles } from "../../time/local-date.ts";
import { issue } from "../validation-issue.ts";
import { type RuleAdapter, defineRule } from "./rule-adapter.ts";

const preventFuture = (type: string, formats: readonly DateFormat[]): RuleAdapter =>
  defineRule({
    type,
    params: Schema.Struct({ inclusive: Schema.optionalKey(Schema.Boolean) }),
    compile: (params) => (context) => {
      if (typeof context.value !== "string") return [];
      const date = parseDateInAny(context.value, formats);
      if (date === null) return [];
      const today = todayInLosAngeles(Instant.ofEpochMilli(context.now));
      const ok = params.inclusive === true ? !date.isAfter(today) : date.isBefore(today);
      return ok ? [] : [issue(context.path, "preventFutureDate")];
    }
  });

export const preventFutureDateRule = preventFuture("preventFutureDate", [ENTERED_DATE_FORMAT, ISO_DATE_FORMAT]);

export const preventFutureShortDateRule = preventFuture("preventFutureShortDate", [ENTERED_DATE_FORMAT]);
