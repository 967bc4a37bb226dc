// When the case's deadlines fall, as the server found reading them (deadline-settings.ts), carried in the page
// it writes so the site's start-up can use them without loading the date code. Keyed by the time-zone name
// and date-time text exactly as the deadlines answer writes them: an answer whose every deadline is known is
// read from them; any other is read in full by the date code, as the server would.
import type { DeadlineResponse } from "./deadline-response.schema.ts";
import { type DeadlineConverter, type DeadlineMoment, type DeadlineSettings, deadlineSettingsWith } from "./deadline-entries.ts";

/** Moments by momentKey(time-zone name, date-time text). */
export type KnownDeadlineMoments = Readonly<Record<string, DeadlineMoment>>;

export const momentKey = (zoneName: string, dateTime: string): string => JSON.stringify([zoneName, dateTime]);

/** Stands in for a moment while the answer's deadlines are walked; never kept. */
const UNKNOWN: DeadlineMoment = { at: Number.NaN, zone: "" };

/** The moment of every deadline the answer names that `convert` can read; one it cannot read is left out. */
export const knownMoments = (response: DeadlineResponse, convert: DeadlineConverter): KnownDeadlineMoments => {
  const known: Record<string, DeadlineMoment> = {};
  deadlineSettingsWith(response, (zoneName, dateTime, name) => {
    try {
      known[momentKey(zoneName, dateTime)] = convert(zoneName, dateTime, name);
    } catch {
      // The site reads it in full, and finds the same problem.
    }
    return UNKNOWN;
  });
  return known;
};

/** The answer's deadlines from the known moments; null when any is unknown, for the caller to read them in full. */
export const fromKnownMoments = (response: DeadlineResponse, known: KnownDeadlineMoments): DeadlineSettings | null => {
  const unknown: string[] = [];
  const settings = deadlineSettingsWith(response, (zoneName, dateTime) => {
    const key = momentKey(zoneName, dateTime);
    const moment = Object.hasOwn(known, key) ? known[key] : undefined;
    if (moment !== undefined) return moment;
    unknown.push(key);
    return UNKNOWN;
  });
  return unknown.length === 0 ? settings : null;
};

const isMoment = (value: unknown): value is DeadlineMoment =>
  typeof value === "object" &&
  value !== null &&
  Number.isFinite((value as { at?: unknown }).at) &&
  typeof (value as { zone?: unknown }).zone === "string";

/** The moments a page carries; anything that is not one is dropped (and that deadline read in full). */
export const readKnownMoments = (data: unknown): KnownDeadlineMoments => {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).filter(([, value]) => isMoment(value)));
};
