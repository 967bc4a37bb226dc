// The date picker's decisions (spec sections 4, 5 and 9), apart from any calendar widget: its defaults, the
// days it offers (the field's date range rule, within the picker's years), the day it shows as chosen, and
// the text a chosen day is stored as. The picker is an aid to typing the date; it never reads a clock.
import { LocalDate } from "@js-joda/core";
import { formatEnteredDate, parseEnteredDate } from "../time/local-date.ts";
import { dateBounds } from "../validation/rules/range.ts";
import type { FieldConfig } from "./field-config.schema.ts";

/** The defaults of spec section 9, as the calendar is configured unless a field says otherwise. */
export const DATE_PICKER_DEFAULTS = {
  format: "MM/dd/yyyy",
  yearPickerFormat: "yyyy",
  monthPickerFormat: "MM/yyyy",
  firstYear: 1900,
  lastYear: 2100,
  menuOffsetPx: 10,
  /** 0 is Sunday: the week starts on Monday. */
  weekStartsOn: 1,
  hourIncrement: 1,
  minuteIncrement: 5,
  secondIncrement: 5,
  twentyFourHourClock: true,
  swipeThresholdPx: 10,
  modeHeight: 255,
  locale: "en-US",
  buttonLabels: { select: "Select", cancel: "Cancel", now: "Now" },
  multiCalendarMinimum: 2,
  rangeSeparator: " - ",
  maxWeeksShown: 6
} as const;

/** A calendar day as a widget names it, month 1 to 12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The first and last day the picker offers, both included. */
export interface DatePickerRange {
  readonly min: CalendarDay;
  readonly max: CalendarDay;
}

const asDay = (date: LocalDate): CalendarDay => ({ year: date.year(), month: date.monthValue(), day: date.dayOfMonth() });

const asLocalDate = (day: CalendarDay): LocalDate => LocalDate.of(day.year, day.month, day.day);

const FIRST_DAY = LocalDate.of(DATE_PICKER_DEFAULTS.firstYear, 1, 1);
const LAST_DAY = LocalDate.of(DATE_PICKER_DEFAULTS.lastYear, 12, 31);

/**
 * The field's date range rule (spec section 5: "the date field takes min and max from this rule") within
 * the years 1900 to 2100. A rule wholly outside those years is kept as it is: the rule decides what validates.
 */
export const datePickerRange = (field: FieldConfig): DatePickerRange => {
  const bounds = dateBounds(field);
  if (bounds === null) return { min: asDay(FIRST_DAY), max: asDay(LAST_DAY) };
  const min = bounds.min.isBefore(FIRST_DAY) ? FIRST_DAY : bounds.min;
  const max = bounds.max.isAfter(LAST_DAY) ? LAST_DAY : bounds.max;
  return min.isAfter(max) ? { min: asDay(bounds.min), max: asDay(bounds.max) } : { min: asDay(min), max: asDay(max) };
};

/** The day the entered text names when the picker offers it; null for no date, a date it cannot read, or one outside the range. */
export const chosenDay = (text: string | null, range: DatePickerRange): CalendarDay | null => {
  const date = text === null ? null : parseEnteredDate(text);
  if (date === null || date.isBefore(asLocalDate(range.min)) || date.isAfter(asLocalDate(range.max))) return null;
  return asDay(date);
};

/**
 * A day chosen in the picker as the field stores it: MM/dd/yyyy ("01/15/2020"), what the
 * SLASH_DELIMITED_FULL_DATE mask shows and what validDate's M/d/yyyy and the range rule read.
 */
export const chosenDayText = (day: CalendarDay): string => formatEnteredDate(asLocalDate(day));

/** The years the picker's year list offers, oldest first. */
export const pickerYears = (range: DatePickerRange): readonly number[] =>
  Array.from({ length: range.max.year - range.min.year + 1 }, (_, index) => range.min.year + index);
