// What a field rule sees when it runs: the field's own value and path, the other fields of its model
// (rules that name another field read it here), the moment of validation, the character whitelist, and how
// many records the claim's lists hold (userConfirmsNone reads it).
import type { FieldValue, Fields } from "../forms/field-value.ts";
import type { ValidationIssue } from "./validation-issue.ts";

export interface RuleContext {
  /** [clientId, fieldKey] of the field being validated. */
  readonly path: readonly string[];
  readonly value: FieldValue;
  /** Every field of the same model, the validated one included. */
  readonly fields: Fields;
  /** The caller's clock reading, in milliseconds since the epoch; the domain never reads a clock itself. */
  readonly now: number;
  /** The allowed characters once fetched; null before. */
  readonly characterWhitelist: string | null;
  /** How many records the claim holds saved in the record list of this template (its metadataHash). */
  readonly savedRecords: (listHash: string) => number;
}

export type FieldRule = (context: RuleContext) => readonly ValidationIssue[];
