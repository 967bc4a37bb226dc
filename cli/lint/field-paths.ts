// Where a field of a placed configuration item sits in its forms file, so every lint finding about a field
// names the same path the loader would: `[item].fields[field]` and what follows inside it.
import type { PlacedItem } from "../../domain/case/case-forms.ts";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";

export interface PlacedField {
  readonly entry: PlacedItem;
  readonly field: FieldConfig;
  /** `[item].fields[field]` in the entry's file. */
  readonly path: string;
}

export const placedFields = (placed: readonly PlacedItem[]): readonly PlacedField[] =>
  placed.flatMap((entry) => entry.item.fields.map((field, index) => ({ entry, field, path: `[${entry.index}].fields[${index}]` })));
