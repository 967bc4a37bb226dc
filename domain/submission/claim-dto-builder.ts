// Builds the submission payload (spec sections 3 and 7) from the saved models: single kinds as one model
// or null, list kinds as lists, file lists moved out of the fields into documents. Drafts are never sent.
import type { WireAnswers } from "../api/field-values.schema.ts";
import { ConfigurationError } from "../errors/configuration-error.ts";
import { DTO_MAPPINGS, type DtoMapping } from "../forms/dto-mapping.ts";
import { type FileEntry, isFileList } from "../forms/field-value.ts";
import type { FormModel, ModelSet } from "../forms/form-model.ts";
import { modelsOfKind } from "../forms/model-set.ts";
import type { FormType } from "../navigation/form-type.ts";
import type { ClaimDto, DocumentFile, ModelDto } from "./claim-dto.ts";
import { ClaimDtoError } from "./claim-dto-error.ts";

export interface ClaimDtoOptions {
  /**
   * The form being filed. The payload has the same shape for every form, so the builder does not read
   * it; it belongs to the one description of a submission that the rules and the API call share.
   */
  readonly formType: FormType;
  readonly culture: string;
  /** The token of the challenge run for this submit; null when captcha is off. Sent as reCaptchaResponse. */
  readonly captchaToken: string | null;
  /** The token of the challenge before it (the one used to authorize); sent as captchaRawValue. */
  readonly previousCaptcha: string | null;
}

/** Every kind but the record templates, which only give new records their shape. */
const SUBMITTED_KINDS: readonly DtoMapping[] = DTO_MAPPINGS.filter((kind) => kind !== "DocumentContexts");

/** The saved models that go into the payload; record templates (DocumentContexts) and drafts do not. */
export const submittedModels = (set: ModelSet): readonly FormModel[] =>
  set.saved.filter((model) => SUBMITTED_KINDS.includes(model.metadata.dtoMapping));

/** Every file the models hold, however many per list: what the submission rules match against records. */
export const filesOf = (models: readonly FormModel[]): readonly FileEntry[] =>
  models.flatMap((model) => Object.values(model.fields).flatMap((value) => (value !== null && isFileList(value) ? value : [])));

/** The one file a model sends, with the same developer errors as choosing files (field-editing.ts). */
const singleFile = (model: FormModel): FileEntry | null => {
  const lists = Object.entries(model.fields).flatMap(([key, value]) =>
    value !== null && isFileList(value) ? [[key, value] as const] : []
  );
  if (lists.length > 1) {
    throw new ConfigurationError(
      "multipleFileListFields",
      `The formModel ${model.clientId} holds file lists in ${lists.map(([key]) => `"${key}"`).join(", ")}; one file-list field per model is supported.`
    );
  }
  const [list] = lists;
  if (list === undefined) return null;
  const [key, files] = list;
  if (files.length > 1) {
    throw new ConfigurationError("multipleFilesPerInput", `Multi-file selection is unsupported: "${key}" takes one file.`);
  }
  return files[0] ?? null;
};

const toModelDto = (model: FormModel): ModelDto => {
  const fields: Record<string, WireAnswers[string]> = {};
  for (const [key, value] of Object.entries(model.fields)) {
    if (value === null || !isFileList(value)) fields[key] = value;
  }
  return { clientId: model.clientId, id: model.id, metadataHash: model.metadataHash, fields };
};

const single = (set: ModelSet, kind: DtoMapping): ModelDto | null => {
  const models = modelsOfKind(set, kind);
  if (models.length > 1) {
    throw new ClaimDtoError(
      "severalModelsForSingleMapping",
      `The claim has ${models.length} saved models mapped as ${kind}; the submission takes one.`
    );
  }
  const [model] = models;
  return model === undefined ? null : toModelDto(model);
};

/**
 * Credentials left blank are not sent: a claim brought back from a draft or the wallet login keeps no PIN
 * (kept-claim.ts), and the server's authorization of the form names the member.
 */
const sentCredentials = (credentials: ModelDto | null): ModelDto | null =>
  credentials === null || Object.values(credentials.fields).every((value) => value === null || value === "") ? null : credentials;

const list = (set: ModelSet, kind: DtoMapping): readonly ModelDto[] => modelsOfKind(set, kind).map(toModelDto);

/** Each file is named by the client id of the model that holds it, so the server can pair them. */
const documentsOf = (models: readonly FormModel[]): readonly DocumentFile[] =>
  models.flatMap((model) => {
    const file = singleFile(model);
    return file === null ? [] : [{ contextClientId: model.clientId, file }];
  });

export const buildClaimDto = (models: ModelSet, options: ClaimDtoOptions): ClaimDto => {
  const documents = documentsOf(submittedModels(models));
  return {
    reCaptchaResponse: options.captchaToken,
    userPreferredCulture: options.culture,
    captchaRawValue: options.previousCaptcha,
    documents: documents.length === 0 ? null : documents,
    signature: single(models, "signature"),
    claimantInfo: single(models, "claimantInfo"),
    credentials: sentCredentials(single(models, "credentials")),
    claimDetails: single(models, "claimDetails"),
    prepopulatedData: list(models, "prepopulatedData"),
    documentContexts: list(models, "documentContexts"),
    claimTransactions: list(models, "claimTransactions")
  };
};
