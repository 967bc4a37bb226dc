// What the page gives each field block: the model's client id, the field's configuration, its value, its
// issues, and what the field's dependencies say now (disabled, and the input mask to apply).
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import type { FieldValue } from "../../domain/forms/field-value.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";

export interface FieldBlockProps {
  readonly clientId: string;
  readonly field: FieldConfig;
  readonly value: FieldValue;
  readonly issues: readonly ValidationIssue[];
  /** An unmet dependency with disableInsteadOfHide. */
  readonly disabled: boolean;
  /** The mask the field's dependencies settle on (its own, or a met condition's override); null for none. */
  readonly maskName: string | null;
}

/** A text-like value as the input shows it. */
export const asText = (value: FieldValue): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");
