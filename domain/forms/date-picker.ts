// The date picker's decisions (spec sections 4, 5 and 9), apart from any calendar widget: its defaults, its
// grain (day, month or year), the days it offers (the field's date range rule within the picker's years, less
// its disabled days, within its allowed list), the day it shows as chosen, and the text a chosen day is
// stored as, and today for its Now from the caller's clock reading. The picker is an aid to typing the date;
// it never reads a clock.
import { ChronoUnit, Instant, LocalDate } from "@js-joda/core";
import { todayInLosAngeles } from "../time/local-date.ts";
import { formatPicked, PICKED_FORMATS, parsePicked, startOfGrain } from "../time/picked-date.ts";
import { offeredDays } from "../validation/rules/date-picker-choice.ts";
import { dateBounds } from "../validation/rules/range.ts";
import type { PickerView } from "./date-picker-options.schema.ts";
import type { FieldConfig } from "./field-config.schema.ts";
import { RANGE_SEPARATOR } from "./date-selection.ts";
import { PICKER_FIRST_YEAR, PICKER_LAST_YEAR } from "./picker-years.ts";

/** The defaults of spec section 9, as the calendar is configured unless a field says otherwise. */
export const DATE_PICKER_DEFAULTS = {
  format: PICKED_FORMATS.day,
  yearPickerFormat: PICKED_FORMATS.year,
  monthPickerFormat: PICKED_FORMATS.month,
  firstYear: PICKER_FIRST_YEAR,
  lastYear: PICKER_LAST_YEAR,
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
  rangeSeparator: RANGE_SEPARATOR,
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

/** How the field's calendar behaves: its grain, whether a choice waits for Select, whether scrolling closes it. */
export interface PickerBehaviour {
  readonly view: PickerView;
  readonly confirm: boolean;
  readonly closeOnScroll: boolean;
}

export const pickerBehaviour = (field: FieldConfig): PickerBehaviour => ({
  view: field.datePicker?.view ?? "day",
  confirm: field.datePicker?.confirm === true,
  closeOnScroll: field.datePicker?.closeOnScroll === true
});

/**
 * The day (the month's or year's first, for those grains) the entered text names when the picker offers it;
 * null for no text, text it cannot read, or a day outside the range.
 */
export const chosenDay = (text: string | null, range: DatePickerRange, view: PickerView = "day"): CalendarDay | null => {
  const date = text === null ? null : parsePicked(text, view);
  if (date === null || date.isBefore(startOfGrain(asLocalDate(range.min), view)) || date.isAfter(asLocalDate(range.max))) return null;
  return asDay(date);
};

/**
 * A day chosen in the picker as the field stores it: MM/dd/yyyy ("01/15/2020"), what the
 * SLASH_DELIMITED_FULL_DATE mask shows and what validDate's M/d/yyyy and the range rule read; MM/yyyy or
 * yyyy for a month or year picker.
 */
export const chosenDayText = (day: CalendarDay, view: PickerView = "day"): string => formatPicked(asLocalDate(day), view);

/** The day cut to its grain (the month's or year's first) when the range offers it, else null: what Now chooses. */
export const dayInGrain = (day: CalendarDay, range: DatePickerRange, view: PickerView): CalendarDay | null =>
  chosenDay(chosenDayText(day, view), range, view);

/** Whether the calendar offers the day: the rule that judges the answer, asked before the claimant chooses. */
export const dayOffered = (field: FieldConfig): ((day: CalendarDay) => boolean) => {
  if (field.datePicker === undefined) return () => true;
  const days = offeredDays(field, field.datePicker);
  return (day) => days.offers(asLocalDate(day));
};

/** The years the picker's year list offers, oldest first. */
export const pickerYears = (range: DatePickerRange): readonly number[] =>
  Array.from({ length: range.max.year - range.min.year + 1 }, (_, index) => range.min.year + index);

/** Today in Los Angeles at the clock's reading (epoch milliseconds): the calendar's Now. */
export const pickerToday = (now: number): CalendarDay => asDay(todayInLosAngeles(Instant.ofEpochMilli(now)));

/** How far from its starting day the calendar looks for a day it offers: ten years each way. */
const NEAREST_SEARCH_DAYS = 3660;

/**
 * The day the calendar opens on when none is chosen: `from` (today) kept inside the range, or the nearest
 * day to it that the picker offers, so the arrow keys start from a day that can be chosen; null when none
 * lies within ten years of it.
 */
export const nearestOfferedDay = (range: DatePickerRange, offered: (day: CalendarDay) => boolean, from: CalendarDay): CalendarDay | null => {
  const [min, max] = [asLocalDate(range.min), asLocalDate(range.max)];
  const start = LocalDate.of(from.year, from.month, from.day);
  const origin = start.isBefore(min) ? min : start.isAfter(max) ? max : start;
  for (let step = 0; step <= NEAREST_SEARCH_DAYS; step += 1) {
    for (const date of step === 0 ? [origin] : [origin.minusDays(step), origin.plusDays(step)]) {
      if (!date.isBefore(min) && !date.isAfter(max) && offered(asDay(date))) return asDay(date);
    }
  }
  return null;
};

/** Each text of a list as the day it names when the picker offers it; null for an empty box or one it cannot read. */
export const listedDays = (texts: readonly string[], range: DatePickerRange): readonly (CalendarDay | null)[] =>
  texts.map((text) => (text.trim() === "" ? null : chosenDay(text, range)));

/** The days in date order. */
export const inDateOrder = (days: readonly CalendarDay[]): readonly CalendarDay[] =>
  [...days].sort((left, right) => asLocalDate(left).compareTo(asLocalDate(right)));

/** The week (Monday to Sunday, spec section 9's first weekday) that holds the day: its first and last day. */
export const weekOf = (day: CalendarDay): readonly [CalendarDay, CalendarDay] => {
  const date = asLocalDate(day);
  const first = date.minusDays((date.dayOfWeek().value() - 1 + 7) % 7);
  return [asDay(first), asDay(first.plusDays(6))];
};

/** A week typed as its first day: that day and the sixth after it, or the text alone while it names no day. */
export const weekFromFirstDay = (text: string): readonly [string, string] => {
  const date = parsePicked(text, "day");
  return date === null ? [text, ""] : [text, formatPicked(date.plusDays(6), "day")];
};

/** Whether a day may be a range's other end, `anchor` its first (side "end") or its last (side "start"). */
const rangeOtherEnd = (field: FieldConfig, anchor: CalendarDay, side: "start" | "end"): ((day: CalendarDay) => boolean) => {
  const options = field.datePicker ?? {};
  const days = field.datePicker === undefined ? null : offeredDays(field, field.datePicker);
  const fixed = asLocalDate(anchor);
  return (day) => {
    const date = asLocalDate(day);
    if (days !== null && !days.offers(date)) return false;
    // Before a chosen first day, a day starts the range again (unless the first is fixed); after a fixed last, none.
    if (side === "end" && date.isBefore(fixed)) return options.fixedStart === undefined;
    if (side === "start" && date.isAfter(fixed)) return false;
    const [first, last] = side === "end" ? [fixed, date] : [date, fixed];
    const length = first.until(last, ChronoUnit.DAYS) + 1;
    if (options.minRangeDays !== undefined && length < options.minRangeDays) return false;
    if (options.maxRangeDays !== undefined && length > options.maxRangeDays) return false;
    return options.noDisabledDaysInRange !== true || days === null || days.firstNotOfferedBetween(first, last) === null;
  };
};

/**
 * Which days the calendar offers as a range's last day once its first is chosen (or fixed): an offered day
 * that keeps the range's length within its bounds and, when the picker says so, leaves no day it does not
 * offer inside, as the range's rule judges it; a day before the first (which starts the range again) when
 * the picker offers it and the first is not fixed.
 */
export const rangeEndOffered = (field: FieldConfig, first: CalendarDay): ((day: CalendarDay) => boolean) => rangeOtherEnd(field, first, "end");

/** Which days the calendar offers as a range's first day when its last is fixed: the same rule, from the other end. */
export const rangeStartOffered = (field: FieldConfig, last: CalendarDay): ((day: CalendarDay) => boolean) => rangeOtherEnd(field, last, "start");

/** The first Monday and last Sunday of the range: the weeks a week picker offers lie wholly inside it. */
export const weekPickerRange = (range: DatePickerRange): DatePickerRange => {
  const [min, max] = [asLocalDate(range.min), asLocalDate(range.max)];
  const first = min.plusDays((8 - min.dayOfWeek().value()) % 7);
  const last = max.minusDays(max.dayOfWeek().value() % 7);
  return first.isAfter(last) ? range : { min: asDay(first), max: asDay(last) };
};
