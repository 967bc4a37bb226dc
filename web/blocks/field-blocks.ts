// Which building block draws each field control (spec section 2, "Page building blocks"). A hidden field
// draws nothing: its value travels with the model.
import type { ComponentType } from "react";
import type { FieldControl } from "../../domain/forms/field-config.schema.ts";
import type { FieldBlockProps } from "./field-block-props.ts";
import { TextField } from "./text-field.tsx";

const HiddenField = () => null;

export const FIELD_BLOCKS: Readonly<Record<FieldControl, ComponentType<FieldBlockProps>>> = {
  text: TextField,
  textarea: HiddenField,
  select: HiddenField,
  radio: HiddenField,
  checkbox: HiddenField,
  date: HiddenField,
  file: HiddenField,
  hidden: HiddenField,
  hybridRadioText: HiddenField
};
