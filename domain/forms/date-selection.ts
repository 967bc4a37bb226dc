// How many days a date field takes, read from its picker configuration: one day, a range, several days or
// a week, the longest list of dates it holds, and the list as one line of text (summary and receipt). Kept
// apart from the calendar's date code so every check that runs before a field's rules (field-bounds.ts) can
// ask it without loading any date library.
import type { DateSelection } from "./date-picker-options.schema.ts";
import type { FieldConfig } from "./field-config.schema.ts";
import type { DateList } from "./field-value.ts";

/** Between a range's or a week's first and last day (spec section 9's range separator). */
export const RANGE_SEPARATOR = " - ";

/** Between the days of a multi-date. */
const DAYS_SEPARATOR = ", ";

/** A multi-date's most days when its picker names no maxDates. */
export const DEFAULT_MAX_DATES = 10;

/** The field's selection: "single" for any field whose picker says none, or that has no picker. */
export const dateSelection = (field: FieldConfig): DateSelection => (field.control === "date" ? (field.datePicker?.selection ?? "single") : "single");

/** Whether the field holds a list of dates (a range, several days or a week) rather than one. */
export const takesDateList = (field: FieldConfig): boolean => dateSelection(field) !== "single";

/** The most dates the field's list holds: a range's and a week's two ends, or a multi-date's limit. */
export const dateListLimit = (field: FieldConfig): number =>
  dateSelection(field) === "multiple" ? (field.datePicker?.maxDates ?? DEFAULT_MAX_DATES) : 2;

/** The list as a line: a range or a week as its first and last day, "07/01/2024 - 07/31/2024"; several days one after another. */
export const dateListText = (field: FieldConfig, dates: DateList): string => {
  const entered = dates.map((date) => date.trim());
  return dateSelection(field) === "multiple" ? entered.filter((date) => date !== "").join(DAYS_SEPARATOR) : entered.join(RANGE_SEPARATOR);
};
