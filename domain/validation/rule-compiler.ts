// Compiling a field's configured rules into FieldRules over a set of rule adapters, keyed by their API
// validation type exactly as the server spells it. An unknown type is a ConfigurationError naming the type
// and the field; so are bad parameters and patterns, all found when the field is compiled. On a field that
// holds a list of dates, each configured rule judges every entered day. The full set is rule-registry.ts's;
// the site compiles a field without date rules with the plain ones alone (validation-engine.ts).
import { ConfigurationError } from "../errors/configuration-error.ts";
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { takesDateList } from "../forms/date-selection.ts";
import { isBlank, isDateList } from "../forms/field-value.ts";
import type { FieldRule } from "./rule-context.ts";
import type { RuleAdapter } from "./rules/rule-adapter.ts";
import type { ValidationConfig } from "./validation-config.schema.ts";
import type { ValidationIssue } from "./validation-issue.ts";

export interface RuleSet {
  readonly adapters: ReadonlyMap<string, RuleAdapter>;
  /** The field's date picker rule; null for a field without picker configuration. */
  readonly datePickerRule: (field: FieldConfig) => FieldRule | null;
}

/** The adapters keyed by their type. */
export const ruleSet = (adapters: readonly RuleAdapter[], datePickerRule: RuleSet["datePickerRule"]): RuleSet => ({
  adapters: new Map(adapters.map((adapter) => [adapter.type, adapter])),
  datePickerRule
});

/** One configured rule of the field as a FieldRule; throws ConfigurationError when it cannot be one. */
export const compileValidationIn = (rules: RuleSet, config: ValidationConfig, field: FieldConfig): FieldRule => {
  const adapter = rules.adapters.get(config.type);
  if (adapter === undefined) {
    throw new ConfigurationError("unknownValidationType", `Field "${field.key}": unknown validation type "${config.type}"`);
  }
  return adapter.compile({ field, config });
};

/**
 * The rule run on each entered day of a list of dates, each issue said once (a range both of whose days
 * fall before a bound is told so once); on anything else, as it is: an empty list is blank to it.
 */
const onEachDay =
  (rule: FieldRule): FieldRule =>
  (context) => {
    const { value } = context;
    if (!isDateList(value) || isBlank(value)) return rule(context);
    const said = new Map<string, ValidationIssue>();
    for (const day of value) {
      if (isBlank(day)) continue;
      for (const found of rule({ ...context, value: day })) said.set(JSON.stringify([found.code, found.params]), found);
    }
    return [...said.values()];
  };

/**
 * The field's date picker rule first (an answer not written as a month or a year is said so before any bound
 * is quoted), then its configured rules in their order; none when it has neither.
 */
export const compileFieldRulesIn = (rules: RuleSet, field: FieldConfig): readonly FieldRule[] => {
  const picker = rules.datePickerRule(field);
  const configured = (field.validations ?? []).map((config) => compileValidationIn(rules, config, field));
  return [...(picker === null ? [] : [picker]), ...(takesDateList(field) ? configured.map(onEachDay) : configured)];
};
