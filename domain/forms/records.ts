// Records kept as separate models (uploaded documents, claim transactions, table rows): drafts are
// added, discarded or saved, saved records deleted, or opened again as drafts to be edited and put back where
// they were. A saved DocumentContexts draft is submitted as documentContexts.
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

/** The saved models with `model` at `index` (clamped), none other of its client id. */
const savedAt = (saved: readonly FormModel[], model: FormModel, index: number): readonly FormModel[] => {
  const others = saved.filter((m) => m.clientId !== model.clientId);
  const at = Math.max(0, Math.min(index, others.length));
  return [...others.slice(0, at), model, ...others.slice(at)];
};

/** The draft becomes a saved record: last, or at `index` (an edited record goes back to its place). */
export const saveDraft = (set: ModelSet, clientId: string, index: number = set.saved.length): ModelSet => {
  const draft = findModel({ saved: [], drafts: set.drafts }, clientId);
  const kind = SAVED_KIND[draft.metadata.dtoMapping] ?? draft.metadata.dtoMapping;
  const saved: FormModel = { ...draft, metadata: { ...draft.metadata, dtoMapping: kind } };
  return { saved: savedAt(set.saved, saved, index), drafts: set.drafts.filter((m) => m.clientId !== clientId) };
};

/** Edit: a saved record becomes the first draft again, as its template's kind, with every answer and file it had. */
export const reopenRecord = (set: ModelSet, clientId: string, dtoMapping: DtoMapping): ModelSet => {
  const record = findModel({ saved: set.saved, drafts: [] }, clientId);
  const draft: FormModel = { ...record, metadata: { ...record.metadata, dtoMapping } };
  return { saved: set.saved.filter((m) => m.clientId !== clientId), drafts: [draft, ...set.drafts] };
};

/** An edit given up: the record as it was, back at its place among the saved, and its draft gone. */
export const restoreRecord = (set: ModelSet, original: FormModel, index: number): ModelSet => ({
  saved: savedAt(set.saved, original, index),
  drafts: set.drafts.filter((m) => m.clientId !== original.clientId)
});

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
