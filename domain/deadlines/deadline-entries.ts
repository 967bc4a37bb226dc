// Normalises either shape of the deadlines answer into one record keyed by deadline name: the instant,
// the IANA zone, the redirect address per culture and the default. A deadline the answer does not name
// governs nothing. When each deadline falls is the converter's to say (deadline-settings.ts reads the text
// in its zone with the date code; a page the server wrote carries what it found, deadline-moments.ts), so
// the start page needs no date code when the server already read them.
import { DEADLINE_NAMES, type DeadlineName } from "./deadline-names.ts";
import type {
  CultureDeadlines,
  DeadlineResponse,
  FlatDeadlineResponse,
  PerCultureDeadlineResponse
} from "./deadline-response.schema.ts";

export interface Deadline {
  readonly name: DeadlineName;
  /** The last instant at which the deadline is still open, in milliseconds since the epoch. */
  readonly at: number;
  /** The IANA name of the zone the deadline was set in. */
  readonly zone: string;
  /** Redirect addresses keyed by lower-case culture code. */
  readonly redirects: Readonly<Record<string, string>>;
  /** The address for every culture without one of its own; null sends the claimant to /deadline. */
  readonly defaultRedirect: string | null;
}

export type DeadlineSettings = Readonly<Partial<Record<DeadlineName, Deadline>>>;

/** When a deadline falls, and the IANA zone its time-zone name stands for. */
export interface DeadlineMoment {
  readonly at: number;
  readonly zone: string;
}

/** Reads a deadline's time-zone name and date-time text; throws a DeadlineError for either unreadable. */
export type DeadlineConverter = (zoneName: string, dateTime: string, name: DeadlineName) => DeadlineMoment;

/** A blank or missing address is no address. */
const address = (url: string | null | undefined): string | null => {
  const trimmed = url?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

const collect = (deadlineNamed: (name: DeadlineName) => Deadline | null): DeadlineSettings =>
  Object.fromEntries(
    DEADLINE_NAMES.flatMap((name) => {
      const deadline = deadlineNamed(name);
      return deadline === null ? [] : [[name, deadline] as const];
    })
  );

const fromFlat = (response: FlatDeadlineResponse, convert: DeadlineConverter): DeadlineSettings =>
  collect((name) => {
    const entry = response.deadlines[name];
    return entry === undefined ? null : { name, ...convert(entry.timeZone, entry.deadline, name), redirects: {}, defaultRedirect: address(entry.redirectUrl) };
  });

/** A culture's address for this deadline wins over its address for every deadline. */
const cultureAddress = (culture: CultureDeadlines, name: DeadlineName): string | null =>
  address(culture.deadlines?.[name]?.redirectUrl) ?? address(culture.redirectUrl);

/**
 * en's address is the default; every other culture's is its own. A culture's address for a deadline en
 * does not set is ignored: there is no date-time to pass.
 */
const fromPerCulture = (response: PerCultureDeadlineResponse, convert: DeadlineConverter): DeadlineSettings => {
  const { en, ...others } = response;
  return collect((name) => {
    const entry = en.deadlines[name];
    if (entry === undefined) return null;
    const redirects = Object.fromEntries(
      Object.entries(others).flatMap(([culture, settings]) => {
        const url = cultureAddress(settings, name);
        return url === null ? [] : [[culture.toLowerCase(), url] as const];
      })
    );
    return { name, ...convert(en.projectTimeZone, entry.deadlineDateTime, name), redirects, defaultRedirect: cultureAddress(en, name) };
  });
};

/** The deadlines of the answer, each converted by `convert`. */
export const deadlineSettingsWith = (response: DeadlineResponse, convert: DeadlineConverter): DeadlineSettings =>
  "en" in response ? fromPerCulture(response, convert) : fromFlat(response, convert);
