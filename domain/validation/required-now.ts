// Whether a field is required now, for its label's marker: always for a plain "required"; for one required
// only on a condition (requiredIf and its kin), while a blank answer would be refused given the model's
// other answers, judged by the very rules that will refuse it: the label says "(required)" exactly when it
// is. Until what its rules need of the validation engine has loaded (the start page) such a field keeps
// the marker its rules declare.
import type { FieldConfig } from "../forms/field-config.schema.ts";
import type { Fields } from "../forms/field-value.ts";
import { isMarkedRequired, MARKED_TYPES } from "./required-marker.ts";
import type { FieldRule } from "./rule-context.ts";
import { compileFieldRules, isValidationEngineLoadedFor } from "./validation-engine.ts";

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

/** `fields`: the answers of the field's model now. Required-type rules read no clock, so none is asked for. */
export const isRequiredNow = (field: FieldConfig, fields: Fields): boolean => {
  if (!isMarkedRequired(field)) return false;
  if ((field.validations ?? []).some((config) => config.type === "required") || !isValidationEngineLoadedFor(field)) return true;
  const blank = { path: [field.key], value: null, fields: { ...fields, [field.key]: null }, now: 0, characterWhitelist: null, savedRecords: () => 0 };
  return conditionalRulesOf(field).some((rule) => rule(blank).length > 0);
};
