// The 'user confirms none' rule (spec section 5): while a list is empty the confirmation field is
// required, e.g. "I have no documents" must be ticked when no document was saved. A non-empty list lifts it.
import { type FieldValue, isBlank } from "../../forms/field-value.ts";
import { normalizeLoosely } from "../loose-comparison.ts";
import { issue } from "../validation-issue.ts";
import type { ClientValidator } from "./client-validator.ts";

/** An unticked box (false, "false") is no confirmation, though isBlank counts false as a value. */
export const isConfirmation = (value: FieldValue): boolean => !isBlank(value) && normalizeLoosely(value) !== false;

/** `savedRecords`: how many records the list holds saved. */
export const userConfirmsNone =
  (path: readonly string[], savedRecords: number): ClientValidator =>
  (value: FieldValue) =>
    savedRecords === 0 && !isConfirmation(value) ? issue(path, "userConfirmsNone") : null;
