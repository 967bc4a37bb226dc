// The configuration of one field (spec section 3, "Field config"), as the server sends it and as the
// site's own page definitions declare it; mergeFieldConfigs lays the server's over the local one by key.
import { Schema } from "effect";
import { FieldDependencies, ScalarValue } from "../dependencies/dependency.schema.ts";
import { ValidationConfig } from "../validation/validation-config.schema.ts";

export const OptionItem = Schema.Struct({ value: Schema.String, label: Schema.String });
export type OptionItem = typeof OptionItem.Type;

export const InputGroupConfig = Schema.Struct({
  prependedText: Schema.optionalKey(Schema.String),
  appendedText: Schema.optionalKey(Schema.String)
});
export type InputGroupConfig = typeof InputGroupConfig.Type;

export const FIELD_CONTROLS = [
  "text",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "date",
  "file",
  "hidden",
  "hybridRadioText"
] as const;
export type FieldControl = (typeof FIELD_CONTROLS)[number];

export const FieldConfig = Schema.Struct({
  key: Schema.NonEmptyString,
  control: Schema.optionalKey(Schema.Literals(FIELD_CONTROLS)),
  label: Schema.optionalKey(Schema.String),
  placeholder: Schema.optionalKey(Schema.String),
  defaultValue: Schema.optionalKey(ScalarValue),
  prepopulatedDataKey: Schema.optionalKey(Schema.String),
  overrideEverDirtyFieldConstraint: Schema.optionalKey(Schema.Boolean),
  maskName: Schema.optionalKey(Schema.String),
  suppressLabel: Schema.optionalKey(Schema.Boolean),
  disableRequiredStyling: Schema.optionalKey(Schema.Boolean),
  validations: Schema.optionalKey(Schema.Array(ValidationConfig)),
  options: Schema.optionalKey(Schema.Array(OptionItem)),
  inputGroup: Schema.optionalKey(InputGroupConfig),
  dependencies: Schema.optionalKey(FieldDependencies)
});
export type FieldConfig = typeof FieldConfig.Type;

/** The server's config wins where it says something; local fields keep their order, server-only fields follow. */
export const mergeFieldConfigs = (
  local: readonly FieldConfig[],
  remote: readonly FieldConfig[]
): readonly FieldConfig[] => {
  const remoteByKey = new Map(remote.map((field) => [field.key, field]));
  const localKeys = new Set(local.map((field) => field.key));
  const merged = local.map((field) => {
    const fromServer = remoteByKey.get(field.key);
    return fromServer === undefined ? field : { ...field, ...fromServer };
  });
  return [...merged, ...remote.filter((field) => !localKeys.has(field.key))];
};
