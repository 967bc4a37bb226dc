// A required record list (documents, claim transactions, table rows) needs at least one saved record
// (spec section 5, "Multi-record rules"). Drafts do not count: they are not submitted until saved.
import type { FormModel } from "../../forms/form-model.ts";
import { type ValidationIssue, issue } from "../validation-issue.ts";

/** `saved` is the saved records of the list; the caller chooses the list (by dtoMapping or otherwise). */
export const checkProvideDocumentation = (
  path: readonly string[],
  saved: readonly FormModel[]
): ValidationIssue | null => (saved.length === 0 ? issue(path, "provideDocumentation") : null);
