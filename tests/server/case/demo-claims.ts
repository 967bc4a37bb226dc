// Claims filled in on the demo case the way a claimant would: models built from its configuration,
// defaults and the member's prepopulated data applied, fields edited and records saved, then every page
// of the form validated with the domain's own page validation.
import { camelCase } from "../../../domain/forms/camel-case.ts";
import { editField } from "../../../domain/forms/field-editing.ts";
import type { Fields } from "../../../domain/forms/field-value.ts";
import type { FormModel, ModelSet } from "../../../domain/forms/form-model.ts";
import { buildSavedModels, createModel } from "../../../domain/forms/model-factory.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { configOfModel, pageKey } from "../../../domain/forms/page-models.ts";
import { prefillDefaults, prefillFromPrepopulated, prepopulatedValues } from "../../../domain/forms/prefill.ts";
import { addDraft, saveDraft } from "../../../domain/forms/records.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../../domain/navigation/navigation-sequences.ts";
import { validatePage } from "../../../domain/validation/page-validation.ts";
import type { ValidationIssue } from "../../../domain/validation/validation-issue.ts";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import { seededCharacters } from "../../support/seeded-characters.ts";

export const NOW = Date.parse("2026-11-21T20:00:00Z");

const fieldsOf = (demo: ClaimsCase, model: FormModel) => configOfModel(demo.modelConfig, model)?.fields ?? [];

/** The saved set of start-up, with defaults, and the member's prepopulated data when one is given. */
export const startClaim = (demo: ClaimsCase, member: ClassMember | null): ModelSet => {
  const prepopulated = prepopulatedValues(member?.prepopulatedData ?? []);
  return modelSet(
    buildSavedModels(demo.modelConfig, seededCharacters()).map((model) =>
      prefillFromPrepopulated(prefillDefaults(model, fieldsOf(demo, model)), fieldsOf(demo, model), prepopulated)
    )
  );
};

const editAll = (model: FormModel, values: Fields): FormModel =>
  Object.entries(values).reduce((current, [key, value]) => editField(current, key, value), model);

/** Edits the saved model made from the item with this metadataHash. */
export const edit = (set: ModelSet, metadataHash: string, values: Fields): ModelSet => {
  const found = set.saved.find((model) => model.metadataHash === metadataHash);
  if (found === undefined) throw new Error(`no saved model from ${metadataHash}`);
  return modelSet(
    set.saved.map((model) => (model === found ? editAll(model, values) : model)),
    set.drafts
  );
};

/** Adds a record from the template with this metadataHash, fills it in and saves it. */
export const addRecord = (demo: ClaimsCase, set: ModelSet, metadataHash: string, values: Fields): ModelSet => {
  const template = demo.modelConfig.find((item) => item.metadataHash === metadataHash);
  if (template === undefined) throw new Error(`no template ${metadataHash}`);
  const draft = editAll(createModel(template, () => `r${String(set.saved.length).padStart(7, "0")}`), values);
  return saveDraft(addDraft(set, draft), draft.clientId);
};

export const pagesOf = (demo: ClaimsCase, formType: FormType): readonly string[] => {
  const nodes = sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages: demo.site.standardWithOptionalPages });
  const first = nodes[0]?.path ?? "";
  return nodes.map((node) => pageKey(node.path, first));
};

/** Every issue of every page of the form, as Next and Submit would find them. */
export const claimIssues = (demo: ClaimsCase, formType: FormType, set: ModelSet): readonly ValidationIssue[] =>
  pagesOf(demo, formType).flatMap(
    (page) =>
      validatePage({ models: set, config: demo.modelConfig, formType, page, now: NOW, characterWhitelist: demo.characterWhitelist }).issues
  );

/** The models a claim of this form sends: its own, not those of the other forms sharing the configuration. */
export const modelsOfForm = (set: ModelSet, formType: FormType): ModelSet =>
  modelSet(set.saved.filter((model) => model.metadata["formType"] === camelCase(formType)));

export const withCodes = (issues: readonly ValidationIssue[]): readonly (readonly [string, string])[] =>
  issues.map((found) => [found.path.at(-1) ?? "", found.code] as const);
