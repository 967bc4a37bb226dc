// Reads a field value as a number the way claimants type one: optional minus, digits with or without
// thousands commas (the currency masks add them), optional fraction. Anything else is not a number.
import type { FieldValue } from "../../forms/field-value.ts";

const NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/** The number the value spells, or null when it spells none (booleans and file lists never do). */
export const numericValue = (value: FieldValue): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!NUMBER.test(text) || !/\d/.test(text)) return null;
  return Number(text.replaceAll(",", ""));
};
