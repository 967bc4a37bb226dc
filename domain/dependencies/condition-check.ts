// Whether one dependency condition is met by a value. Every test the condition gives is checked, even
// after one fails, so a bad regular expression is reported on every evaluation, not only on some values.
import { ConfigurationError } from "../errors/configuration-error.ts";
import { type FieldValue, isBlank } from "../forms/field-value.ts";
import { type LinearPattern, linearPattern } from "../validation/linear-pattern.ts";
import { looselyEquals } from "../validation/loose-comparison.ts";
import type { DependencyCondition } from "./dependency.schema.ts";

/** The condition's pattern, matched anywhere in linear time; one that cannot be is a ConfigurationError. */
export const conditionPattern = (pattern: string, fieldKey: string): LinearPattern =>
  linearPattern(
    pattern,
    "anywhere",
    (problem) => new ConfigurationError("invalidRegularExpression", `The dependencies of field "${fieldKey}" use an invalid regular expression: ${problem}.`)
  );

/** Whether deciding what these fields show tests a pattern (a condition with `matches`). */
export const dependenciesTestPatterns = (fields: readonly { readonly dependencies?: { readonly conditions: readonly DependencyCondition[] } }[]): boolean =>
  fields.some((field) => field.dependencies?.conditions.some((condition) => condition.matches !== undefined) === true);

/** A regular expression reads a value as text: null as "", numbers and booleans as spelled; a list of files or dates never matches. */
const matchesText = (pattern: LinearPattern, value: FieldValue): boolean => {
  if (value !== null && typeof value === "object") return false;
  return pattern.test(value === null ? "" : String(value));
};

/** fieldKey is the dependent field, named in the error a bad pattern raises. */
export const conditionMet = (condition: DependencyCondition, value: FieldValue, fieldKey: string): boolean => {
  const tests: boolean[] = [];
  if (condition.equals !== undefined) tests.push(condition.equals.some((expected) => looselyEquals(value, expected)));
  if (condition.notEquals !== undefined) tests.push(!condition.notEquals.some((expected) => looselyEquals(value, expected)));
  if (condition.hasValue !== undefined) tests.push(isBlank(value) !== condition.hasValue);
  if (condition.matches !== undefined) tests.push(matchesText(conditionPattern(condition.matches, fieldKey), value));
  return tests.length === 0 ? !isBlank(value) : tests.every(Boolean);
};
