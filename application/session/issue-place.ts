// Where an issue of the claim is, for the error summary: the label of the field it is about and the path
// of the page that asks for that field, so a summary can name the question and lead to it from any page.
import { isOnPage, pageKey } from "../../domain/forms/page-models.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import type { ClaimState } from "./claim-state.ts";
import { fieldsOf } from "./page-context.ts";

export interface IssuePlace {
  /** The field's label (a localization key); null for an issue of a model or the whole claim, or a field without one. */
  readonly label: string | null;
  /** The page of the active form that asks for the field; null when none does. */
  readonly pagePath: string | null;
}

const NOWHERE: IssuePlace = { label: null, pagePath: null };

export const issuePlace = (state: ClaimState, issue: ValidationIssue): IssuePlace => {
  const [clientId, key] = issue.path;
  const { activeForm, nodes } = state.navigation;
  const first = nodes[0];
  if (clientId === undefined || state.models === null) return NOWHERE;
  const model = [...state.models.saved, ...state.models.drafts].find((candidate) => candidate.clientId === clientId);
  if (model === undefined) return NOWHERE;
  const label = key === undefined ? null : (fieldsOf(state, model).find((field) => field.key === key)?.label ?? null);
  const page = activeForm === null || first === undefined ? undefined : nodes.find((node) => isOnPage(model.metadata, activeForm, pageKey(node.path, first.path)));
  return { label, pagePath: page?.path ?? null };
};
