// What a date field's picker configuration (date-picker-options.schema.ts) asks of an answer, judged
// alike by the calendar, the browser's validation and the server (spec section 5, "Date picker rules"): a
// month or year picker's answer is written MM/yyyy or yyyy; a day is refused when it is a disabled date,
// falls on a disabled weekday, or is missing from the allowed list. Bounds are the range rule's. The
// configuration is checked as it compiles: a date that does not exist, disabled or allowed days on a month
// or year picker, a picker on a field that is not a date, and a month or year picker under the day mask.
import type { LocalDate } from "@js-joda/core";
import { ConfigurationError } from "../../errors/configuration-error.ts";
import type { DatePickerOptions, PickerView } from "../../forms/date-picker-options.schema.ts";
import type { FieldConfig } from "../../forms/field-config.schema.ts";
import { isBlank } from "../../forms/field-value.ts";
import { formatEnteredDate, parseEnteredDate } from "../../time/local-date.ts";
import { formatPicked, PICKED_FORMATS, parsePicked } from "../../time/picked-date.ts";
import type { FieldRule } from "../rule-context.ts";
import { issue } from "../validation-issue.ts";

/** The mask of whole days, which a month or a year does not fit. */
const DAY_MASK = "SLASH_DELIMITED_FULL_DATE";

/** Whether the calendar offers the day: not disabled, not on a disabled weekday, and in the allowed list when there is one. */
export interface OfferedDays {
  readonly offers: (date: LocalDate) => boolean;
}

const invalid = (field: FieldConfig, message: string): ConfigurationError =>
  new ConfigurationError("invalidDatePicker", `Field "${field.key}": ${message}`);

const readDates = (field: FieldConfig, list: readonly string[] | undefined, name: string): ReadonlySet<string> | null => {
  if (list === undefined) return null;
  return new Set(
    list.map((text, index) => {
      const date = parseEnteredDate(text);
      if (date === null) throw invalid(field, `datePicker.${name}[${String(index)}] "${text}" is not a real date`);
      return formatEnteredDate(date);
    })
  );
};

/** The days the field's calendar offers; throws ConfigurationError for a picker it cannot use. */
export const offeredDays = (field: FieldConfig, options: DatePickerOptions): OfferedDays => {
  const view: PickerView = options.view ?? "day";
  const disabled = readDates(field, options.disabledDates, "disabledDates");
  const allowed = readDates(field, options.allowedDates, "allowedDates");
  const weekdays = new Set<number>(options.disabledWeekdays ?? []);
  if (view !== "day" && (disabled !== null || allowed !== null || weekdays.size > 0)) {
    throw invalid(field, `a ${view} picker offers no single days: disabledDates, disabledWeekdays and allowedDates belong to a day picker`);
  }
  return {
    offers: (date) => {
      const day = formatEnteredDate(date);
      // js-joda counts Monday 1 to Sunday 7; the configuration counts Sunday 0 to Saturday 6.
      return !(disabled?.has(day) ?? false) && !weekdays.has(date.dayOfWeek().value() % 7) && (allowed?.has(day) ?? true);
    }
  };
};

/** The field's picker rule, or null for a field without picker configuration; throws ConfigurationError on a bad one. */
export const datePickerRule = (field: FieldConfig): FieldRule | null => {
  const options = field.datePicker;
  if (options === undefined) return null;
  if (field.control !== "date") throw invalid(field, `datePicker belongs to a date field (control "date"), not "${field.control ?? "text"}"`);
  const view = options.view ?? "day";
  if (view !== "day" && field.maskName === DAY_MASK) {
    throw invalid(field, `a ${view} picker's answers (${PICKED_FORMATS[view]}) do not fit the mask ${DAY_MASK}`);
  }
  const days = offeredDays(field, options);
  return (context) => {
    if (typeof context.value !== "string" || isBlank(context.value)) return [];
    const date = parsePicked(context.value, view);
    // A day that is not a date is validDate's to say; a month or a year is said here.
    if (date === null) return view === "day" ? [] : [issue(context.path, view === "month" ? "monthFormat" : "yearFormat")];
    return days.offers(date) ? [] : [issue(context.path, "dateNotOffered", { date: formatPicked(date, view) })];
  };
};
