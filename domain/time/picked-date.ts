// A date picker's answer as text, in the grain of its calendar: a day as MM/dd/yyyy (M/d/yyyy read too), a
// month as MM/yyyy (M/yyyy read too), a year as yyyy. Read back as the first day it names, so the range
// rule and the picker compare answers of every grain as calendar dates.
import { LocalDate } from "@js-joda/core";
import type { PickerView } from "../forms/date-picker-options.schema.ts";
import { formatEnteredDate, parseEnteredDate } from "./local-date.ts";

/** How each grain is written, as messages quote it (spec section 9's defaults). */
export const PICKED_FORMATS: Readonly<Record<PickerView, string>> = { day: "MM/dd/yyyy", month: "MM/yyyy", year: "yyyy" };

/** Years from 0001: year 0 is no calendar year a claimant means. */
const MONTH = /^\s*(\d{1,2})\/(?!0000)(\d{4})\s*$/;
const YEAR = /^\s*(?!0000)(\d{4})\s*$/;

/** The first day the text names in the grain; null for text that is not one. */
export const parsePicked = (text: string, view: PickerView): LocalDate | null => {
  if (view === "day") return parseEnteredDate(text);
  const month = view === "month" ? MONTH.exec(text) : null;
  if (month !== null) {
    const [, monthText = "", yearText = ""] = month;
    const monthValue = Number(monthText);
    return monthValue >= 1 && monthValue <= 12 ? LocalDate.of(Number(yearText), monthValue, 1) : null;
  }
  const year = view === "year" ? YEAR.exec(text) : null;
  return year === null ? null : LocalDate.of(Number(year[1]), 1, 1);
};

/** The date cut to the grain's first day: the same month's first, or the year's. */
export const startOfGrain = (date: LocalDate, view: PickerView): LocalDate =>
  view === "day" ? date : LocalDate.of(date.year(), view === "month" ? date.monthValue() : 1, 1);

const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** The date written in the grain: MM/dd/yyyy, MM/yyyy or yyyy. */
export const formatPicked = (date: LocalDate, view: PickerView): string => {
  if (view === "day") return formatEnteredDate(date);
  const year = String(date.year()).padStart(4, "0");
  return view === "month" ? `${twoDigits(date.monthValue())}/${year}` : year;
};
