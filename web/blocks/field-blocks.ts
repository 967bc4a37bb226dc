// Which building block draws each field control (spec section 2, "Page building blocks"). A hidden field
// draws nothing: its value travels with the model. The text, textarea and select blocks come with the form
// page, which every start page draws; the others (the date block with the date code it needs, checkboxes,
// radios, the hybrid radio and text, the file block) load with the first page that has one: before a page
// past a form's first is let through (pages/form-page-parts.ts), before a form's first page that has one
// (loadStartPageFieldBlocks), fetched ahead once the browser is idle (the date block once the claimant
// first acts). So do the address block's lists (fields/select-field.tsx).
import type { ComponentType } from "react";
import type { FieldControl } from "../../domain/forms/field-config.schema.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { startPageItems } from "../../domain/forms/page-models.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { loadParts, onDemand } from "../app/on-demand.tsx";
import type { FieldBlockProps } from "./field-block-props.ts";
import { prefetchAddressLists, SelectField } from "./fields/select-field.tsx";
import { TextareaField } from "./fields/textarea-field.tsx";
import { TextField } from "./text-field.tsx";

const HiddenField = () => null;

/** The blocks loaded on demand: each control's module, and the block it exports. */
const ON_DEMAND = {
  date: async () => (await import("./fields/date-field.tsx")).DateField,
  checkbox: async () => (await import("./fields/checkbox-field.tsx")).CheckboxField,
  radio: async () => (await import("./fields/radio-field.tsx")).RadioField,
  hybridRadioText: async () => (await import("./fields/hybrid-radio-text-field.tsx")).HybridRadioTextField,
  file: async () => (await import("./records/file-field.tsx")).FileField
} as const satisfies Partial<Record<FieldControl, () => Promise<ComponentType<FieldBlockProps>>>>;

type OnDemandControl = keyof typeof ON_DEMAND;

const isOnDemand = (control: FieldControl): control is OnDemandControl => Object.hasOwn(ON_DEMAND, control);

/** The name each block loaded on demand is loaded ahead by: "date field", "checkbox field"... */
const partOf = (control: OnDemandControl): string => `${control} field`;

/** The names of every block loaded on demand (pages/form-page-parts.ts). */
export const FIELD_BLOCK_PARTS: readonly string[] = (Object.keys(ON_DEMAND) as OnDemandControl[]).map(partOf);

const onDemandBlock = (control: OnDemandControl): ComponentType<FieldBlockProps> => onDemand<FieldBlockProps>(partOf(control), ON_DEMAND[control]);

/**
 * Fetches the blocks that load on demand, ahead of the first page that draws one: all but the date block,
 * whose date code waits for the claimant (prefetchDateFieldBlock).
 */
export const prefetchFieldBlocks = (): void => {
  // A prefetch that fails is asked again by the first such block drawn.
  for (const [control, load] of Object.entries(ON_DEMAND)) if (control !== "date") load().catch(() => undefined);
  prefetchAddressLists();
};

/** Fetches the date block, with the date code it runs. */
export const prefetchDateFieldBlock = (): void => {
  // One that fails is asked again by the first date field drawn.
  ON_DEMAND.date().catch(() => undefined);
};

/** Before a form's first page shows, the blocks it draws that load on demand, so its fields show whole with it. */
export const loadStartPageFieldBlocks = async (config: readonly ModelConfigItem[], formType: FormType): Promise<void> => {
  const controls = new Set(startPageItems(config, formType).flatMap((item) => item.fields.map((field) => field.control ?? "text")));
  await loadParts([...controls].filter(isOnDemand).map(partOf));
};

export const FIELD_BLOCKS: Readonly<Record<FieldControl, ComponentType<FieldBlockProps>>> = {
  text: TextField,
  textarea: TextareaField,
  select: SelectField,
  radio: onDemandBlock("radio"),
  checkbox: onDemandBlock("checkbox"),
  date: onDemandBlock("date"),
  file: onDemandBlock("file"),
  hidden: HiddenField,
  hybridRadioText: onDemandBlock("hybridRadioText")
};
