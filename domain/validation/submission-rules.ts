// The checks a claim must pass just before it is submitted (spec section 5, "Submission rules"):
// captcha answer, culture, the one-file-per-input shape, unique document names and a record for every file.
// It returns issues for the caller to report; it never builds the payload.
import { type FileEntry, isBlank, isFileList } from "../forms/field-value.ts";
import type { FormModel } from "../forms/form-model.ts";
import { documentFileNames, fileNameKey } from "./multi-record/document-file-names.ts";
import { type ValidationIssue, issue } from "./validation-issue.ts";

export interface SubmissionCheckInput {
  readonly captchaEnabled: boolean;
  readonly captchaResponse: string | null;
  readonly culture: string | null;
  /** The saved models to submit; those mapped as documentContexts are the document records. */
  readonly models: readonly FormModel[];
  /** The files sent with the claim, each to be matched to its document record by name. */
  readonly documents: readonly FileEntry[];
}

const fileLists = (model: FormModel): readonly (readonly [string, readonly FileEntry[]])[] =>
  Object.entries(model.fields).flatMap(([key, value]) =>
    value !== null && isFileList(value) ? [[key, value] as const] : []
  );

const fileShapeIssues = (model: FormModel): readonly ValidationIssue[] => {
  const lists = fileLists(model);
  const tooManyFields =
    lists.length > 1
      ? [issue([model.clientId], "multipleFileListFields", { fields: lists.map(([key]) => key).join(", ") })]
      : [];
  const tooManyFiles = lists
    .filter(([, files]) => files.length > 1)
    .map(([key, files]) => issue([model.clientId, key], "multipleFilesPerInput", { count: files.length }));
  return [...tooManyFields, ...tooManyFiles];
};

/** The second and later records naming an already named file are the duplicates. */
const duplicateNameIssues = (contexts: readonly FormModel[]): readonly ValidationIssue[] => {
  const seen = new Set<string>();
  return contexts.flatMap((model) =>
    documentFileNames(model).flatMap((entry) => {
      const key = fileNameKey(entry.fileName);
      if (!seen.has(key)) {
        seen.add(key);
        return [];
      }
      return [issue([model.clientId, entry.fieldKey], "duplicateDocumentFileName", { fileName: entry.fileName })];
    })
  );
};

const unmatchedDocumentIssues = (
  documents: readonly FileEntry[],
  contexts: readonly FormModel[]
): readonly ValidationIssue[] => {
  const named = new Set(
    contexts.flatMap((model) => documentFileNames(model).map((entry) => fileNameKey(entry.fileName)))
  );
  return documents.flatMap((file, index) =>
    named.has(fileNameKey(file.name))
      ? []
      : [issue(["documents", String(index)], "documentContextMissing", { fileName: file.name })]
  );
};

export const checkSubmission = (input: SubmissionCheckInput): readonly ValidationIssue[] => {
  const contexts = input.models.filter((model) => model.metadata.dtoMapping === "documentContexts");
  return [
    ...(input.captchaEnabled && isBlank(input.captchaResponse)
      ? [issue(["reCaptchaResponse"], "captchaResponseRequired")]
      : []),
    ...(isBlank(input.culture) ? [issue(["userPreferredCulture"], "cultureRequired")] : []),
    ...input.models.flatMap(fileShapeIssues),
    ...duplicateNameIssues(contexts),
    ...unmatchedDocumentIssues(input.documents, contexts)
  ];
};
