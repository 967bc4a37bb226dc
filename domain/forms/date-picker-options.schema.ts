// A date field's picker configuration (spec sections 2, 5 and 9), as the case writes it beside the field:
// which calendar it shows (days, months or years), the days it never offers (dates and weekdays), the only
// days it offers (an allowed list), whether a choice waits for Select (with Cancel and Now beside it), and
// whether scrolling the page closes it. Dates are M/d/yyyy, as claimants enter them. What they mean for an
// answer is date-picker-choice.ts's; this file only reads them.
import { Schema } from "effect";

/** The calendar's grain: a day (MM/dd/yyyy), a month (MM/yyyy) or a year (yyyy). */
export const PICKER_VIEWS = ["day", "month", "year"] as const;
export type PickerView = (typeof PICKER_VIEWS)[number];

const EnteredDate = Schema.String.check(Schema.isPattern(/^\d{1,2}\/\d{1,2}\/\d{4}$/, { message: "a date is written M/d/yyyy, like 7/4/2024" }));

/** 0 is Sunday, 6 Saturday, as JavaScript's Date counts them. */
const Weekday = Schema.Literals([0, 1, 2, 3, 4, 5, 6]);

export const DatePickerOptions = Schema.Struct({
  view: Schema.optionalKey(Schema.Literals(PICKER_VIEWS)),
  /** Days never offered nor accepted. */
  disabledDates: Schema.optionalKey(Schema.Array(EnteredDate)),
  /** Weekdays never offered nor accepted: 0 Sunday to 6 Saturday. */
  disabledWeekdays: Schema.optionalKey(Schema.Array(Weekday)),
  /** When given, the only days offered and accepted. */
  allowedDates: Schema.optionalKey(Schema.Array(EnteredDate)),
  /** A chosen day waits for Select; Cancel leaves the answer as it was; Now chooses today. */
  confirm: Schema.optionalKey(Schema.Boolean),
  /** Scrolling the page closes the calendar (spec section 4). */
  closeOnScroll: Schema.optionalKey(Schema.Boolean)
});
export type DatePickerOptions = typeof DatePickerOptions.Type;
