// A draft document may not carry the name of a file an already saved record carries (spec section 5,
// LocKey_Validation_Document_FileExists); names compare as document-file-names.ts says.
import type { FormModel } from "../../forms/form-model.ts";
import { type ValidationIssue, issue } from "../validation-issue.ts";
import { documentFileNames, fileNameKey } from "./document-file-names.ts";

/** A saved record with the draft's own clientId is the record being edited, not a rival. */
export const checkDocumentFileExists = (draft: FormModel, saved: readonly FormModel[]): ValidationIssue | null => {
  const taken = new Set(
    saved
      .filter((record) => record.clientId !== draft.clientId)
      .flatMap((record) => documentFileNames(record).map((entry) => fileNameKey(entry.fileName)))
  );
  const clash = documentFileNames(draft).find((entry) => taken.has(fileNameKey(entry.fileName)));
  return clash === undefined
    ? null
    : issue([draft.clientId, clash.fieldKey], "documentFileExists", { fileName: clash.fileName });
};
