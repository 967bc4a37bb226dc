// Test helpers: compile one configured rule through the registry and run it on a value.
import type { FieldValue, Fields } from "../../../../domain/forms/field-value.ts";
import type { FieldConfig } from "../../../../domain/forms/field-config.schema.ts";
import { compileValidation } from "../../../../domain/validation/rule-registry.ts";
import type { FieldRule, RuleContext } from "../../../../domain/validation/rule-context.ts";
import type { ValidationConfig } from "../../../../domain/validation/validation-config.schema.ts";

export const FIELD_KEY = "subject";
export const PATH = ["model-1", FIELD_KEY] as const;
/** Noon in Los Angeles on 15 June 2026. */
export const NOON_IN_LA = Date.parse("2026-06-15T19:00:00Z");

export const config = (type: string, params?: Record<string, unknown>, message?: string): ValidationConfig => ({
  type,
  ...(params === undefined ? {} : { params }),
  ...(message === undefined ? {} : { message })
});

export const field = (...validations: ValidationConfig[]): FieldConfig => ({ key: FIELD_KEY, validations });

export const compile = (type: string, params?: Record<string, unknown>, message?: string): FieldRule => {
  const rule = config(type, params, message);
  return compileValidation(rule, field(rule));
};

export interface ContextOptions {
  readonly fields?: Fields;
  /** Milliseconds since the epoch. */
  readonly now?: number;
  readonly characterWhitelist?: string | null;
  /** Saved records per record template's metadataHash; none by default. */
  readonly savedRecords?: Readonly<Record<string, number>>;
}

export const contextFor = (value: FieldValue, options: ContextOptions = {}): RuleContext => ({
  path: PATH,
  value,
  fields: { ...options.fields, [FIELD_KEY]: value },
  now: options.now ?? NOON_IN_LA,
  characterWhitelist: options.characterWhitelist === undefined ? null : options.characterWhitelist,
  savedRecords: (listHash) => options.savedRecords?.[listHash] ?? 0
});

/** The codes of the issues the rule gives for the value. */
export const codes = (rule: FieldRule, value: FieldValue, options?: ContextOptions): readonly string[] =>
  rule(contextFor(value, options)).map((found) => found.code);
