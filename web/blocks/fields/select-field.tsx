// The select building block (spec sections 2, 5 and 9): a native select in the field frame whose first
// option is the empty placeholder (the default select placeholder key unless the field names one). The
// address block's state and country selects take the fixed lists when their configuration gives none.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { ADDRESS_KEYS } from "../../../domain/address/address-fields.ts";
import { addressOptions } from "../../../domain/address/address-options.ts";
import { COUNTRIES, DEFAULT_COUNTRY } from "../../../domain/address/countries.ts";
import type { FieldConfig, OptionItem } from "../../../domain/forms/field-config.schema.ts";
import { useClaimSession } from "../../app/claim-session-context.ts";
import { autocompleteFor } from "../autocomplete.ts";
import { asText, type FieldBlockProps } from "../field-block-props.ts";
import { FieldFrame } from "../field-frame.tsx";

/** The localization key of the empty first option (spec section 9). */
export const DEFAULT_SELECT_PLACEHOLDER = "LocKey_Select_DefaultPlaceholder";

const Select = styled.select`
  width: 100%;
  max-width: 30rem;
  min-height: 2.75rem;
  padding: 0.375rem 0.5rem;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.page};
  border: 2px solid ${({ theme }) => theme.colors.text};
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.error}; }
  &:disabled { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.muted}; }
`;

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

/** The options as shown: the configuration's (their labels are localization keys), else the address block's list. */
const useOptions = (field: FieldConfig): readonly OptionItem[] => {
  const { t, i18n } = useTranslation();
  const culture = i18n.language;
  return useMemo(() => {
    if (field.options !== undefined && field.options.length > 0) {
      return field.options.map((option) => ({ value: option.value, label: t(option.label) }));
    }
    const fixed = addressOptions(field.key);
    if (fixed === null) return [];
    return field.key === ADDRESS_KEYS.country ? localizedCountries(culture) : fixed;
  }, [field.options, field.key, culture, t]);
};

export const SelectField = ({ clientId, field, value, issues, disabled }: FieldBlockProps) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const options = useOptions(field);
  return (
    <FieldFrame clientId={clientId} field={field} issues={issues} placeholderAsHint={false}>
      {(wiring) => (
        <Select
          id={wiring.inputId}
          name={field.key}
          value={asText(value)}
          disabled={disabled}
          autoComplete={autocompleteFor(field.key)}
          aria-invalid={wiring.invalid}
          aria-describedby={wiring.describedBy}
          // The placeholder's empty value is stored as null.
          onChange={(event) => void session.editField(clientId, field.key, event.target.value)}
          onBlur={() => void session.validateField(clientId, field.key)}
        >
          <option value="">{t(field.placeholder ?? DEFAULT_SELECT_PLACEHOLDER)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
};
