// The values dependency conditions read: the fields of the model the page edits, and the fields of
// other models by dtoMapping for conditions that name a model. A field that is not there has no value.
import { type DtoMapping, SINGLE_MODEL_MAPPINGS } from "../forms/dto-mapping.ts";
import type { FieldValue, Fields } from "../forms/field-value.ts";
import type { FormModel } from "../forms/form-model.ts";
import type { DependencyCondition } from "./dependency.schema.ts";

export interface DependencyValues {
  /** The evaluated model's fields; only these are ever reset. */
  readonly fields: Fields;
  readonly models?: Readonly<Partial<Record<DtoMapping, Fields>>>;
}

/**
 * The values for editing model, with the saved single models (signature, claimantInfo, credentials,
 * claimDetails) as the others: a list mapping has no one model a condition could mean.
 */
export const dependencyValuesOf = (model: FormModel, saved: readonly FormModel[]): DependencyValues => ({
  fields: model.fields,
  models: Object.fromEntries(
    saved
      .filter((other) => SINGLE_MODEL_MAPPINGS.includes(other.metadata.dtoMapping))
      .map((other) => [other.metadata.dtoMapping, other.fields])
  )
});

export const conditionValue = (values: DependencyValues, condition: DependencyCondition): FieldValue => {
  const fields = condition.model === undefined ? values.fields : values.models?.[condition.model];
  if (fields === undefined || !Object.hasOwn(fields, condition.field)) return null;
  return fields[condition.field] ?? null;
};
