// How many of the 12 grid columns each field of a model takes on a wide screen when its configuration places
// no blocks: the name input's style is read from the fields drawn (first, middle initial and last; first and
// last; or neither), and every other field takes the whole row. Under 768 px every field takes the row.
import { GRID_COLUMNS, NAME_SPANS } from "../../domain/forms/page-block-fields.ts";
import type { NameStyle } from "../../domain/forms/page-blocks.schema.ts";

export { GRID_COLUMNS };

/** The spec's mobile cutoff: below this width the fields stack in one column. */
export const MOBILE_CUTOFF_PX = 768;

/** The name input's style from the fields drawn: first, middle initial and last; first and last; or neither. */
export const nameStyleOf = (keys: readonly string[]): NameStyle => {
  const has = (key: string) => keys.includes(key);
  if (!has("firstName") || !has("lastName")) return "default";
  return has("middleInitial") ? "firstMiddleInitialLast" : "firstLast";
};

/** The span of each field key among the keys drawn together; any field the name style does not size takes the full row. */
export const fieldColumns = (keys: readonly string[]): ((key: string) => number) => {
  const spans = NAME_SPANS[nameStyleOf(keys)];
  return (key) => spans[key] ?? GRID_COLUMNS;
};
