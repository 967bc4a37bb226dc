// The address block's state and country selects that configure no options (spec section 2, "Address
// block"): the US subdivisions, and the countries named in the page's language where the platform knows
// them, the default country first. Loaded on demand with the lists (select-field.tsx).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ADDRESS_KEYS, DEFAULT_COUNTRY } from "../../../domain/address/address-fields.ts";
import { addressOptions } from "../../../domain/address/address-options.ts";
import { COUNTRIES } from "../../../domain/address/countries.ts";
import type { OptionItem } from "../../../domain/forms/field-config.schema.ts";
import type { FieldBlockProps } from "../field-block-props.ts";
import { ChoiceSelect } from "./choice-select.tsx";

/** Country names in the page's language where the platform knows them; the default country stays first. */
const localizedCountries = (culture: string): readonly OptionItem[] => {
  if (culture.toLowerCase().startsWith("en") || typeof Intl.DisplayNames !== "function") return COUNTRIES;
  const names = new Intl.DisplayNames([culture], { type: "region", fallback: "none" });
  const named = COUNTRIES.map((country) => ({ value: country.value, label: names.of(country.value) ?? country.label }));
  const [first, ...rest] = named;
  // One collator for the sort: localeCompare with a locale makes one per comparison, which a phone feels.
  const order = new Intl.Collator(culture);
  return first?.value === DEFAULT_COUNTRY ? [first, ...rest.sort((a, b) => order.compare(a.label, b.label))] : named;
};

export const AddressListSelect = (props: FieldBlockProps) => {
  const culture = useTranslation().i18n.language;
  const { key } = props.field;
  const options = useMemo(() => (key === ADDRESS_KEYS.country ? localizedCountries(culture) : (addressOptions(key) ?? [])), [key, culture]);
  return <ChoiceSelect {...props} options={options} />;
};
