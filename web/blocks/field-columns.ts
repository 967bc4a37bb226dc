// How many of the 12 grid columns each field of a model takes on a wide screen (spec section 2: the
// address block spans all 12; the name input's styles set its widths). Under 768 px every field takes the row.
export const GRID_COLUMNS = 12;

/** The spec's mobile cutoff: below this width the fields stack in one column. */
export const MOBILE_CUTOFF_PX = 768;

export type NameStyle = "default" | "firstLast" | "firstMiddleInitialLast";

const NAME_SPANS: Readonly<Record<NameStyle, Readonly<Record<string, number>>>> = {
  default: {},
  firstLast: { firstName: 6, lastName: 6 },
  firstMiddleInitialLast: { firstName: 5, middleInitial: 2, lastName: 5 }
};

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
