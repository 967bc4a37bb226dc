// Turns the submitted DTOs back into the form models the site judged, from the case's own configuration:
// each DTO's metadataHash names its config item, which must be of the part's kind and have every field
// key sent; each uploaded file is put back into the file field of the document context it is named after.
import type { FieldValue, FileEntry } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { CLAIM_TRANSACTION_ID } from "../../../domain/forms/claim-transactions.ts";
import { FILE_DESCRIPTION_FIELDS } from "../../../domain/forms/field-editing.ts";
import { modelMetadata } from "../../../domain/forms/model-factory.ts";
import { FILE_NAME_FIELD } from "../../../domain/validation/multi-record/document-file-names.ts";
import type { NewDocument } from "../../store/claim-store.port.ts";
import { sanitizeFileName } from "../../uploads/file-name.ts";
import type { ReceivedFile } from "../../uploads/multipart-reader.ts";
import type { SubmittedModel } from "./claim-decoding.ts";
import { type ClaimIssue, claimIssue } from "./claim-issue.ts";
import type { ModelPart } from "./claim-parts.ts";

export interface RebuiltModels {
  readonly models: readonly FormModel[];
  readonly documents: readonly NewDocument[];
  readonly issues: readonly ClaimIssue[];
}

/** A part takes models of its own kind; documentContexts records are made from DocumentContexts templates. */
const partTakes = (part: ModelPart, dtoMapping: string): boolean =>
  dtoMapping === part || (part === "documentContexts" && dtoMapping === "DocumentContexts");

/**
 * The field keys a model of the item may carry: its configured fields; beside a file field, the name, size
 * and type the site writes when a file is chosen (domain/forms/field-editing.ts); and, when the case has
 * claim transactions, the link to one. Any other key was never validated by anyone and is refused.
 */
const allowedKeys = (config: readonly ModelConfigItem[], item: ModelConfigItem): ReadonlySet<string> => {
  const keys = new Set(item.fields.map((field) => field.key));
  if (item.fields.some((field) => field.control === "file")) for (const key of Object.values(FILE_DESCRIPTION_FIELDS)) keys.add(key);
  if (item.metadata.dtoMapping !== "claimTransactions" && config.some((other) => other.metadata.dtoMapping === "claimTransactions")) {
    keys.add(CLAIM_TRANSACTION_ID);
  }
  return keys;
};

const rebuild = (config: readonly ModelConfigItem[], submitted: SubmittedModel): FormModel | ClaimIssue[] => {
  const { part, dto } = submitted;
  const item = config.find((candidate) => candidate.metadataHash === dto.metadataHash);
  if (item === undefined) return [claimIssue([part, dto.clientId], "unknownModel", { metadataHash: dto.metadataHash })];
  if (!partTakes(part, item.metadata.dtoMapping)) {
    return [claimIssue([part, dto.clientId], "wrongPart", { dtoMapping: item.metadata.dtoMapping })];
  }
  const allowed = allowedKeys(config, item);
  const unknown = Object.keys(dto.fields).filter((key) => !allowed.has(key));
  if (unknown.length > 0) {
    return unknown.map((key) => claimIssue([part, dto.clientId, key], "unknownField", { metadataHash: item.metadataHash }));
  }
  // As records.ts saves a draft: the template's metadata, under the kind it is submitted as.
  return { clientId: dto.clientId, id: dto.id, metadata: { ...modelMetadata(item.metadata), dtoMapping: part }, metadataHash: dto.metadataHash, fields: dto.fields, fieldStates: {} };
};

const fileFieldOf = (config: readonly ModelConfigItem[], model: FormModel): string | null =>
  config.find((item) => item.metadataHash === model.metadataHash)?.fields.find((field) => field.control === "file")?.key ?? null;

/** The name the claimant chose, written beside the file list by the site; the client id when there is none. */
const chosenName = (model: FormModel, fallback: string): string => {
  const named = model.fields[FILE_NAME_FIELD];
  return (typeof named === "string" ? sanitizeFileName(named) : null) ?? fallback;
};

export const rebuildModels = (
  config: readonly ModelConfigItem[],
  submitted: readonly SubmittedModel[],
  files: readonly ReceivedFile[]
): RebuiltModels => {
  const issues: ClaimIssue[] = [];
  const models: FormModel[] = [];
  for (const entry of submitted) {
    const rebuilt = rebuild(config, entry);
    if (Array.isArray(rebuilt)) issues.push(...rebuilt);
    else if (models.some((model) => model.clientId === rebuilt.clientId)) {
      issues.push(claimIssue([entry.part, rebuilt.clientId], "duplicateClientId"));
    } else models.push(rebuilt);
  }
  const documents: NewDocument[] = [];
  for (const file of files) {
    const index = models.findIndex((model) => model.clientId === file.fileName && model.metadata.dtoMapping === "documentContexts");
    const context = models[index];
    if (context === undefined) {
      issues.push(claimIssue(["documents", file.fileName], "documentContextMissing", { fileName: file.fileName }));
      continue;
    }
    const name = chosenName(context, file.fileName);
    documents.push({ contextClientId: file.fileName, name, mediaType: file.mediaType, bytes: file.bytes, sha256: file.sha256 });
    const fileField = fileFieldOf(config, context);
    if (fileField !== null) {
      const entry: FileEntry = { name, size: file.bytes.length, type: file.mediaType };
      const fields: Record<string, FieldValue> = { ...context.fields, [fileField]: [entry] };
      models[index] = { ...context, fields };
    }
  }
  return { models, documents, issues };
};
