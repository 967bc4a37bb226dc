// Prefilling select and text fields (spec section 4): from the default value when empty, and from the
// prepopulated data of the authorize answer unless the claimant has edited the field (or overriding is
// forced). A checkbox starts as its boolean default, or false (spec section 2).
import { type FieldValue, type Fields, isBlank } from "./field-value.ts";
import type { FieldConfig } from "./field-config.schema.ts";
import { assignField } from "./field-editing.ts";
import { type FormModel, fieldState } from "./form-model.ts";

/** Text-like inputs and selects are prefilled; a field without a control is a text input. */
const PREFILLED_CONTROLS = new Set<FieldConfig["control"]>([undefined, "text", "select", "hidden"]);

/** Prepopulated data names its fields with a lower-case first letter (spec section 3). */
export const lowerFirst = (key: string): string => key.charAt(0).toLowerCase() + key.slice(1);

/** Merges the prepopulated items of an authorize answer into one lookup keyed with a lower-case first letter. */
export const prepopulatedValues = (items: readonly { readonly fields: Fields }[]): Fields => {
  const values: Record<string, FieldValue> = {};
  for (const item of items) {
    for (const [key, value] of Object.entries(item.fields)) {
      const name = lowerFirst(key);
      if (!Object.hasOwn(values, name)) values[name] = value;
    }
  }
  return values;
};

const prefilledFields = (model: FormModel, configs: readonly FieldConfig[]): readonly FieldConfig[] =>
  configs.filter((config) => Object.hasOwn(model.fields, config.key) && PREFILLED_CONTROLS.has(config.control));

/** A checkbox holds a boolean: an unset one starts as its default, or false (spec section 2, "Checkbox"). */
const uncheckedBoxes = (model: FormModel, configs: readonly FieldConfig[]): FormModel =>
  configs
    .filter((config) => config.control === "checkbox" && Object.hasOwn(model.fields, config.key))
    .reduce(
      (current, config) =>
        current.fields[config.key] === null ? assignField(current, config.key, typeof config.defaultValue === "boolean" ? config.defaultValue : false) : current,
      model
    );

export const prefillDefaults = (model: FormModel, configs: readonly FieldConfig[]): FormModel =>
  prefilledFields(model, configs).reduce(
    (current, config) =>
      config.defaultValue !== undefined && isBlank(current.fields[config.key] ?? null)
        ? assignField(current, config.key, config.defaultValue)
        : current,
    uncheckedBoxes(model, configs)
  );

export const prefillFromPrepopulated = (model: FormModel, configs: readonly FieldConfig[], prepopulated: Fields): FormModel =>
  prefilledFields(model, configs).reduce((current, config) => {
    if (config.prepopulatedDataKey === undefined) return current;
    const name = lowerFirst(config.prepopulatedDataKey);
    if (!Object.hasOwn(prepopulated, name)) return current;
    const value = current.fields[config.key] ?? null;
    const untouchedByClaimant =
      !fieldState(current, config.key).everDirty && (isBlank(value) || value === (config.defaultValue ?? null));
    return untouchedByClaimant || config.overrideEverDirtyFieldConstraint === true
      ? assignField(current, config.key, prepopulated[name] ?? null)
      : current;
  }, model);
