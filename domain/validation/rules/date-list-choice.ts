// What a date field that takes a list of dates asks of its answer (spec sections 4 and 5: range selection,
// multi-date and week pickers, "range options: minimum and maximum range length, fixed start or end,
// multi-date limit, no disabled days inside a range"), judged alike by the calendar, the browser's
// validation and the server. A range holds its first and last day, in that order, both entered; a week its
// first and last day, Monday to Sunday; a multi-date its days, none twice (a box left empty is no day).
// Every day must be readable (M/d/yyyy) and offered. The configuration is checked as it compiles: options
// that belong to another selection, bounds that cross, a fixed end that is not offered, a list on a month or
// year picker, day restrictions on a week picker or a range rule holding no whole week; and a default,
// prepopulated or reset value, which is one value where a list of dates is required (spec section 8: "a date
// array required for multi-date and week-picker models").
import { ChronoUnit, LocalDate } from "@js-joda/core";
import { ConfigurationError } from "../../errors/configuration-error.ts";
import type { DatePickerOptions } from "../../forms/date-picker-options.schema.ts";
import type { FieldConfig } from "../../forms/field-config.schema.ts";
import { dateSelection, takesDateList } from "../../forms/date-selection.ts";
import { PICKER_FIRST_YEAR, PICKER_LAST_YEAR } from "../../forms/picker-years.ts";
import { isBlank, isDateList } from "../../forms/field-value.ts";
import { formatEnteredDate, parseEnteredDate } from "../../time/local-date.ts";
import type { FieldRule } from "../rule-context.ts";
import { issue, type ValidationIssue } from "../validation-issue.ts";
import { dateBounds } from "./range.ts";

/** The days the calendar offers (date-picker-choice.ts): not disabled, not on a disabled weekday, in the allowed list if any. */
export interface OfferedDays {
  readonly offers: (date: LocalDate) => boolean;
  /** The first day strictly between the two that is not offered, found without walking the days between; null for none. */
  readonly firstNotOfferedBetween: (after: LocalDate, before: LocalDate) => LocalDate | null;
}

/** The calendar's first weekday, as js-joda counts them (Monday 1 to Sunday 7): spec section 9's day 1. */
const WEEK_STARTS_ON = 1;

const invalid = (field: FieldConfig, message: string): ConfigurationError =>
  new ConfigurationError("invalidDatePicker", `Field "${field.key}": ${message}`);

const RANGE_OPTIONS = ["minRangeDays", "maxRangeDays", "fixedStart", "fixedEnd", "noDisabledDaysInRange"] as const;

/** The days a range covers, its first and last counted. */
const rangeLength = (first: LocalDate, last: LocalDate): number => first.until(last, ChronoUnit.DAYS) + 1;

/** Throws ConfigurationError for list options the field's selection cannot use. */
export const checkDateListOptions = (field: FieldConfig, options: DatePickerOptions, days: OfferedDays): void => {
  const selection = options.selection ?? "single";
  const view = options.view ?? "day";
  if (selection !== "single" && view !== "day") throw invalid(field, `a ${view} picker takes one ${view}: selection "${selection}" belongs to a day picker`);
  for (const option of RANGE_OPTIONS) {
    if (options[option] !== undefined && selection !== "range") throw invalid(field, `datePicker.${option} belongs to a range (selection "range"), not "${selection}"`);
  }
  if (options.maxDates !== undefined && selection !== "multiple") throw invalid(field, `datePicker.maxDates belongs to several days (selection "multiple"), not "${selection}"`);
  if (selection === "week" && (options.disabledDates !== undefined || options.allowedDates !== undefined || options.disabledWeekdays !== undefined)) {
    throw invalid(field, "a week picker offers whole weeks: disabledDates, disabledWeekdays and allowedDates belong to a day picker");
  }
  const bounds = dateBounds(field);
  if (selection === "week") {
    // The calendar's days: the range rule's within the picker's years.
    const [first, last] = [LocalDate.of(PICKER_FIRST_YEAR, 1, 1), LocalDate.of(PICKER_LAST_YEAR, 12, 31)];
    const min = bounds === null || bounds.min.isBefore(first) ? first : bounds.min;
    const max = bounds === null || bounds.max.isAfter(last) ? last : bounds.max;
    const firstMonday = min.plusDays((WEEK_STARTS_ON + 7 - min.dayOfWeek().value()) % 7);
    if (firstMonday.plusDays(6).isAfter(max)) throw invalid(field, "the range rule holds no whole week, Monday to Sunday, within the calendar's years: the week picker would offer none");
  }
  const { minRangeDays, maxRangeDays, fixedStart, fixedEnd } = options;
  if (minRangeDays !== undefined && maxRangeDays !== undefined && minRangeDays > maxRangeDays) {
    throw invalid(field, `datePicker.minRangeDays (${String(minRangeDays)}) is more than datePicker.maxRangeDays (${String(maxRangeDays)}): no range would do`);
  }
  if (fixedStart !== undefined && fixedEnd !== undefined) throw invalid(field, "datePicker.fixedStart and datePicker.fixedEnd together leave the claimant nothing to choose; keep one");
  for (const [name, text] of [["fixedStart", fixedStart], ["fixedEnd", fixedEnd]] as const) {
    if (text === undefined) continue;
    const date = parseEnteredDate(text);
    if (date === null) throw invalid(field, `datePicker.${name} "${text}" is not a real date`);
    const inside = bounds === null || (!date.isBefore(bounds.min) && !date.isAfter(bounds.max));
    if (!inside || !days.offers(date)) throw invalid(field, `datePicker.${name} "${text}" is a day the calendar does not offer (outside the range rule, or disabled)`);
  }
};

/**
 * Throws ConfigurationError when the field would start with, or be reset to, one value where it holds a list
 * of dates: a defaultValue, a prepopulatedDataKey or a dependency's resetValue, each of which gives one value
 * (spec section 8: "a date array required for multi-date and week-picker models").
 */
export const checkDateListModel = (field: FieldConfig): void => {
  if (!takesDateList(field)) return;
  const selection = dateSelection(field);
  if (field.defaultValue !== undefined && field.defaultValue !== null) {
    throw invalid(field, `a date array is required for a ${selection} date model: defaultValue gives one value; leave it out`);
  }
  if (field.prepopulatedDataKey !== undefined) {
    throw invalid(field, `a date array is required for a ${selection} date model: prepopulatedDataKey gives one value; leave it out`);
  }
  const reset = field.dependencies?.resetValue;
  if (reset !== undefined && reset !== null) {
    throw invalid(field, `a date array is required for a ${selection} date model: dependencies.resetValue gives one value; leave it out (an unmet dependency empties the field)`);
  }
};

interface ReadDays {
  readonly days: readonly (LocalDate | null)[];
  readonly issues: readonly ValidationIssue[];
}

/** Each entered text as a day (null for one left empty); a text that is no day, or a day not offered, is the first issue. */
const readDays = (texts: readonly string[], days: OfferedDays, path: readonly string[]): ReadDays => {
  const read: (LocalDate | null)[] = [];
  for (const text of texts) {
    if (isBlank(text)) {
      read.push(null);
      continue;
    }
    const date = parseEnteredDate(text);
    if (date === null) return { days: [], issues: [issue(path, "dayFormat")] };
    if (!days.offers(date)) return { days: [], issues: [issue(path, "dateNotOffered", { date: formatEnteredDate(date) })] };
    read.push(date);
  }
  return { days: read, issues: [] };
};

const judgeRange = (options: DatePickerOptions, days: OfferedDays, first: LocalDate | null, last: LocalDate | null, path: readonly string[]): readonly ValidationIssue[] => {
  if (first === null) return [issue(path, "rangeStartMissing")];
  if (last === null) return [issue(path, "rangeEndMissing")];
  if (last.isBefore(first)) return [issue(path, "rangeOrder")];
  const fixedStart = options.fixedStart === undefined ? null : parseEnteredDate(options.fixedStart);
  if (fixedStart !== null && !first.isEqual(fixedStart)) return [issue(path, "rangeFixedStart", { date: formatEnteredDate(fixedStart) })];
  const fixedEnd = options.fixedEnd === undefined ? null : parseEnteredDate(options.fixedEnd);
  if (fixedEnd !== null && !last.isEqual(fixedEnd)) return [issue(path, "rangeFixedEnd", { date: formatEnteredDate(fixedEnd) })];
  const length = rangeLength(first, last);
  if (options.minRangeDays !== undefined && length < options.minRangeDays) return [issue(path, "rangeTooShort", { min: options.minRangeDays })];
  if (options.maxRangeDays !== undefined && length > options.maxRangeDays) return [issue(path, "rangeTooLong", { max: options.maxRangeDays })];
  const gap = options.noDisabledDaysInRange === true ? days.firstNotOfferedBetween(first, last) : null;
  return gap === null ? [] : [issue(path, "rangeHoldsDisabled", { date: formatEnteredDate(gap) })];
};

const judgeWeek = (first: LocalDate | null, last: LocalDate | null, path: readonly string[]): readonly ValidationIssue[] => {
  if (first === null || last === null || first.dayOfWeek().value() !== WEEK_STARTS_ON || !last.isEqual(first.plusDays(6))) return [issue(path, "weekNotWhole")];
  return [];
};

const judgeSeveral = (read: readonly (LocalDate | null)[], path: readonly string[]): readonly ValidationIssue[] => {
  const seen = new Set<string>();
  for (const date of read) {
    if (date === null) continue;
    const text = formatEnteredDate(date);
    if (seen.has(text)) return [issue(path, "dateRepeated", { date: text })];
    seen.add(text);
  }
  return [];
};

/** The rule of a field taking a list of dates; its length is field-bounds.ts's, its bounds the range rule's on each day. */
export const dateListRule =
  (options: DatePickerOptions, days: OfferedDays): FieldRule =>
  (context) => {
    const { value, path } = context;
    if (isBlank(value)) return [];
    if (!isDateList(value)) return [issue(path, "dateListExpected")];
    const read = readDays(value, days, path);
    if (read.issues.length > 0) return read.issues;
    const [first = null, last = null] = read.days;
    const selection = options.selection ?? "single";
    if (selection === "range") return judgeRange(options, days, first, last, path);
    if (selection === "week") return judgeWeek(first, last, path);
    return judgeSeveral(read.days, path);
  };
