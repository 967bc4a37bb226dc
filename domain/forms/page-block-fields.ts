// Which fields of a model each field block draws, and on how many of the 12 grid columns (spec section 2):
// a fields block its keys in order; the name input first name, middle initial and last name at its style's
// widths; the address block the address fields of spec section 3 in their order, each the block's width (the
// whole row by default). Used by the web adapter to draw a page, by the case checks to find every field
// placed once, and by validation and the claim's answers to list fields in the page's order.
import type { FieldConfig } from "./field-config.schema.ts";
import type { FormModel } from "./form-model.ts";
import type { ModelConfigItem } from "./model-config.schema.ts";
import type { NameStyle, PageBlock } from "./page-blocks.schema.ts";
import { configOfModel } from "./page-models.ts";

export const GRID_COLUMNS = 12;

/** A field a block draws, and its span on a wide screen. */
export interface FieldPlacement {
  readonly key: string;
  readonly span: number;
}

export const NAME_KEYS = ["firstName", "middleInitial", "lastName"] as const;

/** The name fields each style draws, with their widths; `default` draws those the model has, each on its row. */
export const NAME_SPANS: Readonly<Record<NameStyle, Readonly<Record<string, number>>>> = {
  default: { firstName: GRID_COLUMNS, middleInitial: GRID_COLUMNS, lastName: GRID_COLUMNS },
  firstLast: { firstName: 6, lastName: 6 },
  firstMiddleInitialLast: { firstName: 5, middleInitial: 2, lastName: 5 }
};

/**
 * The address fields of spec section 3, in its order, as the block draws them: the country after the US
 * fields and before the non-US ones it brings, so a claimant choosing another country finds its fields next.
 */
export const ADDRESS_FIELD_KEYS = [
  "mailingStreetLine1",
  "mailingStreetLine2",
  "mailingCity",
  "mailingSubDivision",
  "mailingPostalCode",
  "mailingCountry",
  "mailingSubDivisionNonUS",
  "mailingPostalCodeNonUS"
] as const;

/** The name fields a style requires of the model. `default` requires first and last name. */
export const requiredNameKeys = (style: NameStyle): readonly string[] =>
  style === "firstMiddleInitialLast" ? NAME_KEYS : ["firstName", "lastName"];

/**
 * The fields the block draws among the model's keys, in order, each with its span; null for a block that draws
 * no field. A key the model lacks is left out here (the case checks refuse it).
 */
export const blockFields = (block: PageBlock, modelKeys: readonly string[]): readonly FieldPlacement[] | null => {
  const has = (key: string) => modelKeys.includes(key);
  switch (block.block) {
    case "fields":
      return block.keys.filter(has).map((key) => ({ key, span: block.columns?.[key] ?? GRID_COLUMNS }));
    case "nameInput": {
      const spans = NAME_SPANS[block.style];
      return NAME_KEYS.filter((key) => spans[key] !== undefined && has(key)).map((key) => ({ key, span: spans[key] ?? GRID_COLUMNS }));
    }
    case "address":
      return ADDRESS_FIELD_KEYS.filter(has).map((key) => ({ key, span: block.columns ?? GRID_COLUMNS }));
    default:
      return null;
  }
};

/**
 * An item's fields in the order its page draws them, so the error summary and the claim summary read as the
 * page does: its blocks' order, or the configuration's without blocks; a field no block draws (hidden) last.
 */
export const fieldsInPageOrder = (fields: readonly FieldConfig[], blocks: readonly PageBlock[] | undefined): readonly FieldConfig[] => {
  if (blocks === undefined) return fields;
  const keys = fields.map((field) => field.key);
  const rank = new Map<string, number>();
  for (const { key } of blocks.flatMap((block) => blockFields(block, keys) ?? [])) if (!rank.has(key)) rank.set(key, rank.size);
  return [...fields].sort((a, b) => (rank.get(a.key) ?? rank.size) - (rank.get(b.key) ?? rank.size));
};

/** The fields of a model's configuration in its page's order; none when the configuration is not found. */
export const pageOrderedFields = (config: readonly ModelConfigItem[], model: FormModel): readonly FieldConfig[] => {
  const item = configOfModel(config, model);
  return item === undefined ? [] : fieldsInPageOrder(item.fields, item.blocks);
};
