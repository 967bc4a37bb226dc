// What is wrong with a submitted claim, as data for the 400 answer: the domain's validation issues and the
// few problems only a server can see (a part that does not decode, a model or field the case does not know,
// a model of another form or of a page the claim never passes, a file without its record, a hidden value the
// server decides that was sent otherwise). Each names where, by part, client id and field.
import type { IssueParam, ValidationCode } from "../../../domain/validation/validation-issue.ts";

export type ServerIssueCode =
  | "invalidJson"
  | "invalidPart"
  | "unknownModel"
  | "wrongPart"
  | "unknownField"
  | "notForThisForm"
  | "notOnPassedPage"
  | "missingModel"
  | "duplicateClientId"
  | "unknownCulture"
  | "credentialsMismatch"
  | "unstorableText"
  | "forgedValue";

export interface ClaimIssue {
  readonly path: readonly string[];
  readonly code: ValidationCode | ServerIssueCode;
  readonly params: Readonly<Record<string, IssueParam>>;
}

export const claimIssue = (path: readonly string[], code: ClaimIssue["code"], params: Readonly<Record<string, IssueParam>> = {}): ClaimIssue => ({
  path,
  code,
  params
});

/** One line for the answer's error: how many problems, and the first few by path and code. */
export const describeIssues = (issues: readonly ClaimIssue[]): string => {
  const shown = issues.slice(0, 5).map((found) => `${found.path.join(".") || "claim"}: ${found.code}`);
  const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : "";
  return `The claim has ${issues.length} problem${issues.length === 1 ? "" : "s"}: ${shown.join("; ")}${more}.`;
};
