// The common shape of the pattern validators (e-mail, URL, alphabetic, ...): blank passes, text is
// tested after trimming (surrounding spaces are not what the claimant meant), booleans and files fail.
import { type FieldValue, isBlank } from "../../forms/field-value.ts";
import { type ValidationCode, issue } from "../validation-issue.ts";
import type { ClientValidator } from "./client-validator.ts";

export interface PatternCheck {
  readonly code: ValidationCode;
  readonly acceptsText: (text: string) => boolean;
  /** How a number held by the field is judged; by its decimal spelling when absent. */
  readonly acceptsNumber?: (value: number) => boolean;
}

const accepts = (check: PatternCheck, value: FieldValue): boolean => {
  if (typeof value === "string") return check.acceptsText(value.trim());
  if (typeof value === "number") return check.acceptsNumber?.(value) ?? check.acceptsText(String(value));
  return false;
};

export const patternValidator =
  (check: PatternCheck) =>
  (path: readonly string[]): ClientValidator =>
  (value: FieldValue) =>
    isBlank(value) || accepts(check, value) ? null : issue(path, check.code);
