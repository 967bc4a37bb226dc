// The deadlines answer (GET /api/deadlines, spec section 3) in both of its shapes: flat, each deadline
// with its own zone, or per culture, en holding the project zone and date-times and the other cultures
// their own redirect addresses. A deadline name outside the five is refused, so a misspelt one is never ignored.
import { Schema } from "effect";
import { DEFAULT_CULTURE } from "../culture/culture.ts";
import { DEADLINE_NAMES, isDeadlineName } from "./deadline-names.ts";

/** A redirect address; null or absent means none is configured. */
const RedirectUrl = Schema.optionalKey(Schema.NullOr(Schema.String));

const onlyDeadlineNames = Schema.makeFilter((deadlines: Readonly<Record<string, unknown>>) =>
  Object.keys(deadlines)
    .filter((name) => !isDeadlineName(name))
    .map((name) => ({ path: [name], issue: `unknown deadline name "${name}"; expected one of ${DEADLINE_NAMES.join(", ")}` }))
);

/** Deadlines keyed by name, each name one of the five. */
const DeadlineMap = <S extends Schema.Top>(entry: S) => Schema.Record(Schema.String, entry).check(onlyDeadlineNames);

export const FlatDeadlineResponse = Schema.Struct({
  deadlines: DeadlineMap(
    Schema.Struct({
      /** A Windows-style name of section 9, e.g. "Pacific" or "Pacific Standard Time". */
      timeZone: Schema.String,
      /** MM/dd/yyyy hh:mm:ss a, or MM/dd/yyyy for the end of that day. */
      deadline: Schema.String,
      redirectUrl: RedirectUrl
    })
  )
});

export type FlatDeadlineResponse = typeof FlatDeadlineResponse.Type;

/** en: the project zone and each deadline's date-time, with addresses per deadline or for all. */
export const DefaultCultureDeadlines = Schema.Struct({
  projectTimeZone: Schema.String,
  deadlines: DeadlineMap(Schema.Struct({ deadlineDateTime: Schema.String, redirectUrl: RedirectUrl })),
  redirectUrl: RedirectUrl
});

/**
 * Any other culture: its addresses, per deadline or one for every deadline that names none. It has the
 * same layout as en, so a zone or date-time given here is accepted but never used: only en's count.
 */
export const CultureDeadlines = Schema.Struct({
  projectTimeZone: Schema.optionalKey(Schema.String),
  deadlines: Schema.optionalKey(
    DeadlineMap(Schema.Struct({ deadlineDateTime: Schema.optionalKey(Schema.String), redirectUrl: RedirectUrl }))
  ),
  redirectUrl: RedirectUrl
});

export type CultureDeadlines = typeof CultureDeadlines.Type;

const OtherCulture = Schema.String.check(
  Schema.makeFilter((culture: string) => culture !== DEFAULT_CULTURE, { expected: "a culture other than en" })
);

export const PerCultureDeadlineResponse = Schema.StructWithRest(Schema.Struct({ en: DefaultCultureDeadlines }), [
  Schema.Record(OtherCulture, CultureDeadlines)
]);

export type PerCultureDeadlineResponse = typeof PerCultureDeadlineResponse.Type;

export const DeadlineResponse = Schema.Union([FlatDeadlineResponse, PerCultureDeadlineResponse]);

export type DeadlineResponse = typeof DeadlineResponse.Type;
