// A date field's picker configuration (spec sections 2, 5 and 9), as the case writes it beside the field:
// which calendar it shows (days, months or years), how many days it takes (one, a range, several, or a
// week) with the range's and the multi-date's limits, the days it never offers (dates and weekdays), the
// only days it offers (an allowed list), whether a choice waits for Select (with Cancel and Now beside it),
// and whether scrolling the page closes it. Dates are M/d/yyyy, as claimants enter them. What they mean for
// an answer is date-picker-choice.ts's and date-list-choice.ts's; this file only reads them.
import { Schema } from "effect";

/** The calendar's grain: a day (MM/dd/yyyy), a month (MM/yyyy) or a year (yyyy). */
export const PICKER_VIEWS = ["day", "month", "year"] as const;
export type PickerView = (typeof PICKER_VIEWS)[number];

const EnteredDate = Schema.String.check(Schema.isPattern(/^\d{1,2}\/\d{1,2}\/\d{4}$/, { message: "a date is written M/d/yyyy, like 7/4/2024" }));

/** 0 is Sunday, 6 Saturday, as JavaScript's Date counts them. */
const Weekday = Schema.Literals([0, 1, 2, 3, 4, 5, 6]);

/**
 * How many days the field takes: one; a range, chosen first day then last ("no date, to start only, to
 * start and end", spec section 4); several days, each chosen or removed in turn; or a week, from the
 * calendar's first weekday (Monday) to its last. All but one hold a list of dates (spec section 5: "a date
 * array is required for multi-date and week-picker models"), and take whole days only.
 */
export const DATE_SELECTIONS = ["single", "range", "multiple", "week"] as const;
export type DateSelection = (typeof DATE_SELECTIONS)[number];

/** The most days a multi-date field may be configured to take, and what a list of dates may hold on the wire. */
export const MAX_DATES_LIMIT = 60;

/** A range's longest configurable length, in days: a hundred years. */
const MAX_RANGE_DAYS = 36_600;

const RangeDays = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_RANGE_DAYS }));

export const DatePickerOptions = Schema.Struct({
  view: Schema.optionalKey(Schema.Literals(PICKER_VIEWS)),
  /** One day (the default), a range, several days or a week. */
  selection: Schema.optionalKey(Schema.Literals(DATE_SELECTIONS)),
  /** A multi-date's most days (spec section 5, "multi-date limit"): 2 to MAX_DATES_LIMIT, 10 when not given. */
  maxDates: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 2, maximum: MAX_DATES_LIMIT }))),
  /** A range's fewest days, first and last counted. */
  minRangeDays: Schema.optionalKey(RangeDays),
  /** A range's most days, first and last counted. */
  maxRangeDays: Schema.optionalKey(RangeDays),
  /** The day every range starts on: the claimant chooses its last day only. */
  fixedStart: Schema.optionalKey(EnteredDate),
  /** The day every range ends on: the claimant chooses its first day only. */
  fixedEnd: Schema.optionalKey(EnteredDate),
  /** A range may not hold a day the calendar does not offer (spec section 5, "no disabled days inside a range"). */
  noDisabledDaysInRange: Schema.optionalKey(Schema.Boolean),
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
