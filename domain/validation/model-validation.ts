// Validates one model against its field configuration: the server rules of every field its
// dependencies leave shown and enabled (hidden or disabled fields are not judged). Issues are data.
import type { Instant } from "@js-joda/core";
import { evaluateDependencies } from "../dependencies/dependency-evaluator.ts";
import type { DependencyStates } from "../dependencies/dependency-state.ts";
import { dependencyValuesOf } from "../dependencies/dependency-values.ts";
import type { FieldConfig } from "../forms/field-config.schema.ts";
import type { FormModel } from "../forms/form-model.ts";
import { ConfigValidationState } from "./config-validation-state.ts";
import type { ValidationIssue } from "./validation-issue.ts";

export interface ModelValidationContext {
  readonly now: Instant;
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
  const issues = fields
    .filter((field) => (only === undefined || field.key === only) && states[field.key]?.fulfilled !== false)
    .flatMap(
      (field) =>
        fieldValidation(field)?.validate({
          path: [model.clientId, field.key],
          value: model.fields[field.key] ?? null,
          fields: model.fields,
          now: context.now,
          characterWhitelist: context.characterWhitelist
        }) ?? []
    );
  return { issues, dependencies: states };
};
