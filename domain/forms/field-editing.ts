// Editing a field of a model (spec section 4, "Form models"): an empty string is stored as null, the
// field becomes touched and ever-dirty; a file input takes exactly one file and writes name, size and type beside it.
import { ConfigurationError } from "../errors/configuration-error.ts";
import { type FieldValue, type FileEntry, isFileList } from "./field-value.ts";
import { type FormModel, fieldState } from "./form-model.ts";

export const FILE_DESCRIPTION_FIELDS = { name: "name", size: "size", type: "type" } as const;
export const UNKNOWN_FILE_TYPE = "unknown";

const requireField = (model: FormModel, key: string): void => {
  if (!Object.hasOwn(model.fields, key)) {
    throw new ConfigurationError("invalidFieldKey", `The formModel ${model.clientId} has no field "${key}".`);
  }
};

const checkFileList = (model: FormModel, key: string, files: readonly FileEntry[]): FileEntry => {
  const [file] = files;
  if (file === undefined) {
    throw new ConfigurationError("multipleFilesPerInput", `Clearing the file input "${key}" is unsupported.`);
  }
  if (files.length > 1) {
    throw new ConfigurationError("multipleFilesPerInput", `Multi-file selection is unsupported: "${key}" takes one file.`);
  }
  const other = Object.entries(model.fields).find(([otherKey, value]) => otherKey !== key && value !== null && isFileList(value));
  if (other !== undefined) {
    throw new ConfigurationError(
      "multipleFileListFields",
      `The formModel ${model.clientId} already holds a file list in "${other[0]}"; one file-list field per model is supported.`
    );
  }
  return file;
};

const describeFile = (file: FileEntry): Record<string, FieldValue> => ({
  [FILE_DESCRIPTION_FIELDS.name]: file.name,
  [FILE_DESCRIPTION_FIELDS.size]: file.size,
  [FILE_DESCRIPTION_FIELDS.type]: file.type === "" ? UNKNOWN_FILE_TYPE : file.type
});

/** The claimant changed a field. */
export const editField = (model: FormModel, key: string, value: FieldValue): FormModel => {
  requireField(model, key);
  const stored = value === "" ? null : value;
  const described = stored !== null && isFileList(stored) ? describeFile(checkFileList(model, key, stored)) : {};
  return {
    ...model,
    fields: { ...model.fields, [key]: stored, ...described },
    fieldStates: { ...model.fieldStates, [key]: { touched: true, everDirty: true } }
  };
};

/** A value set by the program (a default, prepopulated data, a dependency reset): no edit state changes. */
export const assignField = (model: FormModel, key: string, value: FieldValue): FormModel => {
  requireField(model, key);
  return { ...model, fields: { ...model.fields, [key]: value === "" ? null : value } };
};

/** Leaving a field (blur, Enter): it shows its errors from now on. */
export const touchField = (model: FormModel, key: string): FormModel => {
  requireField(model, key);
  return { ...model, fieldStates: { ...model.fieldStates, [key]: { ...fieldState(model, key), touched: true } } };
};

/** After a failed Next every field shows its errors, edited or not. */
export const touchAll = (model: FormModel): FormModel => ({
  ...model,
  fieldStates: Object.fromEntries(
    Object.keys(model.fields).map((key) => [key, { ...fieldState(model, key), touched: true }])
  )
});

export const showsErrors = (model: FormModel, key: string): boolean => fieldState(model, key).touched;
