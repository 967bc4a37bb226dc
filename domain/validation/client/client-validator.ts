// The shape every client-side validator shares (spec section 5, "Client-side validators"): a pure
// check of one value that answers with an issue or null, and how a list of them runs. Never throws on input.
import type { FieldValue } from "../../forms/field-value.ts";
import type { ValidationIssue } from "../validation-issue.ts";

export type ClientValidator = (value: FieldValue) => ValidationIssue | null;

/** Every issue in validator order, so a text field can show the first and a textarea all of them. */
export const runClientValidators = (
  value: FieldValue,
  validators: readonly ClientValidator[]
): readonly ValidationIssue[] =>
  validators.flatMap((validate) => {
    const found = validate(value);
    return found === null ? [] : [found];
  });
