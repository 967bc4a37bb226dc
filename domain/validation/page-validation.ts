// Validates a whole page after Next or Submit (spec section 5): every saved model the page edits, and
// the record lists it holds (a required list needs a saved record, a table its minimum, a dirty draft
// blocks the page). Every field of the page is touched so its errors show. Issues are data.
import { isRecordTemplate } from "../forms/dto-mapping.ts";
import { touchAll } from "../forms/field-editing.ts";
import type { FormModel, ModelSet } from "../forms/form-model.ts";
import { modelMetadata } from "../forms/model-factory.ts";
import type { ModelConfigItem } from "../forms/model-config.schema.ts";
import { pageOrderedFields } from "../forms/page-block-fields.ts";
import { isOnPage, modelsOnPage } from "../forms/page-models.ts";
import { validateModel } from "./model-validation.ts";
import { checkDraftNotDirty } from "./multi-record/dirty-draft.ts";
import { checkMinInstances } from "./multi-record/min-instances.ts";
import { checkProvideDocumentation } from "./multi-record/provide-documentation.ts";
import type { ValidationIssue } from "./validation-issue.ts";

export interface PageValidationInput {
  readonly models: ModelSet;
  readonly config: readonly ModelConfigItem[];
  readonly formType: string;
  readonly page: string;
  /** Milliseconds since the epoch. */
  readonly now: number;
  readonly characterWhitelist: string | null;
}

export interface PageValidation {
  readonly issues: readonly ValidationIssue[];
  /** The page's models with every field touched. */
  readonly touched: readonly FormModel[];
}

/** A record template's list rules: metadata `required` ("true") and `minRecords` (a whole number). */
const recordListIssues = (template: ModelConfigItem, models: ModelSet): readonly ValidationIssue[] => {
  const metadata = modelMetadata(template.metadata);
  const saved = models.saved.filter((model) => model.metadataHash === template.metadataHash);
  const drafts = models.drafts.filter((model) => model.metadataHash === template.metadataHash);
  const path = [template.metadataHash];
  const minRecords = metadata["minRecords"];
  return [
    metadata["required"] === "true" ? checkProvideDocumentation(path, saved) : null,
    minRecords === undefined ? null : checkMinInstances({ path, saved, models, minimum: Number(minRecords) }),
    ...drafts.map((draft) => checkDraftNotDirty(draft, true))
  ].filter((found): found is ValidationIssue => found !== null);
};

export const validatePage = (input: PageValidationInput): PageValidation => {
  const context = { now: input.now, characterWhitelist: input.characterWhitelist, saved: input.models.saved };
  const touched = modelsOnPage(input.models.saved, input.formType, input.page).map(touchAll);
  const modelIssues = touched.flatMap((model) => validateModel(model, pageOrderedFields(input.config, model), context).issues);
  const listIssues = input.config
    .filter((item) => isRecordTemplate(item.metadata.dtoMapping) && isOnPage(modelMetadata(item.metadata), input.formType, input.page))
    .flatMap((template) => recordListIssues(template, input.models));
  return { issues: [...modelIssues, ...listIssues], touched };
};
