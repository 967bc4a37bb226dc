// The configuration of one field (spec section 3, "Field config"), as the server sends it. Every field of
// this site comes from the server's configuration: there is no local field config to merge it with.
import { Schema } from "effect";
import { FieldDependencies, ScalarValue } from "../dependencies/dependency.schema.ts";
import { ValidationConfig } from "../validation/validation-config.schema.ts";
import { DatePickerOptions } from "./date-picker-options.schema.ts";

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
  dependencies: Schema.optionalKey(FieldDependencies),
  /** A date field's calendar: its grain, the days it offers, Select/Cancel/Now, closing on scroll. */
  datePicker: Schema.optionalKey(DatePickerOptions)
});
export type FieldConfig = typeof FieldConfig.Type;
