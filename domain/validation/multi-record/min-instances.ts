// A record table needs a minimum number of saved records (spec section 5): 0 unless configured, a
// fixed number or one computed from the claim's models. A nonsensical minimum is a configuration error.
import type { FormModel, ModelSet } from "../../forms/form-model.ts";
import { ConfigurationError } from "../../errors/configuration-error.ts";
import { type IssueParam, type ValidationIssue, issue } from "../validation-issue.ts";

export const DEFAULT_MIN_INSTANCES = 0;

export type MinimumInstances = number | ((models: ModelSet) => number);

export interface MinInstancesInput {
  readonly path: readonly string[];
  /** The table's saved records. */
  readonly saved: readonly FormModel[];
  /** Every model of the claim, for a computed minimum. */
  readonly models: ModelSet;
  readonly minimum?: MinimumInstances;
  /** A localization key to use instead of LocKey_MultiRecordTable_Validation_MinInstances. */
  readonly templateKey?: string;
}

const resolveMinimum = (minimum: MinimumInstances, models: ModelSet): number => {
  const value = typeof minimum === "number" ? minimum : minimum(models);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ConfigurationError(
      "invalidValidationConfig",
      `A table minimum must be a non-negative whole number, got ${value}.`
    );
  }
  return value;
};

export const checkMinInstances = (input: MinInstancesInput): ValidationIssue | null => {
  const min = resolveMinimum(input.minimum ?? DEFAULT_MIN_INSTANCES, input.models);
  if (input.saved.length >= min) return null;
  const params: Record<string, IssueParam> = { min, count: input.saved.length };
  if (input.templateKey !== undefined) params.messageKey = input.templateKey;
  return issue(input.path, "minInstances", params);
};
