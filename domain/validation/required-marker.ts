// Whether a field's label carries the required marker (spec section 5, "Presentation"): derived from its
// required-type rules alone, and never shown when the field disables required styling. Whether a field
// required on a condition is required now is required-now.ts's question.
import type { FieldConfig } from "../forms/field-config.schema.ts";

/** The rule types that make a field required, always or on a condition. */
export const MARKED_TYPES: ReadonlySet<string> = new Set([
  "required",
  "requiredIf",
  "nestedRequiredIf",
  "requiredIfOtherPropertyMatchesRegex"
]);

export const isMarkedRequired = (field: FieldConfig): boolean =>
  field.disableRequiredStyling !== true && (field.validations ?? []).some((config) => MARKED_TYPES.has(config.type));
