// The fields of the page shown: each model the page edits, as the blocks its configuration places (copy,
// banners, buttons, field blocks...) or, placing none, each of its fields in order as its building block.
// The field's dependencies decide whether it shows, whether it is disabled and its mask.
import { Fragment, use, useMemo } from "react";
import { dependenciesTestPatterns } from "../../domain/dependencies/condition-check.ts";
import { evaluateDependencies } from "../../domain/dependencies/dependency-evaluator.ts";
import { dependencyValuesOf } from "../../domain/dependencies/dependency-values.ts";
import { ADDRESS_KEYS, addressFieldShows } from "../../domain/address/address-fields.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import { isPatternEngineLoaded, loadPatternEngine } from "../../domain/validation/linear-pattern.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { blocksOf, currentPage, fieldsOf, loadedModels } from "../../application/session/page-context.ts";
import { blockFields, type FieldPlacement } from "../../domain/forms/page-block-fields.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { useSiteSettings } from "../app/site-settings-context.ts";
import { FIELD_BLOCKS } from "./field-blocks.ts";
import { PageRecords } from "./records/records-on-demand.tsx";
import { fieldColumns } from "./field-columns.ts";
import { FieldCell, FieldGrid } from "./field-grid.ts";
import { CaptchaNotice } from "./captcha-notice.tsx";
import { CopyBlock } from "./copy-block.tsx";
import { ContentBlock, drawnOnDemand } from "./page-blocks-on-demand.tsx";

export const issuesOf = (issues: readonly ValidationIssue[], clientId: string, key: string): readonly ValidationIssue[] =>
  issues.filter((found) => found.path[0] === clientId && found.path[1] === key);

/**
 * One model's part of the page: its blocks in order when its configuration places them, else its fields in
 * order, each field block on the 12-column grid. A field its dependencies hide is not drawn, nor an address
 * field the address rule leaves out (the country select and non-US fields need international support).
 */
export const ModelFields = ({ model }: { readonly model: FormModel }) => {
  const state = useClaimState((current) => current);
  const fields = fieldsOf(state, model);
  const blocks = blocksOf(state, model);
  const saved = loadedModels(state).saved;
  // A dependency that matches a pattern needs the pattern engine to say what shows: the fields wait for it.
  if (!isPatternEngineLoaded() && dependenciesTestPatterns(fields)) use(loadPatternEngine());
  const { states } = useMemo(() => evaluateDependencies(fields, dependencyValuesOf(model, saved)), [fields, model, saved]);
  const international = useSiteSettings().internationalAddress;
  const address = { country: model.fields[ADDRESS_KEYS.country] ?? null, international };
  const shown = fields.filter((field) => states[field.key]?.visible !== false && addressFieldShows(field.key, address));
  const grid = (placements: readonly FieldPlacement[]) => (
    <FieldGrid>
      {placements.map(({ key, span }) => {
        const field = shown.find((candidate) => candidate.key === key);
        if (field === undefined) return null;
        const dependency = states[field.key];
        const Block = FIELD_BLOCKS[field.control ?? "text"];
        return (
          <FieldCell key={field.key} $span={span}>
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
  if (blocks === null) {
    const columns = fieldColumns(shown.map((field) => field.key));
    return grid(shown.map((field) => ({ key: field.key, span: columns(field.key) })));
  }
  const keys = fields.map((field) => field.key);
  const shownKeys = new Set(shown.map((field) => field.key));
  return (
    <>
      {blocks.map((block, index) => {
        if (block.block === "records") return <PageRecords key={index} Fields={ModelFields} only={block.list} />;
        if (block.block === "copy") return <CopyBlock key={index} heading={block.heading} text={block.text} />;
        if (block.block === "captcha") return <CaptchaNotice key={index} config={block} />;
        if (drawnOnDemand(block)) return <ContentBlock key={index} block={block} model={model} fields={fields} shown={shownKeys} />;
        const placements = blockFields(block, keys);
        return placements === null ? null : <Fragment key={index}>{grid(placements)}</Fragment>;
      })}
    </>
  );
};

export const PageFields = () => {
  const state = useClaimState((current) => current);
  const page = state.models === null ? null : currentPage(state);
  if (page === null) return null;
  const placedLists = new Set(
    page.models.flatMap((model) => (blocksOf(state, model) ?? []).flatMap((block) => (block.block === "records" ? [block.list] : [])))
  );
  return (
    <>
      {page.models.map((model) => (
        <ModelFields key={model.clientId} model={model} />
      ))}
      <PageRecords Fields={ModelFields} except={placedLists} />
    </>
  );
};
