// What an export asks for, read from the admin API's query or the command's options and checked before any
// claim is read: the format, the form types, the days (in the case's zone) and the cursor of the last run.
// A bad value is an ExportRequestError naming the option and what it takes.
import { LocalDate } from "@js-joda/core";
import { FORM_TYPE_SEGMENTS, FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import { findZoneId } from "../../domain/time/zones.ts";
import { decodeCursor } from "./export-cursor.ts";
import { ExportRequestError } from "./export-request-error.ts";

export const EXPORT_FORMATS = ["csv", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The options as typed: every one a text, or absent. */
export interface ExportOptions {
  readonly format?: string;
  /** Form types, comma-separated, by name (Standard) or by address segment (documents-upload). */
  readonly form?: string;
  /** The first day, YYYY-MM-DD in the case's zone. */
  readonly since?: string;
  /** The last day, YYYY-MM-DD in the case's zone (filed on it counts). */
  readonly until?: string;
  /** The cursor the last run printed. */
  readonly after?: string;
}

export interface ExportRequest {
  readonly format: ExportFormat;
  readonly formTypes: readonly FormType[] | null;
  /** The first instant of `since` in the case's zone. */
  readonly since: Date | null;
  /** The first instant of the day after `until` in the case's zone. */
  readonly until: Date | null;
  /** The last run's snapshot. */
  readonly after: string | null;
}

const formTypesOf = (text: string): readonly FormType[] => {
  const named = text.split(",").map((each) => each.trim());
  return named.map((name) => {
    const wanted = name.toLowerCase();
    const found = FORM_TYPES.find((type) => type.toLowerCase() === wanted || FORM_TYPE_SEGMENTS[type] === wanted);
    if (found === undefined) throw new ExportRequestError("--form", `"${name}" is not a form type (one of ${FORM_TYPES.join(", ")})`);
    return found;
  });
};

/** The first instant of the day in the zone, or of the day after it. */
const dayStart = (option: string, text: string, zone: string, dayAfter: boolean): Date => {
  const zoneId = findZoneId(zone);
  if (zoneId === null) throw new ExportRequestError(option, `the case's zone "${zone}" is not known`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new ExportRequestError(option, `"${text}" is not a day written YYYY-MM-DD`);
  let day: LocalDate;
  try {
    day = LocalDate.parse(text);
  } catch {
    throw new ExportRequestError(option, `"${text}" is not a day of the calendar`);
  }
  return new Date((dayAfter ? day.plusDays(1) : day).atStartOfDay(zoneId).toInstant().toEpochMilli());
};

export const readExportRequest = (options: ExportOptions, zone: string): ExportRequest => {
  const format = (options.format ?? "csv").toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new ExportRequestError("--format", `"${options.format ?? ""}" is not a format (csv or jsonl)`);
  const since = options.since === undefined ? null : dayStart("--since", options.since, zone, false);
  const until = options.until === undefined ? null : dayStart("--until", options.until, zone, true);
  if (since !== null && until !== null && until <= since) throw new ExportRequestError("--until", `${options.until ?? ""} is before --since ${options.since ?? ""}`);
  return {
    format: format as ExportFormat,
    formTypes: options.form === undefined ? null : formTypesOf(options.form),
    since,
    until,
    after: options.after === undefined ? null : decodeCursor(options.after)
  };
};
