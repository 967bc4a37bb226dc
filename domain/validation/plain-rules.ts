// The rule adapters that read no calendar date: what the site needs to validate a page without date
// fields, with no date code (date-rules.ts holds the others).
import { characterSetRestrictionRule } from "./rules/character-set-restriction.ts";
import { FORMAT_RULES, numericBetweenRule } from "./rules/format-rules.ts";
import { maxLengthRule } from "./rules/max-length.ts";
import { nestedRequiredIfRule } from "./rules/nested-required-if.ts";
import { regularExpressionRule } from "./rules/regular-expression.ts";
import { requireOnePropertyToHaveAValueRule } from "./rules/require-one-property-to-have-a-value.ts";
import { requireOnePropertyValTrueRule } from "./rules/require-one-property-val-true.ts";
import { requiredIfOtherPropertyMatchesRegexRule } from "./rules/required-if-other-property-matches-regex.ts";
import { requiredIfRule } from "./rules/required-if.ts";
import { requiredOnClientOnlyRule, requiredRule } from "./rules/required.ts";
import type { RuleAdapter } from "./rules/rule-adapter.ts";
import { userConfirmsNoneRule } from "./rules/user-confirms-none.ts";

export const PLAIN_RULE_ADAPTERS: readonly RuleAdapter[] = [
  characterSetRestrictionRule,
  maxLengthRule,
  nestedRequiredIfRule,
  requiredIfRule,
  requiredIfOtherPropertyMatchesRegexRule,
  regularExpressionRule,
  requiredRule,
  requiredOnClientOnlyRule,
  requireOnePropertyValTrueRule,
  requireOnePropertyToHaveAValueRule,
  ...FORMAT_RULES,
  numericBetweenRule,
  userConfirmsNoneRule
];
