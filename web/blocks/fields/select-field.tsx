// The select building block (spec sections 2, 5 and 9): a native select in the field frame whose first
// option is the empty placeholder (the default select placeholder key unless the field names one). The
// address block's state and country selects take the fixed lists when their configuration gives none: those
// lists load with the first page that draws such a select (address-select-field.tsx), so the start page goes
// without them; a page past the first waits for them (pages/form-page-parts.ts), as does a form's first page
// that draws one (loadStartPageAddressLists).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { offersAddressList } from "../../../domain/address/address-fields.ts";
import type { FieldConfig, OptionItem } from "../../../domain/forms/field-config.schema.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { modelMetadata } from "../../../domain/forms/model-factory.ts";
import { isOnPage, START_PAGE } from "../../../domain/forms/page-models.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { useClaimSession } from "../../app/claim-session-context.ts";
import { loadParts, onDemand } from "../../app/on-demand.tsx";
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

const loadAddressSelect = () => import("./address-select-field.tsx");
/** The name the address block's lists are loaded ahead by (pages/form-page-parts.ts). */
export const ADDRESS_LISTS_PART = "address lists";

const AddressListSelect = onDemand<FieldBlockProps>(ADDRESS_LISTS_PART, () => loadAddressSelect().then((module) => module.AddressListSelect));

/** Fetches the address block's lists ahead of the first page that draws one of its selects. */
export const prefetchAddressLists = (): void => {
  // A prefetch that fails is asked again by the first such select drawn.
  loadAddressSelect().catch(() => undefined);
};

/** Whether this select offers the address block's own list: an address select that configures no options. */
const takesAddressList = (field: FieldConfig): boolean => (field.options === undefined || field.options.length === 0) && offersAddressList(field.key);

/**
 * Before a form's first page shows, the address block's lists if it draws a select that offers one, so the
 * select shows whole with the page.
 */
export const loadStartPageAddressLists = async (config: readonly ModelConfigItem[], formType: FormType): Promise<void> => {
  const onStartPage = config.filter((item) => isOnPage(modelMetadata(item.metadata), formType, START_PAGE));
  if (onStartPage.some((item) => item.fields.some((field) => field.control === "select" && takesAddressList(field)))) await loadParts([ADDRESS_LISTS_PART]);
};

/** The configured options, their labels translated. */
const ConfiguredSelect = (props: FieldBlockProps) => {
  const { t } = useTranslation();
  const { options } = props.field;
  const shown = useMemo(() => (options ?? []).map((option) => ({ value: option.value, label: t(option.label) })), [options, t]);
  return <ChoiceSelect {...props} options={shown} />;
};

export const SelectField = (props: FieldBlockProps) => (takesAddressList(props.field) ? <AddressListSelect {...props} /> : <ConfiguredSelect {...props} />);
