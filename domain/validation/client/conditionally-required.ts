// The client 'conditionally required' validator: required only while the caller's condition holds.
// The condition is computed by the caller (other fields, dependencies); this file never looks at other fields.
import { type FieldValue, isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import type { ClientValidator } from "./client-validator.ts";

export const conditionallyRequired =
  (path: readonly string[], condition: boolean): ClientValidator =>
  (value: FieldValue) =>
    condition && isBlank(value) ? issue(path, "conditionallyRequired") : null;
