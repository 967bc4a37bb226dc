// The 'user confirms none' rule (spec section 5): while a list is empty the confirmation field is
// required, e.g. "I have no documents" must be ticked when no document was saved. A non-empty list lifts it,
// and a confirmation left beside saved records is refused: the claim would contradict itself.
import { type FieldValue, isBlank } from "../../forms/field-value.ts";
import { normalizeLoosely } from "../loose-comparison.ts";
import { issue } from "../validation-issue.ts";
import type { ClientValidator } from "./client-validator.ts";

/** An unticked box (false, "false") is no confirmation, though isBlank counts false as a value. */
export const isConfirmation = (value: FieldValue): boolean => !isBlank(value) && normalizeLoosely(value) !== false;

/**
 * `savedRecords`: how many records the list holds saved. With none, the box must be ticked; with some, it
 * must not stay ticked, or the claim would say "none" beside the documents it sends.
 */
export const userConfirmsNone =
  (path: readonly string[], savedRecords: number): ClientValidator =>
  (value: FieldValue) => {
    if (savedRecords === 0) return isConfirmation(value) ? null : issue(path, "userConfirmsNone");
    return isConfirmation(value) ? issue(path, "userConfirmsNoneWithRecords") : null;
  };
