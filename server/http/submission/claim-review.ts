// Judges a submitted claim with the same domain rules the site applied before sending it: every page the
// claimant passed (validatePage, with the server clock and the case's whitelist), the submission rules, an
// enabled culture, every model those pages need and no model they do not, and credentials that are the
// authorized member's own.
import { type Fields, isBlank, isFileList } from "../../../domain/forms/field-value.ts";
import type { FormModel, ModelSet } from "../../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { camelCase } from "../../../domain/forms/camel-case.ts";
import { modelMetadata } from "../../../domain/forms/model-factory.ts";
import { configOfModel, isOnPage } from "../../../domain/forms/page-models.ts";
import { lowerFirst, prepopulatedValues } from "../../../domain/forms/prefill.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { validatePage } from "../../../domain/validation/page-validation.ts";
import { checkSubmission } from "../../../domain/validation/submission-rules.ts";
import type { ClaimsCase } from "../../../domain/case/claims-case.ts";
import type { RosterMember } from "../../store/member-roster.port.ts";
import { type ClaimIssue, claimIssue } from "./claim-issue.ts";
import { visitedPages } from "./visited-pages.ts";

export interface ClaimReviewInput {
  readonly claimsCase: ClaimsCase;
  readonly formType: FormType;
  readonly member: RosterMember;
  /** The member key the credentials in a model name (member-identity.ts keyOfSent), or null for none. */
  readonly memberKeyOf: (sent: Fields) => string | null;
  readonly models: readonly FormModel[];
  readonly culture: string | null;
  readonly captchaOn: boolean;
  readonly captchaToken: string | null;
  readonly now: Date;
}

/**
 * Record templates and transactions are lists the claimant may leave empty; the credentials may be left out
 * (a claim brought back from a draft keeps no PIN: the form's authorization names the member, and sent
 * credentials must name the same one); every other item is always sent.
 */
const MAY_BE_LEFT_OUT: ReadonlySet<string> = new Set(["DocumentContexts", "documentContexts", "claimTransactions", "credentials"]);

const missingModels = (config: readonly ModelConfigItem[], formType: FormType, pages: readonly string[], models: readonly FormModel[]): readonly ClaimIssue[] =>
  config
    .filter((item) => !MAY_BE_LEFT_OUT.has(item.metadata.dtoMapping))
    .filter((item) => pages.some((page) => isOnPage(modelMetadata(item.metadata), formType, page)))
    .filter((item) => !models.some((model) => model.metadataHash === item.metadataHash))
    .map((item) => claimIssue([item.metadata.dtoMapping], "missingModel", { metadataHash: item.metadataHash }));

/** A model without a formType serves every form type (as domain/forms/page-models.ts reads it). */
const servesForm = (model: FormModel, formType: FormType): boolean =>
  model.metadata["formType"] === undefined || model.metadata["formType"] === camelCase(formType);

/**
 * Whether every field holds only what the site itself put there without the claimant: nothing, the field's
 * default value, or the member's prepopulated value (domain/forms/prefill.ts fills every model with them).
 */
const holdsOnlySiteValues = (item: ModelConfigItem | undefined, model: FormModel, prepopulated: Fields): boolean =>
  Object.entries(model.fields).every(([key, value]) => {
    if (isBlank(value)) return true;
    const field = item?.fields.find((candidate) => candidate.key === key);
    if (field === undefined) return false;
    if (field.defaultValue !== undefined && value === field.defaultValue) return true;
    return field.prepopulatedDataKey !== undefined && value === (prepopulated[lowerFirst(field.prepopulatedDataKey)] ?? null);
  });

/**
 * Every model sent must be one these pages validated: its item serves the form type and sits on a page the
 * claim passes. The site builds a model for every item of its form at start-up and sends them all, so a
 * model of a page the claim skips is let through while it holds only what the site filled in itself.
 */
const strayModels = (input: ClaimReviewInput, pages: readonly string[]): readonly ClaimIssue[] => {
  const { claimsCase, formType, models } = input;
  const prepopulated = prepopulatedValues(input.member.prepopulatedData);
  return models.flatMap((model) => {
    const where = [model.metadata.dtoMapping, model.clientId];
    if (!servesForm(model, formType)) return [claimIssue(where, "notForThisForm", { metadataHash: model.metadataHash, formType })];
    if (pages.some((page) => isOnPage(model.metadata, formType, page))) return [];
    if (holdsOnlySiteValues(configOfModel(claimsCase.modelConfig, model), model, prepopulated)) return [];
    return [claimIssue(where, "notOnPassedPage", { metadataHash: model.metadataHash })];
  });
};

/** The credentials model, when sent, must name the member the authorization cookie names. */
const credentialIssues = (input: ClaimReviewInput, models: readonly FormModel[]): readonly ClaimIssue[] =>
  models
    .filter((model) => model.metadata.dtoMapping === "credentials")
    .filter((model) => input.memberKeyOf(model.fields) !== input.member.key)
    .map((model) => claimIssue(["credentials", model.clientId], "credentialsMismatch"));

const cultureIssues = (claimsCase: ClaimsCase, culture: string | null): readonly ClaimIssue[] => {
  if (culture === null || culture.trim() === "") return [];
  const enabled = Object.keys(claimsCase.site.cultures).some((code) => code.toLowerCase() === culture.trim().toLowerCase());
  return enabled ? [] : [claimIssue(["userPreferredCulture"], "unknownCulture", { culture })];
};

export const reviewClaim = (input: ClaimReviewInput): readonly ClaimIssue[] => {
  const { claimsCase, formType, models } = input;
  const set: ModelSet = { saved: models, drafts: [] };
  const now = input.now.getTime();
  const pages = visitedPages(claimsCase.site, formType, set);
  const pageIssues = pages.flatMap(
    (page) =>
      validatePage({ models: set, config: claimsCase.modelConfig, formType, page, now, characterWhitelist: claimsCase.characterWhitelist }).issues
  );
  const submissionIssues = checkSubmission({
    captchaEnabled: input.captchaOn,
    captchaResponse: input.captchaToken,
    culture: input.culture,
    models,
    documents: models.flatMap((model) => Object.values(model.fields).flatMap((value) => (value !== null && isFileList(value) ? value : [])))
  });
  return [
    ...missingModels(claimsCase.modelConfig, formType, pages, models),
    ...strayModels(input, pages),
    ...pageIssues,
    ...submissionIssues,
    ...cultureIssues(claimsCase, input.culture),
    ...credentialIssues(input, models)
  ];
};
