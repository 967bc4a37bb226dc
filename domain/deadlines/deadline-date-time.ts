// When a deadline falls: its text read as MM/dd/yyyy hh:mm:ss a (12-hour clock, AM or PM in any case)
// or as MM/dd/yyyy alone, which means the very end of that day, 23:59:59.999, in the deadline's zone.
// Anything else, impossible dates and hours included, is 'Invalid deadline format'.
import { type Instant, type LocalDateTime, LocalTime, type ZoneId, ZonedDateTime } from "@js-joda/core";
import { builtInDateFormat, parseDate } from "../time/date-format.ts";
import { DeadlineError } from "./deadline-error.ts";
import type { DeadlineName } from "./deadline-names.ts";

const DEADLINE_DATE_FORMAT = builtInDateFormat("MM/dd/yyyy");

/** The date, then optionally a time: hh 01-12, mm and ss 00-59, AM or PM. */
const DEADLINE_TEXT = /^(\S+)(?: (0[1-9]|1[0-2]):([0-5][0-9]):([0-5][0-9]) ([AaPp][Mm]))?$/;

const END_OF_DAY = LocalTime.of(23, 59, 59, 999_000_000);

/** 12 AM is midnight and 12 PM is noon; every other hour adds 12 in the afternoon. */
const hourOfDay = (clockHour: number, meridiem: string): number => (clockHour % 12) + (meridiem.toUpperCase() === "PM" ? 12 : 0);

const localDateTime = (text: string): LocalDateTime | null => {
  const match = DEADLINE_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, dateText = "", hours, minutes, seconds, meridiem] = match;
  const date = parseDate(dateText, DEADLINE_DATE_FORMAT);
  if (date === null) return null;
  if (hours === undefined || meridiem === undefined) return date.atTime(END_OF_DAY);
  return date.atTime(hourOfDay(Number(hours), meridiem), Number(minutes), Number(seconds));
};

/**
 * The instant the deadline text names in the zone. A wall-clock time skipped by a daylight-saving change
 * moves forward by the gap into the later offset, and one that occurs twice takes the earlier offset, as
 * java.time resolves them, so 02:30 AM on a spring-forward day is 03:30 AM summer time.
 */
export const deadlineInstant = (text: string, zone: ZoneId, deadline: DeadlineName): Instant => {
  const local = localDateTime(text);
  if (local === null) throw new DeadlineError("invalidDeadlineFormat", deadline, text);
  return ZonedDateTime.ofLocal(local, zone, null).toInstant();
};
