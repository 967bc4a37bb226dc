// What a date field's picker configuration (date-picker-options.schema.ts) asks of an answer, judged
// alike by the calendar, the browser's validation and the server (spec section 5, "Date picker rules"): a
// month or year picker's answer is written MM/yyyy or yyyy; a day is refused when it is a disabled date,
// falls on a disabled weekday, or is missing from the allowed list, and, when the picker restricts days,
// when it is not written M/d/yyyy at all. Bounds are the range rule's. The configuration is checked as it
// compiles: a date that does not exist, disabled or allowed days on a month or year picker, rules that read
// days on one, a picker on a field that is not a date, a month or year picker under the day mask, and a
// picker that would offer no day. A picker that takes a range, several days or a week is
// date-list-choice.ts's.
import type { LocalDate } from "@js-joda/core";
import { ConfigurationError } from "../../errors/configuration-error.ts";
import type { DatePickerOptions, PickerView } from "../../forms/date-picker-options.schema.ts";
import type { FieldConfig } from "../../forms/field-config.schema.ts";
import { isBlank } from "../../forms/field-value.ts";
import { formatEnteredDate, parseEnteredDate } from "../../time/local-date.ts";
import { formatPicked, PICKED_FORMATS, parsePicked } from "../../time/picked-date.ts";
import type { FieldRule } from "../rule-context.ts";
import { issue } from "../validation-issue.ts";
import { checkDateListOptions, dateListRule, type OfferedDays } from "./date-list-choice.ts";
import { dateBounds } from "./range.ts";

/** The mask of whole days, which a month or a year does not fit. */
const DAY_MASK = "SLASH_DELIMITED_FULL_DATE";

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

/** Rules that read whole days: a month or year picker's answers would pass them unread, or fail them all. */
const DAY_RULES: ReadonlySet<string> = new Set(["validDate", "preventFutureDate", "preventFutureShortDate", "endDate"]);

/** The days the field's calendar offers; throws ConfigurationError for a picker it cannot use, or one that offers no day. */
export const offeredDays = (field: FieldConfig, options: DatePickerOptions): OfferedDays & { readonly restricts: boolean } => {
  const view: PickerView = options.view ?? "day";
  const disabled = readDates(field, options.disabledDates, "disabledDates");
  const allowed = readDates(field, options.allowedDates, "allowedDates");
  const weekdays = new Set<number>(options.disabledWeekdays ?? []);
  if (view !== "day" && (disabled !== null || allowed !== null || weekdays.size > 0)) {
    throw invalid(field, `a ${view} picker offers no single days: disabledDates, disabledWeekdays and allowedDates belong to a day picker`);
  }
  if (weekdays.size === 7) throw invalid(field, "datePicker.disabledWeekdays disables every weekday: the calendar would offer no day");
  const offers = (date: LocalDate): boolean => {
    const day = formatEnteredDate(date);
    // js-joda counts Monday 1 to Sunday 7; the configuration counts Sunday 0 to Saturday 6.
    return !(disabled?.has(day) ?? false) && !weekdays.has(date.dayOfWeek().value() % 7) && (allowed?.has(day) ?? true);
  };
  const disabledDays = [...(disabled ?? [])].flatMap((day) => parseEnteredDate(day) ?? []);
  // Each allowed day's run of allowed days runs to this day: the day after it is the first not allowed.
  const runEnds = new Map<string, LocalDate>();
  const allowedDays = [...(allowed ?? [])].flatMap((day) => parseEnteredDate(day) ?? []).sort((left, right) => right.compareTo(left));
  for (const day of allowedDays) runEnds.set(formatEnteredDate(day), runEnds.get(formatEnteredDate(day.plusDays(1))) ?? day);
  // Every day the configuration refuses is found without walking a long range: the disabled dates listed, the
  // first day of each disabled weekday, and the first day after the start missing from an allowed list.
  const firstNotOfferedBetween = (after: LocalDate, before: LocalDate): LocalDate | null => {
    const inside = (date: LocalDate): boolean => date.isAfter(after) && date.isBefore(before);
    const found = disabledDays.filter(inside);
    for (let step = 1; step <= 7; step += 1) {
      const date = after.plusDays(step);
      if (weekdays.has(date.dayOfWeek().value() % 7) && inside(date)) found.push(date);
    }
    if (allowed !== null) {
      const next = after.plusDays(1);
      const notAllowed = runEnds.get(formatEnteredDate(next))?.plusDays(1) ?? next;
      if (inside(notAllowed)) found.push(notAllowed);
    }
    return found.reduce<LocalDate | null>((first, date) => (first === null || date.isBefore(first) ? date : first), null);
  };
  if (allowed !== null) {
    const bounds = dateBounds(field);
    const inside = (date: LocalDate): boolean => bounds === null || (!date.isBefore(bounds.min) && !date.isAfter(bounds.max));
    const any = [...allowed].some((day) => {
      const date = parseEnteredDate(day);
      return date !== null && inside(date) && offers(date);
    });
    if (!any) throw invalid(field, "no day of datePicker.allowedDates is offered: each is disabled or outside the range rule, so the calendar would offer none");
  }
  return { offers, firstNotOfferedBetween, restricts: disabled !== null || allowed !== null || weekdays.size > 0 };
};

/** The field's picker rule, or null for a field without picker configuration; throws ConfigurationError on a bad one. */
export const datePickerRule = (field: FieldConfig): FieldRule | null => {
  const options = field.datePicker;
  if (options === undefined) return null;
  if (field.control !== "date") throw invalid(field, `datePicker belongs to a date field (control "date"), not "${field.control ?? "text"}"`);
  const view = options.view ?? "day";
  // The day mask, set on the field or by a met dependency, cannot hold a month or a year.
  const masks = [field.maskName, ...(field.dependencies?.conditions ?? []).map((condition) => condition.maskName)];
  if (view !== "day" && masks.includes(DAY_MASK)) {
    throw invalid(field, `a ${view} picker's answers (${PICKED_FORMATS[view]}) do not fit the mask ${DAY_MASK}`);
  }
  (field.validations ?? []).forEach((config, index) => {
    if (view !== "day" && DAY_RULES.has(config.type)) {
      throw invalid(field, `a ${view} picker's answers (${PICKED_FORMATS[view]}) are no days: validations[${String(index)}] "${config.type}" reads days; leave it out`);
    }
  });
  const days = offeredDays(field, options);
  checkDateListOptions(field, options, days);
  if ((options.selection ?? "single") !== "single") return dateListRule(options, days);
  return (context) => {
    if (typeof context.value !== "string" || isBlank(context.value)) return [];
    const date = parsePicked(context.value, view);
    if (date !== null) return days.offers(date) ? [] : [issue(context.path, "dateNotOffered", { date: formatPicked(date, view) })];
    // A month or a year is said here. A day that is not M/d/yyyy is validDate's to say, unless the picker
    // restricts days: then only a day it can read and offer passes, whatever formats validDate would take.
    if (view !== "day") return [issue(context.path, view === "month" ? "monthFormat" : "yearFormat")];
    return days.restricts ? [issue(context.path, "dayFormat")] : [];
  };
};
