// Display-only record rows (spec sections 2 and 5): which fields of a saved record a row shows and in
// what order, at most 12, or 11 when edit or delete buttons take a column. Delete is on and edit off by default.
import { ConfigurationError } from "../errors/configuration-error.ts";
import type { FieldValue } from "./field-value.ts";
import type { ModelSet } from "./form-model.ts";
import { findModel } from "./model-set.ts";

export const MAX_DISPLAY_FIELDS = 12;
export const MAX_DISPLAY_FIELDS_WITH_BUTTONS = 11;

export interface DisplayRowOptions {
  readonly recordClientId: string | null | undefined;
  /** Field keys in the order they should appear; other fields follow alphabetically. */
  readonly ordering?: readonly string[];
  /** Fields to leave out of the row (ids, file lists and the like). */
  readonly hidden?: readonly string[];
  readonly allowDelete?: boolean;
  readonly allowEdit?: boolean;
}

export interface DisplayRow {
  readonly recordClientId: string;
  readonly cells: readonly (readonly [key: string, value: FieldValue])[];
  readonly allowDelete: boolean;
  readonly allowEdit: boolean;
}

/**
 * One collator for every comparison (localeCompare with a locale makes one per call), made at the first:
 * the browser's first collator loads its language data, which a page without a record list need not wait for.
 */
let englishOrder: Intl.Collator | null = null;

const byOrdering =
  (ordering: readonly string[]) =>
  (a: string, b: string): number => {
    const rank = (key: string) => {
      const index = ordering.indexOf(key);
      return index === -1 ? ordering.length : index;
    };
    return rank(a) - rank(b) || (englishOrder ??= new Intl.Collator("en")).compare(a, b);
  };

export const displayRow = (set: ModelSet, options: DisplayRowOptions): DisplayRow => {
  const { recordClientId } = options;
  if (recordClientId === null || recordClientId === undefined || recordClientId === "") {
    throw new ConfigurationError("recordClientIdRequired", "recordClientId is required.");
  }
  const record = findModel(set, recordClientId);
  const allowDelete = options.allowDelete ?? true;
  const allowEdit = options.allowEdit ?? false;
  const limit = allowDelete || allowEdit ? MAX_DISPLAY_FIELDS_WITH_BUTTONS : MAX_DISPLAY_FIELDS;
  const hidden = new Set(options.hidden ?? []);
  const keys = Object.keys(record.fields)
    .filter((key) => !hidden.has(key))
    .sort(byOrdering(options.ordering ?? []));
  if (keys.length > limit) {
    throw new ConfigurationError("maxDisplayFieldsExceeded", `Max number of display fields, ${limit}, exceeded.`);
  }
  return { recordClientId, cells: keys.map((key) => [key, record.fields[key] ?? null] as const), allowDelete, allowEdit };
};
