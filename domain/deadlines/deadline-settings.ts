// Normalises either shape of the deadlines answer into one record keyed by deadline name: the instant,
// the IANA zone, the redirect address per culture and the default. A deadline the answer does not name
// governs nothing. Throws a DeadlineError for an unknown zone or an unreadable date-time.
import type { Instant } from "@js-joda/core";
import { DEADLINE_NAMES, type DeadlineName } from "./deadline-names.ts";
import { deadlineInstant } from "./deadline-date-time.ts";
import type {
  CultureDeadlines,
  DeadlineResponse,
  FlatDeadlineResponse,
  PerCultureDeadlineResponse
} from "./deadline-response.schema.ts";
import { deadlineZone } from "./deadline-zone.ts";

export interface Deadline {
  readonly name: DeadlineName;
  /** The last instant at which the deadline is still open. */
  readonly at: Instant;
  /** The IANA name of the zone the deadline was set in. */
  readonly zone: string;
  /** Redirect addresses keyed by lower-case culture code. */
  readonly redirects: Readonly<Record<string, string>>;
  /** The address for every culture without one of its own; null sends the claimant to /deadline. */
  readonly defaultRedirect: string | null;
}

export type DeadlineSettings = Readonly<Partial<Record<DeadlineName, Deadline>>>;

/** A blank or missing address is no address. */
const address = (url: string | null | undefined): string | null => {
  const trimmed = url?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

const makeDeadline = (
  name: DeadlineName,
  zoneName: string,
  dateTime: string,
  redirects: Readonly<Record<string, string>>,
  defaultRedirect: string | null
): Deadline => {
  const zone = deadlineZone(zoneName, name);
  return { name, at: deadlineInstant(dateTime, zone, name), zone: zone.id(), redirects, defaultRedirect };
};

const collect = (deadlineNamed: (name: DeadlineName) => Deadline | null): DeadlineSettings =>
  Object.fromEntries(
    DEADLINE_NAMES.flatMap((name) => {
      const deadline = deadlineNamed(name);
      return deadline === null ? [] : [[name, deadline] as const];
    })
  );

const fromFlat = (response: FlatDeadlineResponse): DeadlineSettings =>
  collect((name) => {
    const entry = response.deadlines[name];
    return entry === undefined ? null : makeDeadline(name, entry.timeZone, entry.deadline, {}, address(entry.redirectUrl));
  });

/** A culture's address for this deadline wins over its address for every deadline. */
const cultureAddress = (culture: CultureDeadlines, name: DeadlineName): string | null =>
  address(culture.deadlines?.[name]?.redirectUrl) ?? address(culture.redirectUrl);

/**
 * en's address is the default; every other culture's is its own. A culture's address for a deadline en
 * does not set is ignored: there is no date-time to pass.
 */
const fromPerCulture = (response: PerCultureDeadlineResponse): DeadlineSettings => {
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
    return makeDeadline(name, en.projectTimeZone, entry.deadlineDateTime, redirects, cultureAddress(en, name));
  });
};

export const toDeadlineSettings = (response: DeadlineResponse): DeadlineSettings =>
  "en" in response ? fromPerCulture(response) : fromFlat(response);
