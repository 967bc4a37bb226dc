// Reads the claim state for the page being shown: its form type, its page key and the saved models it
// edits, the one of them that holds the payment election, and the configuration of a model's fields and
// blocks.
import { PAYMENT_METHOD_FIELD } from "../../domain/api/wallet-login.ts";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import type { FormModel, ModelSet } from "../../domain/forms/form-model.ts";
import type { PageBlock } from "../../domain/forms/page-blocks.schema.ts";
import { requireLoaded } from "../../domain/forms/model-set.ts";
import { isRecord } from "../../domain/forms/records.ts";
import { configOfModel, modelsOnPage, pageKey, START_PAGE, startPageItems } from "../../domain/forms/page-models.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { ClaimState } from "./claim-state.ts";

export interface PageContext {
  readonly formType: FormType;
  readonly page: string;
  readonly models: readonly FormModel[];
}

/** The page shown, or null outside a form. Its saved records belong to their lists (record-lists.ts), not to its models. */
export const currentPage = (state: ClaimState): PageContext | null => {
  const { activeForm, page, nodes } = state.navigation;
  const first = nodes[0];
  if (activeForm === null || page === null || first === undefined) return null;
  const key = pageKey(page.path, first.path);
  const models = modelsOnPage(requireLoaded(state.models).saved, activeForm, key).filter((model) => !isRecord(state.modelConfig ?? [], model));
  return { formType: activeForm, page: key, models };
};

/** The fields of a form's first page while it is the page shown (records' included), else null. */
export const startPageFields = (state: ClaimState): readonly FieldConfig[] | null => {
  const { activeForm, page, nodes } = state.navigation;
  const first = nodes[0];
  if (activeForm === null || page === null || first === undefined || pageKey(page.path, first.path) !== START_PAGE) return null;
  return startPageItems(state.modelConfig ?? [], activeForm).flatMap((item) => item.fields);
};

export const fieldsOf = (state: ClaimState, model: FormModel): readonly FieldConfig[] =>
  configOfModel(state.modelConfig ?? [], model)?.fields ?? [];

/** The model's blocks, in page order; null when its configuration places none (its fields are drawn in order). */
export const blocksOf = (state: ClaimState, model: FormModel): readonly PageBlock[] | null =>
  configOfModel(state.modelConfig ?? [], model)?.blocks ?? null;

/** Whether the page's blocks place copy: then its copy is what they say, in place of the page's fixed introduction. */
export const pagePlacesCopy = (state: ClaimState): boolean => {
  const page = state.models === null ? null : currentPage(state);
  return page !== null && page.models.some((model) => (blocksOf(state, model) ?? []).some((block) => block.block === "copy"));
};

export const loadedModels = (state: ClaimState): ModelSet => requireLoaded(state.models);

/** The model of the page shown that holds the payment election, or null. A stored model, so renders stay stable. */
export const paymentElectionModel = (state: ClaimState): FormModel | null =>
  (state.models === null ? null : currentPage(state)?.models.find((model) => Object.hasOwn(model.fields, PAYMENT_METHOD_FIELD))) ?? null;
