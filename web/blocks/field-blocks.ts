// Which building block draws each field control (spec section 2, "Page building blocks"). A hidden field
// draws nothing: its value travels with the model.
import type { ComponentType } from "react";
import type { FieldControl } from "../../domain/forms/field-config.schema.ts";
import type { FieldBlockProps } from "./field-block-props.ts";
import { TextField } from "./text-field.tsx";
import { CheckboxField } from "./fields/checkbox-field.tsx";
import { FileField } from "./records/file-field.tsx";
import { DateField } from "./fields/date-field.tsx";
import { HybridRadioTextField } from "./fields/hybrid-radio-text-field.tsx";
import { RadioField } from "./fields/radio-field.tsx";
import { SelectField } from "./fields/select-field.tsx";
import { TextareaField } from "./fields/textarea-field.tsx";

const HiddenField = () => null;

export const FIELD_BLOCKS: Readonly<Record<FieldControl, ComponentType<FieldBlockProps>>> = {
  text: TextField,
  textarea: TextareaField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  date: DateField,
  file: FileField,
  hidden: HiddenField,
  hybridRadioText: HybridRadioTextField
};
