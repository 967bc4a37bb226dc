// deadlines.json: either shape of the deadlines answer (spec section 3), and every deadline convertible
// by toDeadlineSettings, so an unknown zone or an unreadable date-time is found at load, not by a claimant.
import { DeadlineError } from "../deadlines/deadline-error.ts";
import { DEADLINE_NAMES, type DeadlineName } from "../deadlines/deadline-names.ts";
import {
  type DeadlineResponse,
  FlatDeadlineResponse,
  PerCultureDeadlineResponse
} from "../deadlines/deadline-response.schema.ts";
import { toDeadlineSettings } from "../deadlines/deadline-settings.ts";
import type { CaseProblem } from "./case-error.ts";
import { decodeCaseFile } from "./case-decode.ts";
import { type Checked, checked, readCaseJson } from "./case-files.ts";
import type { CaseReader } from "./case-reader.ts";

export const DEADLINES_FILE = "deadlines.json";

/** Decoding against the shape the file chose gives one clear list of problems, not one per union member. */
const decode = (input: unknown): Checked<DeadlineResponse> =>
  typeof input === "object" && input !== null && "en" in input
    ? decodeCaseFile(PerCultureDeadlineResponse, DEADLINES_FILE, input)
    : decodeCaseFile(FlatDeadlineResponse, DEADLINES_FILE, input);

/** The response reduced to one deadline, so each deadline's problem is found, not only the first. */
const onlyDeadline = (response: DeadlineResponse, name: DeadlineName): DeadlineResponse | null => {
  if ("en" in response) {
    const entry = response.en.deadlines[name];
    return entry === undefined ? null : { ...response, en: { ...response.en, deadlines: { [name]: entry } } };
  }
  const entry = response.deadlines[name];
  return entry === undefined ? null : { deadlines: { [name]: entry } };
};

/** Where in deadlines.json a deadline's date-time is written, in the shape the file chose. */
export const deadlinePath = (response: DeadlineResponse, name: DeadlineName): string =>
  "en" in response ? `en.deadlines.${name}.deadlineDateTime` : `deadlines.${name}.deadline`;

const pathOf = (response: DeadlineResponse, error: DeadlineError): string => {
  if (error.reason !== "unknownTimeZone") return deadlinePath(response, error.deadline);
  return "en" in response ? "en.projectTimeZone" : `deadlines.${error.deadline}.timeZone`;
};

const conversionProblems = (response: DeadlineResponse): readonly CaseProblem[] => {
  const problems = new Map<string, CaseProblem>();
  for (const name of DEADLINE_NAMES) {
    const single = onlyDeadline(response, name);
    if (single === null) continue;
    try {
      toDeadlineSettings(single);
    } catch (error) {
      if (!(error instanceof DeadlineError)) throw error;
      const found = { file: DEADLINES_FILE, path: pathOf(response, error), problem: error.message };
      // One bad project zone fails every deadline in the same way: say it once, for the first.
      const key = `${found.path}|${error.reason}`;
      if (!problems.has(key)) problems.set(key, found);
    }
  }
  return [...problems.values()];
};

export const loadDeadlines = async (reader: CaseReader): Promise<Checked<DeadlineResponse>> => {
  const json = await readCaseJson(reader, DEADLINES_FILE);
  if (json.value === null) return checked<DeadlineResponse>(null, json.problems);
  const decoded = decode(json.value);
  if (decoded.value === null) return decoded;
  const problems = conversionProblems(decoded.value);
  return problems.length === 0 ? decoded : checked<DeadlineResponse>(null, problems);
};
