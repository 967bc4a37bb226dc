// Builds form models for the validation tests: only what the rules read (client id, mapping, fields,
// field states) is varied; the rest is fixed.
import type { DtoMapping } from "../../../../domain/forms/dto-mapping.ts";
import type { FieldValue, FileEntry } from "../../../../domain/forms/field-value.ts";
import type { FieldState, FormModel } from "../../../../domain/forms/form-model.ts";

export interface ModelOptions {
  readonly dtoMapping?: DtoMapping;
  readonly fieldStates?: Readonly<Record<string, FieldState>>;
  readonly id?: string | null;
}

export const makeModel = (
  clientId: string,
  fields: Readonly<Record<string, FieldValue>>,
  options: ModelOptions = {}
): FormModel => ({
  clientId,
  id: options.id ?? null,
  metadata: { dtoMapping: options.dtoMapping ?? "documentContexts" },
  metadataHash: "hash",
  fields,
  fieldStates: options.fieldStates ?? {}
});

export const file = (name: string, size = 100, type = "application/pdf"): FileEntry => ({ name, size, type });

/** A document record as the site writes it: the file list with name, size and type beside it. */
export const documentRecord = (clientId: string, fileName: string, options: ModelOptions = {}): FormModel =>
  makeModel(clientId, { file: [file(fileName)], name: fileName, size: 100, type: "application/pdf" }, options);

export const EDITED: FieldState = { touched: true, everDirty: true };
export const TOUCHED_ONLY: FieldState = { touched: true, everDirty: false };
