// The part of the forms' configuration one form type uses, read without building any model: its models
// (saved once per claim) and its record templates (lists), in configuration order, and the pages they are
// on, the start page first. Claim-file checks and `claims describe` read a form this way; the session builds
// its models from the same items.
import { isRecordTemplate } from "./dto-mapping.ts";
import type { ModelConfigItem } from "./model-config.schema.ts";
import { modelMetadata } from "./model-factory.ts";
import { pageOf, servesForm, START_PAGE } from "./page-models.ts";

export interface FormConfig {
  readonly models: readonly ModelConfigItem[];
  readonly templates: readonly ModelConfigItem[];
}

export const configOfForm = (config: readonly ModelConfigItem[], formType: string): FormConfig => {
  const served = config.filter((item) => servesForm(modelMetadata(item.metadata), formType));
  return { models: served.filter((item) => !isRecordTemplate(item.metadata.dtoMapping)), templates: served.filter((item) => isRecordTemplate(item.metadata.dtoMapping)) };
};

/** The page an item is on; the start page for one that names none (the credentials). */
export const itemPage = (item: ModelConfigItem): string => pageOf(modelMetadata(item.metadata)) ?? START_PAGE;

/** The pages of the form that hold its models and lists, the start page first, then in configuration order. */
export const formPages = (config: readonly ModelConfigItem[], formType: string): readonly string[] => {
  const { models, templates } = configOfForm(config, formType);
  const items = [...models, ...templates].sort((a, b) => config.indexOf(a) - config.indexOf(b));
  return [...new Set([START_PAGE, ...items.map(itemPage)])];
};
