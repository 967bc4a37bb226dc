// Which building block draws each field control (spec section 2, "Page building blocks"). A hidden field
// draws nothing: its value travels with the model. The date block, with the date code it needs, loads with
// the first page that has a date field (prefetched once the browser is idle), so the start page goes without;
// so do the address block's lists (fields/select-field.tsx).
import type { ComponentType } from "react";
import { onDemand } from "../app/on-demand.tsx";
import type { FieldControl } from "../../domain/forms/field-config.schema.ts";
import type { FieldBlockProps } from "./field-block-props.ts";
import { TextField } from "./text-field.tsx";
import { CheckboxField } from "./fields/checkbox-field.tsx";
import { FileField } from "./records/file-field.tsx";
import { HybridRadioTextField } from "./fields/hybrid-radio-text-field.tsx";
import { RadioField } from "./fields/radio-field.tsx";
import { prefetchAddressLists, SelectField } from "./fields/select-field.tsx";
import { TextareaField } from "./fields/textarea-field.tsx";

const HiddenField = () => null;

const loadDateField = () => import("./fields/date-field.tsx");
/** The name the date block is loaded ahead by (pages/form-page-parts.ts). */
export const DATE_FIELD_PART = "date field";

const DateField = onDemand<FieldBlockProps>(DATE_FIELD_PART, () => loadDateField().then((module) => module.DateField));

/** Fetches the blocks that load on demand, ahead of the first page that draws one. */
export const prefetchFieldBlocks = (): void => {
  // A prefetch that fails is asked again by the first date block drawn.
  loadDateField().catch(() => undefined);
  prefetchAddressLists();
};

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
