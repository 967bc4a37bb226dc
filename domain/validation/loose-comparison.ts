// Loose comparison of a field value with a configured value (spec section 5): strings are trimmed and
// lower-cased, and 'true', 'false', 'null' and numeric strings become what they spell.
import type { FieldValue } from "../forms/field-value.ts";

export type Comparable = string | number | boolean | null;

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/;

export const normalizeLoosely = (value: FieldValue): Comparable | undefined => {
  if (Array.isArray(value)) return undefined;
  if (typeof value !== "string") return value as Comparable;
  const text = value.trim().toLowerCase();
  if (text === "true") return true;
  if (text === "false") return false;
  if (text === "null") return null;
  if (NUMERIC.test(text)) return Number(text);
  return text;
};

/** File lists never equal anything. */
export const looselyEquals = (left: FieldValue, right: FieldValue): boolean => {
  const a = normalizeLoosely(left);
  const b = normalizeLoosely(right);
  return a !== undefined && b !== undefined && a === b;
};
