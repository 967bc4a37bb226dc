// Records kept as separate models (uploaded documents, claim transactions, table rows): drafts are
// added, discarded or saved, and saved records deleted. A saved DocumentContexts draft is submitted as documentContexts.
import { type DtoMapping, isRecordTemplate } from "./dto-mapping.ts";
import type { FormModel, ModelSet } from "./form-model.ts";
import type { ModelConfigItem } from "./model-config.schema.ts";
import { findModel, modelSet } from "./model-set.ts";
import { configOfModel } from "./page-models.ts";

const SAVED_KIND: Partial<Record<DtoMapping, DtoMapping>> = { DocumentContexts: "documentContexts" };

export const addDraft = (set: ModelSet, draft: FormModel): ModelSet => modelSet(set.saved, [...set.drafts, draft]);

export const discardDraft = (set: ModelSet, clientId: string): ModelSet => {
  findModel(set, clientId);
  return { saved: set.saved, drafts: set.drafts.filter((m) => m.clientId !== clientId) };
};

export const saveDraft = (set: ModelSet, clientId: string): ModelSet => {
  const draft = findModel({ saved: [], drafts: set.drafts }, clientId);
  const kind = SAVED_KIND[draft.metadata.dtoMapping] ?? draft.metadata.dtoMapping;
  const saved: FormModel = { ...draft, metadata: { ...draft.metadata, dtoMapping: kind } };
  return { saved: [...set.saved, saved], drafts: set.drafts.filter((m) => m.clientId !== clientId) };
};

export const deleteRecord = (set: ModelSet, clientId: string): ModelSet => {
  findModel(set, clientId);
  const keep = (models: readonly FormModel[]) => models.filter((m) => m.clientId !== clientId);
  return { saved: keep(set.saved), drafts: keep(set.drafts) };
};

/** A record made from a template (a saved document stays one after its dtoMapping turns documentContexts). */
export const isRecord = (config: readonly ModelConfigItem[], model: FormModel): boolean => {
  const item = configOfModel(config, model);
  return item !== undefined && isRecordTemplate(item.metadata.dtoMapping);
};
