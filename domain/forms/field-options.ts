// The values a choice field answers with: its configured options, or, for the address block's state and
// country selects that configure none, the block's own lists. Null for a field that offers no list. Field
// bounds, case references, claim-file checks and `claims describe` all read a field's options here.
import { addressOptions } from "../address/address-options.ts";
import type { FieldConfig, OptionItem } from "./field-config.schema.ts";

/** The controls that offer a list: select and radio take one of it, hybridRadioText one of it or free text. */
const CHOICE_CONTROLS: ReadonlySet<string> = new Set(["select", "radio", "hybridRadioText"]);

export const fieldOptions = (field: FieldConfig): readonly OptionItem[] | null =>
  field.control !== undefined && CHOICE_CONTROLS.has(field.control) ? (field.options ?? addressOptions(field.key)) : null;

/** The option values a select or radio must be answered with; null for a field that also takes free text, or offers no list. */
export const requiredOptionValues = (field: FieldConfig): readonly string[] | null =>
  field.control === "select" || field.control === "radio" ? (fieldOptions(field)?.map((option) => option.value) ?? null) : null;
