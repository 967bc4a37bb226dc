// Whether a field's label carries the required marker (spec section 5, "Presentation"): derived from its
// required-type rules alone, and never shown when the field disables required styling. A field required
// only on a condition (requiredIf and its kin) carries it while the condition holds for the model's answers
// now, judged by the very rules that will refuse it blank: the label says "(required)" exactly when it is.
// Until the validation engine has loaded (the start page) such a field keeps the marker its rules declare.
import type { FieldConfig } from "../forms/field-config.schema.ts";
import type { Fields } from "../forms/field-value.ts";
import type { FieldRule } from "./rule-context.ts";
import { compileFieldRules, isValidationEngineLoaded } from "./validation-engine.ts";

const MARKED_TYPES: ReadonlySet<string> = new Set([
  "required",
  "requiredIf",
  "nestedRequiredIf",
  "requiredIfOtherPropertyMatchesRegex"
]);

export const isMarkedRequired = (field: FieldConfig): boolean =>
  field.disableRequiredStyling !== true && (field.validations ?? []).some((config) => MARKED_TYPES.has(config.type));

/** The field's conditional required-type rules, compiled once per configuration. */
const conditionalRules = new WeakMap<FieldConfig, readonly FieldRule[]>();

const conditionalRulesOf = (field: FieldConfig): readonly FieldRule[] => {
  const known = conditionalRules.get(field);
  if (known !== undefined) return known;
  const conditional = (field.validations ?? []).filter((config) => config.type !== "required" && MARKED_TYPES.has(config.type));
  const rules = compileFieldRules({ ...field, validations: conditional });
  conditionalRules.set(field, rules);
  return rules;
};

/**
 * Whether the marker shows now: always for a plain "required", and for a conditional one while a blank
 * answer would be refused given the model's other answers (`fields`). `now` is the caller's clock reading.
 */
export const isRequiredNow = (field: FieldConfig, fields: Fields, now: number): boolean => {
  if (!isMarkedRequired(field)) return false;
  if ((field.validations ?? []).some((config) => config.type === "required") || !isValidationEngineLoaded()) return true;
  const blank = { path: [field.key], value: null, fields: { ...fields, [field.key]: null }, now, characterWhitelist: null };
  return conditionalRulesOf(field).some((rule) => rule(blank).length > 0);
};
