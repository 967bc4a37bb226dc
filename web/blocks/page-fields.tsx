// The fields of the page shown: each model the page edits, each field of its configuration, as its
// building block. Hidden fields render nothing; the other controls arrive with their own blocks.
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { currentPage, fieldsOf } from "../../application/session/page-context.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { TextField } from "./text-field.tsx";

const issuesOf = (issues: readonly ValidationIssue[], clientId: string, key: string): readonly ValidationIssue[] =>
  issues.filter((found) => found.path[0] === clientId && found.path[1] === key);

const FieldBlock = ({ model, field, issues }: { readonly model: FormModel; readonly field: FieldConfig; readonly issues: readonly ValidationIssue[] }) => {
  switch (field.control ?? "text") {
    case "text":
      return <TextField clientId={model.clientId} field={field} value={model.fields[field.key] ?? null} issues={issuesOf(issues, model.clientId, field.key)} />;
    default:
      return null;
  }
};

export const PageFields = () => {
  const state = useClaimState((current) => current);
  const page = state.models === null ? null : currentPage(state);
  if (page === null) return null;
  return (
    <>
      {page.models.map((model) => (
        <div key={model.clientId}>
          {fieldsOf(state, model).map((field) => (
            <FieldBlock key={field.key} model={model} field={field} issues={state.pageIssues} />
          ))}
        </div>
      ))}
    </>
  );
};
