// Judges a submitted claim with the same domain rules the site applied before sending it: every page the
// claimant passed (validatePage, with the server clock and the case's whitelist), the submission rules, an
// enabled culture, every model those pages need, and credentials that are the authorized member's own.
import { Instant } from "@js-joda/core";
import { isFileList } from "../../../domain/forms/field-value.ts";
import type { FormModel, ModelSet } from "../../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { modelMetadata } from "../../../domain/forms/model-factory.ts";
import { isOnPage } from "../../../domain/forms/page-models.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { validatePage } from "../../../domain/validation/page-validation.ts";
import { checkSubmission } from "../../../domain/validation/submission-rules.ts";
import { credentialValue } from "../../case/credential-value.ts";
import type { ClaimsCase, ClassMember } from "../../case/claims-case.ts";
import { type ClaimIssue, claimIssue } from "./claim-issue.ts";
import { visitedPages } from "./visited-pages.ts";

export interface ClaimReviewInput {
  readonly claimsCase: ClaimsCase;
  readonly formType: FormType;
  readonly member: ClassMember;
  readonly models: readonly FormModel[];
  readonly culture: string | null;
  readonly captchaOn: boolean;
  readonly captchaToken: string | null;
  readonly now: Date;
}

/** Record templates and transactions are lists the claimant may leave empty; every other item is always sent. */
const LIST_KINDS: ReadonlySet<string> = new Set(["DocumentContexts", "documentContexts", "claimTransactions"]);

const missingModels = (config: readonly ModelConfigItem[], formType: FormType, pages: readonly string[], models: readonly FormModel[]): readonly ClaimIssue[] =>
  config
    .filter((item) => !LIST_KINDS.has(item.metadata.dtoMapping))
    .filter((item) => pages.some((page) => isOnPage(modelMetadata(item.metadata), formType, page)))
    .filter((item) => !models.some((model) => model.metadataHash === item.metadataHash))
    .map((item) => claimIssue([item.metadata.dtoMapping], "missingModel", { metadataHash: item.metadataHash }));

/** The credentials model, when sent, must name the member the authorization cookie names. */
const credentialIssues = (member: ClassMember, models: readonly FormModel[]): readonly ClaimIssue[] =>
  models
    .filter((model) => model.metadata.dtoMapping === "credentials")
    .filter((model) =>
      Object.entries(member.credentials).some(([field, expected]) => {
        return credentialValue(model.fields[field]) !== credentialValue(expected);
      })
    )
    .map((model) => claimIssue(["credentials", model.clientId], "credentialsMismatch"));

const cultureIssues = (claimsCase: ClaimsCase, culture: string | null): readonly ClaimIssue[] => {
  if (culture === null || culture.trim() === "") return [];
  const enabled = Object.keys(claimsCase.site.cultures).some((code) => code.toLowerCase() === culture.trim().toLowerCase());
  return enabled ? [] : [claimIssue(["userPreferredCulture"], "unknownCulture", { culture })];
};

export const reviewClaim = (input: ClaimReviewInput): readonly ClaimIssue[] => {
  const { claimsCase, formType, models } = input;
  const set: ModelSet = { saved: models, drafts: [] };
  const now = Instant.ofEpochMilli(input.now.getTime());
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
    ...pageIssues,
    ...submissionIssues,
    ...cultureIssues(claimsCase, input.culture),
    ...credentialIssues(input.member, models)
  ];
};
