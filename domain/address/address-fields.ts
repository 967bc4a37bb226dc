// The address block's rule (spec section 2, "Address block"): which address fields show, given the chosen
// country and the site's international switch (the option lists of its two selects are address-options.ts).
// It decides only about the address keys: every other field shows as far as this rule is concerned.
import { assignField } from "../forms/field-editing.ts";
import type { FormModel } from "../forms/form-model.ts";
import type { FieldValue } from "../forms/field-value.ts";

/** The country an address is in when none is chosen; first in the country select's list (countries.ts). */
export const DEFAULT_COUNTRY = "US";

export const ADDRESS_KEYS = {
  country: "mailingCountry",
  subDivision: "mailingSubDivision",
  postalCode: "mailingPostalCode",
  subDivisionNonUS: "mailingSubDivisionNonUS",
  postalCodeNonUS: "mailingPostalCodeNonUS"
} as const;

/**
 * The two selects that offer a fixed list of the block's own when their configuration gives none
 * (address-options.ts holds the lists, which only such a select and the rules that check one need).
 */
export const offersAddressList = (key: string): boolean => key === ADDRESS_KEYS.subDivision || key === ADDRESS_KEYS.country;

const US_ONLY_KEYS: ReadonlySet<string> = new Set([ADDRESS_KEYS.subDivision, ADDRESS_KEYS.postalCode]);
const NON_US_KEYS: ReadonlySet<string> = new Set([ADDRESS_KEYS.subDivisionNonUS, ADDRESS_KEYS.postalCodeNonUS]);

export interface AddressContext {
  /** The model's mailingCountry value; a blank one counts as the default country. */
  readonly country: FieldValue;
  /** The site's internationalAddress switch. */
  readonly international: boolean;
}

/** The country the address is in: the chosen code (trimmed, upper-cased), or US when none is chosen. */
export const addressCountry = (country: FieldValue): string =>
  typeof country === "string" && country.trim() !== "" ? country.trim().toUpperCase() : DEFAULT_COUNTRY;

/**
 * Without international support the address is a US one: no country select, US fields, never the non-US
 * ones. With it the country select shows, and the US fields for the US, the non-US ones for any other country.
 */
export const addressFieldShows = (key: string, { country, international }: AddressContext): boolean => {
  if (key === ADDRESS_KEYS.country) return international;
  if (!international) return !NON_US_KEYS.has(key);
  const inUs = addressCountry(country) === DEFAULT_COUNTRY;
  if (US_ONLY_KEYS.has(key)) return inUs;
  if (NON_US_KEYS.has(key)) return !inUs;
  return true;
};

/**
 * Without international support an address is a US one, so a model's country is US whatever the
 * prepopulated data said: its country select is not drawn, and a hidden foreign country would leave the
 * claimant with rules (a non-US postal code) on fields they can neither see nor fix.
 */
export const withAddressCountry = (model: FormModel, international: boolean): FormModel =>
  international || !Object.hasOwn(model.fields, ADDRESS_KEYS.country) || model.fields[ADDRESS_KEYS.country] === DEFAULT_COUNTRY
    ? model
    : assignField(model, ADDRESS_KEYS.country, DEFAULT_COUNTRY);
