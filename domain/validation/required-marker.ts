// Whether a field's label carries the required marker (spec section 5, "Presentation"): derived from its
// required-type rules alone, and never shown when the field disables required styling.
import type { FieldConfig } from "../forms/field-config.schema.ts";

const MARKED_TYPES: ReadonlySet<string> = new Set([
  "required",
  "requiredIf",
  "nestedRequiredIf",
  "requiredIfOtherPropertyMatchesRegex"
]);

export const isMarkedRequired = (field: FieldConfig): boolean =>
  field.disableRequiredStyling !== true && (field.validations ?? []).some((config) => MARKED_TYPES.has(config.type));
