// A select in the field frame (spec sections 2, 5 and 9) offering the options it is given, whose first option
// is the empty placeholder (the default select placeholder key unless the field names one), stored as null.
// The select block (select-field.tsx) and the address block's list selects (address-select-field.tsx) draw it.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { OptionItem } from "../../../domain/forms/field-config.schema.ts";
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

/** The select of a field, offering `options` (their labels as shown) after the placeholder. */
export const ChoiceSelect = ({ clientId, field, value, issues, disabled, options }: FieldBlockProps & { readonly options: readonly OptionItem[] }) => {
  const { t } = useTranslation();
  const session = useClaimSession();
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
