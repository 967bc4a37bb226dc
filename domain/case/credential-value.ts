// How a credential value compares: trimmed and lower-cased, so " nwd-10000001 " is NWD-10000001. Numbers
// and booleans compare as written; null, blanks and files are never a credential.
import type { FieldValue } from "../forms/field-value.ts";

export const credentialValue = (value: FieldValue | undefined): string | null => {
  if (value === undefined || value === null || typeof value === "object") return null;
  const text = String(value).trim().toLowerCase();
  return text === "" ? null : text;
};
