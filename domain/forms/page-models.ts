// Which models a page edits. A model's metadata names its form type and page (both camel-cased, as
// all metadata values are): page "start" is a form's first page, other pages by their last path segment.
import { camelCase } from "./camel-case.ts";
import type { FormModel, ModelSet } from "./form-model.ts";
import type { ModelConfigItem } from "./model-config.schema.ts";
import { modelMetadata } from "./model-factory.ts";

export const START_PAGE = "start";

/** The page key of a path: "start" for the form's first page, else the camel-cased last segment. */
export const pageKey = (pagePath: string, firstPagePath: string): string => {
  if (pagePath === firstPagePath) return START_PAGE;
  return camelCase(pagePath.split("/").filter((segment) => segment !== "").at(-1) ?? START_PAGE);
};

/** Credentials are entered on the start page unless the configuration places them elsewhere. */
export const pageOf = (metadata: FormModel["metadata"]): string | undefined =>
  metadata["page"] ?? (metadata.dtoMapping === "credentials" ? START_PAGE : undefined);

/** A model without a formType serves every form type. */
export const servesForm = (metadata: FormModel["metadata"], formType: string): boolean =>
  metadata["formType"] === undefined || metadata["formType"] === camelCase(formType);

export const isOnPage = (metadata: FormModel["metadata"], formType: string, page: string): boolean =>
  servesForm(metadata, formType) && pageOf(metadata) === page;

/** The configuration items a form's first page draws. */
export const startPageItems = (config: readonly ModelConfigItem[], formType: string): readonly ModelConfigItem[] =>
  config.filter((item) => isOnPage(modelMetadata(item.metadata), formType, START_PAGE));

/** The models one form type files: those of its own and those serving every form type. */
export const modelsOfForm = (set: ModelSet, formType: string): ModelSet => ({
  saved: set.saved.filter((model) => servesForm(model.metadata, formType)),
  drafts: set.drafts.filter((model) => servesForm(model.metadata, formType))
});

export const modelsOnPage = (models: readonly FormModel[], formType: string, page: string): readonly FormModel[] =>
  models.filter((model) => isOnPage(model.metadata, formType, page));

/** The configuration item a model was made from, matched by metadataHash. */
export const configOfModel = (config: readonly ModelConfigItem[], model: FormModel): ModelConfigItem | undefined =>
  config.find((item) => item.metadataHash === model.metadataHash);
