// Validates one model against its field configuration, the validation engine loaded: first every field's
// bounds (field-bounds.ts: length cap, characters, options), whatever its dependencies say; then the server
// rules of every field within its bounds that its dependencies leave shown and enabled (hidden or disabled
// fields are not judged). No rule, and so no pattern, ever runs over a value past its bounds. Issues are data.
import { evaluateDependencies } from "../dependencies/dependency-evaluator.ts";
import type { DependencyStates } from "../dependencies/dependency-state.ts";
import { dependencyValuesOf } from "../dependencies/dependency-values.ts";
import type { FieldConfig } from "../forms/field-config.schema.ts";
import type { FormModel } from "../forms/form-model.ts";
import { ConfigValidationState } from "./config-validation-state.ts";
import { fieldBoundsIssues } from "./validation-engine.ts";
import type { ValidationIssue } from "./validation-issue.ts";

export interface ModelValidationContext {
  /** Milliseconds since the epoch. */
  readonly now: number;
  readonly characterWhitelist: string | null;
  /** The saved models, for dependencies naming another model. */
  readonly saved: readonly FormModel[];
}

export interface ModelValidation {
  readonly issues: readonly ValidationIssue[];
  readonly dependencies: DependencyStates;
}

/** Compiling a field's rules decodes its parameters and regular expressions: done once per config. */
const compiled = new WeakMap<FieldConfig, ConfigValidationState | null>();

export const fieldValidation = (field: FieldConfig): ConfigValidationState | null => {
  if (!compiled.has(field)) compiled.set(field, ConfigValidationState.forField(field));
  return compiled.get(field) ?? null;
};

export const validateModel = (
  model: FormModel,
  fields: readonly FieldConfig[],
  context: ModelValidationContext,
  only?: string
): ModelValidation => {
  const { states } = evaluateDependencies(fields, dependencyValuesOf(model, context.saved));
  const savedRecords = (listHash: string): number => context.saved.filter((saved) => saved.metadataHash === listHash).length;
  const issues = fields
    .filter((field) => only === undefined || field.key === only)
    .flatMap((field) => {
      const path = [model.clientId, field.key];
      const value = model.fields[field.key] ?? null;
      const bounds = fieldBoundsIssues(field, value, path);
      if (bounds.length > 0) return bounds;
      if (states[field.key]?.fulfilled === false) return [];
      return (
        fieldValidation(field)?.validate({ path, value, fields: model.fields, now: context.now, characterWhitelist: context.characterWhitelist, savedRecords }) ?? []
      );
    });
  return { issues, dependencies: states };
};
