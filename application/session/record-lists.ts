// Reads the claim state for the record lists a page holds (spec section 2: the multi-record manager and
// table): each record template of the page, with its drafts and its saved records, told apart by the
// template's metadataHash, which a record keeps when it is saved.
import { ConfigurationError } from "../../domain/errors/configuration-error.ts";
import { isRecordTemplate } from "../../domain/forms/dto-mapping.ts";
import type { FormModel, ModelMetadata } from "../../domain/forms/form-model.ts";
import { modelMetadata } from "../../domain/forms/model-factory.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { isOnPage } from "../../domain/forms/page-models.ts";
import type { ClaimState } from "./claim-state.ts";
import { currentPage, loadedModels } from "./page-context.ts";

/** Documents are drawn by the multi-record manager (one draft form, Upload); claim transactions by the table. */
export type RecordListKind = "documents" | "table";

export interface RecordList {
  readonly template: ModelConfigItem;
  /** The template's metadata, camel-cased as models carry it. */
  readonly metadata: ModelMetadata;
  readonly kind: RecordListKind;
  readonly drafts: readonly FormModel[];
  readonly saved: readonly FormModel[];
}

const listOf = (state: ClaimState, template: ModelConfigItem): RecordList => {
  const models = loadedModels(state);
  const ofTemplate = (model: FormModel) => model.metadataHash === template.metadataHash;
  return {
    template,
    metadata: modelMetadata(template.metadata),
    kind: template.metadata.dtoMapping === "DocumentContexts" ? "documents" : "table",
    drafts: models.drafts.filter(ofTemplate),
    saved: models.saved.filter(ofTemplate)
  };
};

const templates = (state: ClaimState): readonly ModelConfigItem[] =>
  (state.modelConfig ?? []).filter((item) => isRecordTemplate(item.metadata.dtoMapping));

/** The list of a record template; naming no template is a configuration error. */
export const recordList = (state: ClaimState, metadataHash: string): RecordList => {
  const template = templates(state).find((item) => item.metadataHash === metadataHash);
  if (template === undefined) throw new ConfigurationError("formModelNotFound", `No record template has the metadataHash ${metadataHash}.`);
  return listOf(state, template);
};

/** The list a model is a record of, or null for a model of no list. */
export const recordListOfModel = (state: ClaimState, model: FormModel): RecordList | null => {
  const template = templates(state).find((item) => item.metadataHash === model.metadataHash);
  return template === undefined ? null : listOf(state, template);
};

/** The record lists of the page shown, in configuration order; none outside a form. */
export const pageRecordLists = (state: ClaimState): readonly RecordList[] => {
  const page = state.models === null ? null : currentPage(state);
  if (page === null) return [];
  return templates(state)
    .filter((item) => isOnPage(modelMetadata(item.metadata), page.formType, page.page))
    .map((template) => listOf(state, template));
};
