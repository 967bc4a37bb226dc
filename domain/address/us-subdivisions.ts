// The US subdivision list of the address block's state select (spec section 3, mailingSubDivision): the
// 50 states, DC, the US territories, the freely associated states and the military codes AA, AE and AP,
// as USPS codes with English names. Pure data; the select decides how to show it.
import type { OptionItem } from "../forms/field-config.schema.ts";

export const US_STATES: readonly OptionItem[] = [
  { value: "AL", label: "Alabama" },
  { value: "AK", label: "Alaska" },
  { value: "AZ", label: "Arizona" },
  { value: "AR", label: "Arkansas" },
  { value: "CA", label: "California" },
  { value: "CO", label: "Colorado" },
  { value: "CT", label: "Connecticut" },
  { value: "DE", label: "Delaware" },
  { value: "FL", label: "Florida" },
  { value: "GA", label: "Georgia" },
  { value: "HI", label: "Hawaii" },
  { value: "ID", label: "Idaho" },
  { value: "IL", label: "Illinois" },
  { value: "IN", label: "Indiana" },
  { value: "IA", label: "Iowa" },
  { value: "KS", label: "Kansas" },
  { value: "KY", label: "Kentucky" },
  { value: "LA", label: "Louisiana" },
  { value: "ME", label: "Maine" },
  { value: "MD", label: "Maryland" },
  { value: "MA", label: "Massachusetts" },
  { value: "MI", label: "Michigan" },
  { value: "MN", label: "Minnesota" },
  { value: "MS", label: "Mississippi" },
  { value: "MO", label: "Missouri" },
  { value: "MT", label: "Montana" },
  { value: "NE", label: "Nebraska" },
  { value: "NV", label: "Nevada" },
  { value: "NH", label: "New Hampshire" },
  { value: "NJ", label: "New Jersey" },
  { value: "NM", label: "New Mexico" },
  { value: "NY", label: "New York" },
  { value: "NC", label: "North Carolina" },
  { value: "ND", label: "North Dakota" },
  { value: "OH", label: "Ohio" },
  { value: "OK", label: "Oklahoma" },
  { value: "OR", label: "Oregon" },
  { value: "PA", label: "Pennsylvania" },
  { value: "RI", label: "Rhode Island" },
  { value: "SC", label: "South Carolina" },
  { value: "SD", label: "South Dakota" },
  { value: "TN", label: "Tennessee" },
  { value: "TX", label: "Texas" },
  { value: "UT", label: "Utah" },
  { value: "VT", label: "Vermont" },
  { value: "VA", label: "Virginia" },
  { value: "WA", label: "Washington" },
  { value: "WV", label: "West Virginia" },
  { value: "WI", label: "Wisconsin" },
  { value: "WY", label: "Wyoming" }
];

export const US_DISTRICT: readonly OptionItem[] = [{ value: "DC", label: "District of Columbia" }];

export const US_TERRITORIES: readonly OptionItem[] = [
  { value: "AS", label: "American Samoa" },
  { value: "GU", label: "Guam" },
  { value: "MP", label: "Northern Mariana Islands" },
  { value: "PR", label: "Puerto Rico" },
  { value: "VI", label: "U.S. Virgin Islands" },
  { value: "UM", label: "U.S. Minor Outlying Islands" }
];

export const FREELY_ASSOCIATED_STATES: readonly OptionItem[] = [
  { value: "FM", label: "Federated States of Micronesia" },
  { value: "MH", label: "Marshall Islands" },
  { value: "PW", label: "Palau" }
];

export const MILITARY_CODES: readonly OptionItem[] = [
  { value: "AA", label: "Armed Forces Americas" },
  { value: "AE", label: "Armed Forces Europe, Middle East, Africa and Canada" },
  { value: "AP", label: "Armed Forces Pacific" }
];

/**
 * The states and DC in alphabetical order: US_STATES is written so, and DC goes before the first state named
 * after it (names of plain capitals and letters, so code points order them as English does; the test holds
 * the list to the "en" collation). Sorting them with a collator at load took a phone's main thread for the
 * browser's first collation, its language data loading: some 20 ms unthrottled, on the page before the one
 * with the select, where the site fetches this ahead.
 */
const DC_PLACE = US_STATES.findIndex((state) => state.label > (US_DISTRICT[0]?.label ?? ""));

/** The select's list: states and DC in alphabetical order, then the territories, associated states and military codes. */
export const US_SUBDIVISIONS: readonly OptionItem[] = [
  ...US_STATES.slice(0, DC_PLACE),
  ...US_DISTRICT,
  ...US_STATES.slice(DC_PLACE),
  ...US_TERRITORIES,
  ...FREELY_ASSOCIATED_STATES,
  ...MILITARY_CODES
];
