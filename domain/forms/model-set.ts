// Finding and replacing models in a claim's model set, with the developer errors of spec section 8
// for models used before loading, duplicate or missing client ids, and unknown client ids.
import { ConfigurationError } from "../errors/configuration-error.ts";
import type { DtoMapping } from "./dto-mapping.ts";
import type { FormModel, ModelSet } from "./form-model.ts";

export const EMPTY_MODEL_SET: ModelSet = { saved: [], drafts: [] };

export const requireLoaded = (set: ModelSet | null): ModelSet => {
  if (set === null) throw new ConfigurationError("modelsNotLoaded", "Form models were accessed before being loaded.");
  return set;
};

export const assertUniqueClientIds = (models: readonly FormModel[]): void => {
  const seen = new Set<string>();
  for (const model of models) {
    if (seen.has(model.clientId)) {
      throw new ConfigurationError("duplicateClientId", `Multiple formModels found with the clientId ${model.clientId}`);
    }
    seen.add(model.clientId);
  }
};

export const modelSet = (saved: readonly FormModel[], drafts: readonly FormModel[] = []): ModelSet => {
  assertUniqueClientIds([...saved, ...drafts]);
  return { saved, drafts };
};

const requireClientId = (clientId: string | null | undefined): string => {
  if (clientId === null || clientId === undefined || clientId.trim() === "") {
    throw new ConfigurationError("clientIdMissing", "A clientId is required to find a formModel.");
  }
  return clientId;
};

export const findModel = (set: ModelSet, clientId: string | null | undefined): FormModel => {
  const id = requireClientId(clientId);
  const model = set.saved.find((m) => m.clientId === id) ?? set.drafts.find((m) => m.clientId === id);
  if (model === undefined) throw new ConfigurationError("formModelNotFound", `No formModel found with the clientId ${id}`);
  return model;
};

export const modelsOfKind = (set: ModelSet, dtoMapping: DtoMapping): readonly FormModel[] =>
  set.saved.filter((model) => model.metadata.dtoMapping === dtoMapping);

/** Puts a changed model back where it was (saved or draft); the model must already be in the set. */
export const replaceModel = (set: ModelSet, model: FormModel): ModelSet => {
  findModel(set, model.clientId);
  const swap = (models: readonly FormModel[]) => models.map((m) => (m.clientId === model.clientId ? model : m));
  return { saved: swap(set.saved), drafts: swap(set.drafts) };
};
