// Judges what happened to a claim against what its file expects: met, or not met with what was expected
// and what happened instead. Page and model names compare in any casing, as the case directory writes them.
import type { ExpectedError, Expectation } from "./claim-file.schema.ts";
import { type ClaimRun, describeRun, type FoundError } from "./claim-run.ts";

export interface Verdict {
  readonly passed: boolean;
  /** The expectation in words. */
  readonly expected: string;
  /** What happened, in words. */
  readonly happened: string;
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

const describeExpected = (error: ExpectedError): string => `${error.model}${error.field === undefined ? "" : `.${error.field}`}${error.code === undefined ? "" : ` ${error.code}`}`;

export const describeExpectation = (expectation: Expectation): string => {
  switch (expectation.outcome) {
    case "submitted":
      return expectation.referenceCode === undefined ? "submitted" : `submitted with a reference code matching /${expectation.referenceCode}/`;
    case "authorized":
      return "authorized";
    case "refusedAtAuthorize":
      return "refused at authorize";
    case "redirectedByDeadline":
      return "redirected by a passed deadline";
    case "fieldErrors":
      return `stopped on page ${expectation.page ?? "?"} by ${(expectation.errors ?? []).map(describeExpected).join(", ")}`;
  }
};

const matchesError = (expected: ExpectedError, found: FoundError): boolean =>
  (same(expected.model, found.model) || expected.model === found.metadataHash) &&
  (expected.field ?? null) === found.field &&
  (expected.code === undefined || expected.code === found.code);

/** Exactly the errors named: each one found, and none found that is not named. */
const sameErrors = (expected: readonly ExpectedError[], found: readonly FoundError[]): boolean =>
  expected.every((wanted) => found.some((error) => matchesError(wanted, error))) &&
  found.every((error) => expected.some((wanted) => matchesError(wanted, error)));

const met = (expectation: Expectation, run: ClaimRun): boolean => {
  switch (expectation.outcome) {
    case "submitted":
      return run.kind === "submitted" && (expectation.referenceCode === undefined || new RegExp(`^(?:${expectation.referenceCode})$`).test(run.referenceCode));
    case "authorized":
      return run.kind === "authorized";
    case "refusedAtAuthorize":
      return run.kind === "refusedAtAuthorize" && run.refusal === "credentials";
    case "redirectedByDeadline":
      return run.kind === "redirected" && run.reason === "deadlinePassed";
    case "fieldErrors":
      return run.kind === "stopped" && same(run.page, expectation.page ?? "") && sameErrors(expectation.errors ?? [], run.errors);
  }
};

export const judge = (expectation: Expectation, run: ClaimRun): Verdict => ({
  passed: met(expectation, run),
  expected: describeExpectation(expectation),
  happened: describeRun(run)
});
