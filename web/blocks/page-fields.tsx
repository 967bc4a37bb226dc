// The fields of the page shown: each model the page edits, each field of its configuration, as its
// building block. The field's dependencies decide whether it shows, whether it is disabled and its mask.
import { useMemo } from "react";
import { evaluateDependencies } from "../../domain/dependencies/dependency-evaluator.ts";
import { dependencyValuesOf } from "../../domain/dependencies/dependency-values.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { currentPage, fieldsOf, loadedModels } from "../../application/session/page-context.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { FIELD_BLOCKS } from "./field-blocks.ts";

export const issuesOf = (issues: readonly ValidationIssue[], clientId: string, key: string): readonly ValidationIssue[] =>
  issues.filter((found) => found.path[0] === clientId && found.path[1] === key);

/** One model's fields as building blocks; a field its dependencies hide is not drawn. */
export const ModelFields = ({ model }: { readonly model: FormModel }) => {
  const state = useClaimState((current) => current);
  const fields = fieldsOf(state, model);
  const saved = loadedModels(state).saved;
  const { states } = useMemo(() => evaluateDependencies(fields, dependencyValuesOf(model, saved)), [fields, model, saved]);
  return (
    <>
      {fields.map((field) => {
        const dependency = states[field.key];
        if (dependency !== undefined && !dependency.visible) return null;
        const Block = FIELD_BLOCKS[field.control ?? "text"];
        return (
          <Block
            key={field.key}
            clientId={model.clientId}
            field={field}
            value={model.fields[field.key] ?? null}
            issues={issuesOf(state.pageIssues, model.clientId, field.key)}
            disabled={dependency?.disabled ?? false}
            maskName={dependency?.maskName ?? (field.maskName === undefined || field.maskName === "" ? null : field.maskName)}
          />
        );
      })}
    </>
  );
};

export const PageFields = () => {
  const state = useClaimState((current) => current);
  const page = state.models === null ? null : currentPage(state);
  if (page === null) return null;
  return (
    <>
      {page.models.map((model) => (
        <ModelFields key={model.clientId} model={model} />
      ))}
    </>
  );
};
