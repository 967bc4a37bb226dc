// The fields of the page shown: each model the page edits, each field of its configuration, as its
// building block. The field's dependencies decide whether it shows, whether it is disabled and its mask.
import { use, useMemo } from "react";
import { dependenciesTestPatterns } from "../../domain/dependencies/condition-check.ts";
import { evaluateDependencies } from "../../domain/dependencies/dependency-evaluator.ts";
import { dependencyValuesOf } from "../../domain/dependencies/dependency-values.ts";
import { ADDRESS_KEYS, addressFieldShows } from "../../domain/address/address-fields.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import { isPatternEngineLoaded, loadPatternEngine } from "../../domain/validation/linear-pattern.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { currentPage, fieldsOf, loadedModels } from "../../application/session/page-context.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { useSiteSettings } from "../app/site-settings-context.ts";
import { FIELD_BLOCKS } from "./field-blocks.ts";
import { PageRecords } from "./records/records-on-demand.tsx";
import { fieldColumns } from "./field-columns.ts";
import { FieldCell, FieldGrid } from "./field-grid.ts";

export const issuesOf = (issues: readonly ValidationIssue[], clientId: string, key: string): readonly ValidationIssue[] =>
  issues.filter((found) => found.path[0] === clientId && found.path[1] === key);

/**
 * One model's fields as building blocks on the 12-column grid; a field its dependencies hide is not drawn,
 * nor an address field the address rule leaves out (the country select and non-US fields need international support).
 */
export const ModelFields = ({ model }: { readonly model: FormModel }) => {
  const state = useClaimState((current) => current);
  const fields = fieldsOf(state, model);
  const saved = loadedModels(state).saved;
  // A dependency that matches a pattern needs the pattern engine to say what shows: the fields wait for it.
  if (!isPatternEngineLoaded() && dependenciesTestPatterns(fields)) use(loadPatternEngine());
  const { states } = useMemo(() => evaluateDependencies(fields, dependencyValuesOf(model, saved)), [fields, model, saved]);
  const international = useSiteSettings().internationalAddress;
  const address = { country: model.fields[ADDRESS_KEYS.country] ?? null, international };
  const shown = fields.filter((field) => states[field.key]?.visible !== false && addressFieldShows(field.key, address));
  const columns = fieldColumns(shown.map((field) => field.key));
  return (
    <FieldGrid>
      {shown.map((field) => {
        const dependency = states[field.key];
        const Block = FIELD_BLOCKS[field.control ?? "text"];
        return (
          <FieldCell key={field.key} $span={columns(field.key)}>
            <Block
              clientId={model.clientId}
              field={field}
              value={model.fields[field.key] ?? null}
              issues={issuesOf(state.pageIssues, model.clientId, field.key)}
              disabled={dependency?.disabled ?? false}
              maskName={dependency?.maskName ?? (field.maskName === undefined || field.maskName === "" ? null : field.maskName)}
            />
          </FieldCell>
        );
      })}
    </FieldGrid>
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
      <PageRecords Fields={ModelFields} />
    </>
  );
};
