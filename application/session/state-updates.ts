// Small, named changes to the claim state that several use cases make: showing an error, storing the
// models, and clearing what an expired or finished claim must not keep.
import type { FormModel, ModelSet } from "../../domain/forms/form-model.ts";
import { buildSavedModels } from "../../domain/forms/model-factory.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { prefillDefaults } from "../../domain/forms/prefill.ts";
import { configOfModel } from "../../domain/forms/page-models.ts";
import type { RandomCharacters } from "../../domain/forms/client-id.ts";
import { modelSet } from "../../domain/forms/model-set.ts";
import type { ClaimState } from "./claim-state.ts";

/** No header of its own: the error display shows its default title (Alert, localized). */
export const GENERIC_ERROR_HEADER = "";

export const showError =
  (message: string, header = GENERIC_ERROR_HEADER) =>
  (state: ClaimState): ClaimState => ({ ...state, errorInfo: { showError: true, header, message } });

export const hideError = (state: ClaimState): ClaimState => ({ ...state, errorInfo: { ...state.errorInfo, showError: false } });

/** A model with its select and text fields at their default values. */
export const withDefaults = (config: readonly ModelConfigItem[], model: FormModel): FormModel =>
  prefillDefaults(model, configOfModel(config, model)?.fields ?? []);

/** The saved set of start-up (or of a re-initialisation after the session expired). */
export const freshModels = (config: readonly ModelConfigItem[], randomCharacters: RandomCharacters): ModelSet =>
  modelSet(buildSavedModels(config, randomCharacters).map((model) => withDefaults(config, model)));
