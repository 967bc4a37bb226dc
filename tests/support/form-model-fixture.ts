// Hand-made form models for tests, with every field given and no edit state unless asked.
import type { DtoMapping } from "../../domain/forms/dto-mapping.ts";
import type { Fields } from "../../domain/forms/field-value.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";

export const formModel = (clientId: string, dtoMapping: DtoMapping, fields: Fields, extra: Partial<FormModel> = {}): FormModel => ({
  clientId,
  id: null,
  metadata: { dtoMapping },
  metadataHash: `hash-${dtoMapping}`,
  fields,
  fieldStates: {},
  ...extra
});
