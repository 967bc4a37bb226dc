// The server-supplied validation rules, one adapter per API validation type (spec section 5), all of them:
// what the server and the command line compile a case's fields with. The site loads them in two parts
// (plain-rules.ts, date-rules.ts; validation-engine.ts), so that a page without dates runs no date code.
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { DATE_RULE_ADAPTERS, datePickerRule } from "./date-rules.ts";
import { PLAIN_RULE_ADAPTERS } from "./plain-rules.ts";
import { compileFieldRulesIn, compileValidationIn, ruleSet } from "./rule-compiler.ts";
import type { FieldRule } from "./rule-context.ts";
import type { ValidationConfig } from "./validation-config.schema.ts";

const EVERY_RULE = ruleSet([...PLAIN_RULE_ADAPTERS, ...DATE_RULE_ADAPTERS], datePickerRule);

/** Every rule adapter, keyed by its API validation type exactly as the server spells it. */
export const RULE_ADAPTERS = EVERY_RULE.adapters;

/** One configured rule of the field as a FieldRule; throws ConfigurationError when it cannot be one. */
export const compileValidation = (config: ValidationConfig, field: FieldConfig): FieldRule => compileValidationIn(EVERY_RULE, config, field);

/** The field's date picker rule, then its configured rules in their order (rule-compiler.ts). */
export const compileFieldRules = (field: FieldConfig): readonly FieldRule[] => compileFieldRulesIn(EVERY_RULE, field);
