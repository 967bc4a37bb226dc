// An edit and what it sets off (spec section 4, "Dependencies"): the field takes the claimant's value,
// then every field whose dependencies that changes is reset as its configuration says.
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { assignField, editField } from "../forms/field-editing.ts";
import type { FieldValue } from "../forms/field-value.ts";
import type { FormModel } from "../forms/form-model.ts";
import { evaluateDependencies } from "./dependency-evaluator.ts";
import { dependencyValuesOf } from "./dependency-values.ts";

export const editWithDependencies = (
  model: FormModel,
  key: string,
  value: FieldValue,
  fields: readonly FieldConfig[],
  saved: readonly FormModel[]
): FormModel => {
  const previous = evaluateDependencies(fields, dependencyValuesOf(model, saved)).states;
  const edited = editField(model, key, value);
  const { resets } = evaluateDependencies(fields, dependencyValuesOf(edited, saved), previous);
  return resets.reduce((current, reset) => assignField(current, reset.key, reset.value), edited);
};
