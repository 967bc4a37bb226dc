// Which fields the date rules judge, told without loading them: a field with a date picker, or one that
// configures a rule reading calendar dates (range among them, as its bounds may be dates). The site loads
// the date rules, and the date code with them, only for such a field (validation-engine.ts); this module
// must stay free of that code.
import type { FieldConfig } from "../forms/field-config.schema.ts";

/** The API validation types whose adapters read calendar dates (date-rules.ts holds them). */
export const DATE_RULE_TYPES: ReadonlySet<string> = new Set(["validDate", "preventFutureDate", "preventFutureShortDate", "endDate", "range"]);

/** Whether compiling the field's rules needs the date rules. */
export const needsDateRules = (field: FieldConfig): boolean =>
  field.datePicker !== undefined || (field.validations ?? []).some((config) => DATE_RULE_TYPES.has(config.type));
