// The client 'numeric between' validator: a filled-in value must be a number from min to max, both
// included. Blank passes (required says whether it may be blank); a value that is no number is outside.
import { type FieldValue, isBlank } from "../../forms/field-value.ts";
import { ConfigurationError } from "../../errors/configuration-error.ts";
import { issue } from "../validation-issue.ts";
import type { ClientValidator } from "./client-validator.ts";
import { numericValue } from "./numeric-text.ts";

export const numericBetween = (path: readonly string[], min: number, max: number): ClientValidator => {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) {
    throw new ConfigurationError(
      "invalidValidationConfig",
      `numericBetween needs finite bounds with min <= max, got ${min} and ${max}.`
    );
  }
  return (value: FieldValue) => {
    if (isBlank(value)) return null;
    const number = numericValue(value);
    return number !== null && number >= min && number <= max ? null : issue(path, "numericBetween", { min, max });
  };
};
