// A page is invalid while a draft record holds unsaved input (spec section 5): leaving would lose it.
// A draft whose dependencies are unmet is hidden from the claimant, so it never blocks the page.
import { type FormModel, fieldState } from "../../forms/form-model.ts";
import { isBlank } from "../../forms/field-value.ts";
import { type ValidationIssue, issue } from "../validation-issue.ts";

/**
 * Dirty: at least one field the claimant edited (everDirty) still holds a non-blank value. Values the
 * program set (defaults, prepopulated data) are not input to lose, nor is an edit the claimant cleared
 * again; `touched` alone does not count because a failed Next touches every field without an edit.
 */
export const isDirtyDraft = (draft: FormModel): boolean =>
  Object.entries(draft.fields).some(([key, value]) => fieldState(draft, key).everDirty && !isBlank(value));

export const checkDraftNotDirty = (draft: FormModel, dependenciesMet: boolean): ValidationIssue | null =>
  dependenciesMet && isDirtyDraft(draft) ? issue([draft.clientId], "formIsDirty") : null;
