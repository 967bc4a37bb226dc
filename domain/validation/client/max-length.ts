// The client 'max length' validator: text (and a number's digits) may not be longer than max.
// Length counts UTF-16 code units, as the browser's maxlength attribute and the .NET server do.
import type { FieldValue } from "../../forms/field-value.ts";
import { ConfigurationError } from "../../errors/configuration-error.ts";
import { issue } from "../validation-issue.ts";
import type { ClientValidator } from "./client-validator.ts";

const measured = (value: FieldValue): string | null => {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return null;
};

/** Booleans, file lists and null have no length to exceed, so they pass. */
export const maxLength = (path: readonly string[], max: number): ClientValidator => {
  if (!Number.isSafeInteger(max) || max < 0) {
    throw new ConfigurationError("invalidValidationConfig", `maxLength needs a non-negative whole number, got ${max}.`);
  }
  return (value) => {
    const text = measured(value);
    return text !== null && text.length > max ? issue(path, "maxLength", { max }) : null;
  };
};
