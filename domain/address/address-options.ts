// The fixed option lists of the address block's two selects (spec section 2, "Address block"): the countries
// and the US subdivisions, offered when a select's configuration gives none. Apart from the address rule
// (address-fields.ts), which needs neither list.
import type { OptionItem } from "../forms/field-config.schema.ts";
import { ADDRESS_KEYS } from "./address-fields.ts";
import { COUNTRIES } from "./countries.ts";
import { US_SUBDIVISIONS } from "./us-subdivisions.ts";

/** The fixed list a select of the address block offers when its configuration gives none. */
export const addressOptions = (key: string): readonly OptionItem[] | null => {
  if (key === ADDRESS_KEYS.subDivision) return US_SUBDIVISIONS;
  if (key === ADDRESS_KEYS.country) return COUNTRIES;
  return null;
};
