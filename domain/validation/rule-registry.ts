// The server-supplied validation rules, one adapter per API validation type (spec section 5), and the
// compiling of a field's configured rules into FieldRules. An unknown type is a ConfigurationError naming
// the type and the field; so are bad parameters and patterns, all found when the field is compiled. On a
// field that holds a list of dates, each configured rule judges every entered day.
import { ConfigurationError } from "../errors/configuration-error.ts";
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { takesDateList } from "../forms/date-selection.ts";
import { isBlank, isDateList } from "../forms/field-value.ts";
import type { FieldRule } from "./rule-context.ts";
import type { ValidationIssue } from "./validation-issue.ts";
import { datePickerRule } from "./rules/date-picker-choice.ts";
import { characterSetRestrictionRule } from "./rules/character-set-restriction.ts";
import { endDateRule } from "./rules/end-date.ts";
import { FORMAT_RULES, numericBetweenRule } from "./rules/format-rules.ts";
import { maxLengthRule } from "./rules/max-length.ts";
import { nestedRequiredIfRule } from "./rules/nested-required-if.ts";
import { preventFutureDateRule, preventFutureShortDateRule } from "./rules/prevent-future-date.ts";
import { rangeRule } from "./rules/range.ts";
import { regularExpressionRule } from "./rules/regular-expression.ts";
import { requireOnePropertyToHaveAValueRule } from "./rules/require-one-property-to-have-a-value.ts";
import { requireOnePropertyValTrueRule } from "./rules/require-one-property-val-true.ts";
import { requiredIfOtherPropertyMatchesRegexRule } from "./rules/required-if-other-property-matches-regex.ts";
import { requiredIfRule } from "./rules/required-if.ts";
import { requiredOnClientOnlyRule, requiredRule } from "./rules/required.ts";
import type { RuleAdapter } from "./rules/rule-adapter.ts";
import { userConfirmsNoneRule } from "./rules/user-confirms-none.ts";
import { validDateRule } from "./rules/valid-date.ts";
import type { ValidationConfig } from "./validation-config.schema.ts";

/** Every rule adapter, keyed by its API validation type exactly as the server spells it. */
export const RULE_ADAPTERS: ReadonlyMap<string, RuleAdapter> = new Map(
  [
    rangeRule,
    characterSetRestrictionRule,
    endDateRule,
    maxLengthRule,
    nestedRequiredIfRule,
    requiredIfRule,
    requiredIfOtherPropertyMatchesRegexRule,
    preventFutureDateRule,
    preventFutureShortDateRule,
    regularExpressionRule,
    requiredRule,
    requiredOnClientOnlyRule,
    requireOnePropertyValTrueRule,
    requireOnePropertyToHaveAValueRule,
    validDateRule,
    ...FORMAT_RULES,
    numericBetweenRule,
    userConfirmsNoneRule
  ].map((adapter) => [adapter.type, adapter])
);

/** One configured rule of the field as a FieldRule; throws ConfigurationError when it cannot be one. */
export const compileValidation = (config: ValidationConfig, field: FieldConfig): FieldRule => {
  const adapter = RULE_ADAPTERS.get(config.type);
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
export const compileFieldRules = (field: FieldConfig): readonly FieldRule[] => {
  const picker = datePickerRule(field);
  const configured = (field.validations ?? []).map((config) => compileValidation(config, field));
  return [...(picker === null ? [] : [picker]), ...(takesDateList(field) ? configured.map(onEachDay) : configured)];
};
