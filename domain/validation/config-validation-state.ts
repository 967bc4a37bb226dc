// The compiled server-supplied validation of one field: its FieldRules in configured order, run together.
// Holding no rule at all is a configuration error (spec section 8), so a field without validations has none.
import { ConfigurationError } from "../errors/configuration-error.ts";
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { compileFieldRules } from "./validation-engine.ts";
import type { FieldRule, RuleContext } from "./rule-context.ts";
import type { ValidationIssue } from "./validation-issue.ts";

export class ConfigValidationState {
  constructor(readonly validations: readonly FieldRule[]) {
    if (validations.length === 0) {
      throw new ConfigurationError("noValidationFunctions", "No validation functions added to ConfigValidationState.validations");
    }
  }

  /** The compiled rules of the field, or null when it configures none; throws ConfigurationError on bad config. */
  static forField(field: FieldConfig): ConfigValidationState | null {
    const rules = compileFieldRules(field);
    return rules.length === 0 ? null : new ConfigValidationState(rules);
  }

  /** Every issue of every rule, in rule order. */
  validate(context: RuleContext): readonly ValidationIssue[] {
    return this.validations.flatMap((rule) => rule(context));
  }
}
