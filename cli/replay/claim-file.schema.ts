// The claim file of `claims replay` (docs/claim-files.md): the form type, culture, credentials, the answers
// per model, the records and what is expected. It decides the format only; reading files and running claims live elsewhere.
import { Schema } from "effect";
import { FORM_TYPES } from "../../domain/navigation/form-type.ts";

const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

/** A regular expression that compiles; it is matched against the whole reference code. */
const Pattern = Schema.String.check(Schema.makeFilter((pattern: string) => compiles(pattern) || `"${pattern}" is not a regular expression`));

const NonEmpty = Schema.String.check(Schema.isMinLength(1, { message: "must not be empty" }));

/**
 * What a claimant types, picks or ticks: text (dates as typed, e.g. 3/15/2023), a number, true/false, null to
 * clear, or a list of dates for a date field that takes several: a range's or a week's first and last day,
 * or the days of a multi-date, each as typed.
 */
export const AnswerValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null, Schema.Array(Schema.String)]);

/** What a credential is typed as: text or a number, never a list. */
const CredentialValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null]);

/** Field key to value, in the order the claimant fills them in. */
export const FieldAnswers = Schema.Record(Schema.String, AnswerValue);

/** One record of a list: a document (its file, relative to the claim file) with its answers, or a table row's answers. */
export const RecordAnswers = Schema.Struct({
  file: Schema.optionalKey(NonEmpty),
  answers: Schema.optionalKey(FieldAnswers)
});

/** An error expected on the page: the model (dtoMapping or metadataHash), the field (absent for a list's own error) and optionally its code. */
export const ExpectedError = Schema.Struct({
  model: NonEmpty,
  field: Schema.optionalKey(NonEmpty),
  code: Schema.optionalKey(NonEmpty)
});

export const OUTCOMES = ["submitted", "authorized", "refusedAtAuthorize", "redirectedByDeadline", "fieldErrors"] as const;

/** Which keys each outcome takes: fieldErrors needs its page and errors, and only submitted takes a reference-code pattern. */
const keysFitOutcome = Schema.makeFilter((expectation: { readonly outcome: string; readonly referenceCode?: string; readonly page?: string; readonly errors?: readonly unknown[] }) => {
  const problems: { path: string[]; issue: string }[] = [];
  const fieldErrors = expectation.outcome === "fieldErrors";
  if (fieldErrors && expectation.page === undefined) problems.push({ path: ["page"], issue: "fieldErrors needs the page it stops on" });
  if (fieldErrors && expectation.errors === undefined) problems.push({ path: ["errors"], issue: "fieldErrors needs the errors it stops with" });
  if (!fieldErrors && expectation.page !== undefined) problems.push({ path: ["page"], issue: `only fieldErrors takes a page, not ${expectation.outcome}` });
  if (!fieldErrors && expectation.errors !== undefined) problems.push({ path: ["errors"], issue: `only fieldErrors takes errors, not ${expectation.outcome}` });
  if (expectation.outcome !== "submitted" && expectation.referenceCode !== undefined) {
    problems.push({ path: ["referenceCode"], issue: `only submitted takes a referenceCode, not ${expectation.outcome}` });
  }
  return problems;
});

/**
 * What the claim must come to: submitted (optionally with a reference code matching a pattern), authorized (a
 * one-page form: Lookup), refused at authorize, redirected by a passed deadline, or stopped on a page by errors.
 */
export const Expectation = Schema.Struct({
  outcome: Schema.Literals(OUTCOMES),
  referenceCode: Schema.optionalKey(Pattern),
  /** The page's key as the case names it: Start, ClaimantInfo, ClaimDetails, SupportingDocuments... (any casing). */
  page: Schema.optionalKey(NonEmpty),
  errors: Schema.optionalKey(Schema.Array(ExpectedError).check(Schema.isMinLength(1, { message: "name at least one expected error" })))
}).check(keysFitOutcome);

export const ClaimFile = Schema.Struct({
  /** What the claim shows; the file name when absent. */
  name: Schema.optionalKey(Schema.String),
  formType: Schema.Literals(FORM_TYPES),
  culture: Schema.optionalKey(NonEmpty),
  /** The credentials model's fields (noticeId, pin...). */
  credentials: Schema.Record(Schema.String, CredentialValue),
  /** Per model, by its dtoMapping (claimantInfo, claimDetails, signature...) or its metadataHash. */
  answers: Schema.optionalKey(Schema.Record(Schema.String, FieldAnswers)),
  /** Per record list, by its template's dtoMapping (DocumentContexts, claimTransactions) or metadataHash. */
  records: Schema.optionalKey(Schema.Record(Schema.String, Schema.Array(RecordAnswers))),
  /**
   * The page (as the case names it) after whose Next the claimant stops: they come back on another device,
   * authorize again, continue the saved draft, and every answer must have come back before the claim goes on.
   */
  resumeAfter: Schema.optionalKey(NonEmpty),
  expect: Expectation
});

export type ClaimFile = typeof ClaimFile.Type;
export type Expectation = typeof Expectation.Type;
export type ExpectedError = typeof ExpectedError.Type;
export type AnswerValue = typeof AnswerValue.Type;
export type RecordAnswers = typeof RecordAnswers.Type;
