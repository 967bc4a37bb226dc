// Calendar dates as claimants enter them (M/d/yyyy, so MM/dd/yyyy too) and "today" at a given instant in
// a zone. The domain never reads a clock: callers pass `now`.
import { type Instant, LocalDate, type ZoneId } from "@js-joda/core";
import { type DateFormat, builtInDateFormat, parseDate } from "./date-format.ts";
import { losAngelesZone } from "./zones.ts";

/** One or two digits for month and day, four for the year: accepts 3/8/2026 and 03/08/2026. */
export const ENTERED_DATE_FORMAT: DateFormat = builtInDateFormat("M/d/yyyy");

/** ISO calendar dates (2026-03-08), as date pickers and APIs hand them over. */
export const ISO_DATE_FORMAT: DateFormat = builtInDateFormat("yyyy-MM-dd");

/** The date an entered text names, or null for anything that is not a real M/d/yyyy date. */
export const parseEnteredDate = (text: string): LocalDate | null => parseDate(text, ENTERED_DATE_FORMAT);

const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** MM/dd/yyyy, the form the date picker shows and messages quote. */
export const formatEnteredDate = (date: LocalDate): string =>
  `${twoDigits(date.monthValue())}/${twoDigits(date.dayOfMonth())}/${String(date.year()).padStart(4, "0")}`;

/** The calendar date in the zone at that instant. */
export const todayIn = (now: Instant, zone: ZoneId): LocalDate => LocalDate.ofInstant(now, zone);

/** The calendar date in Los Angeles at that instant: the "today" of every date rule. */
export const todayInLosAngeles = (now: Instant): LocalDate => todayIn(now, losAngelesZone());
