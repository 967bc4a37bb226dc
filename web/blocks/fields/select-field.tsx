// The select building block (spec sections 2, 5 and 9): the field's configured options, translated, in a
// native select (choice-select.tsx). The address block's state and country selects take the fixed lists
// when their configuration gives none: those lists load with the first page that draws such a select
// (address-select-field.tsx), so the start page goes without them; a page past the first waits for them
// (pages/form-page-parts.ts), as does a form's first page that draws one (loadStartPageAddressLists).
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { offersAddressList } from "../../../domain/address/address-fields.ts";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { startPageItems } from "../../../domain/forms/page-models.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { loadParts, onDemand } from "../../app/on-demand.tsx";
import type { FieldBlockProps } from "../field-block-props.ts";
import { ChoiceSelect } from "./choice-select.tsx";

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
  if (startPageItems(config, formType).some((item) => item.fields.some((field) => field.control === "select" && takesAddressList(field)))) await loadParts([ADDRESS_LISTS_PART]);
};

/** The configured options, their labels translated. */
const ConfiguredSelect = (props: FieldBlockProps) => {
  const { t } = useTranslation();
  const { options } = props.field;
  const shown = useMemo(() => (options ?? []).map((option) => ({ value: option.value, label: t(option.label) })), [options, t]);
  return <ChoiceSelect {...props} options={shown} />;
};

export const SelectField = (props: FieldBlockProps) => (takesAddressList(props.field) ? <AddressListSelect {...props} /> : <ConfiguredSelect {...props} />);
