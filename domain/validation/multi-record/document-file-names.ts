// Which file names a record stands for, and when two names are the same file. A document-context
// record holds a file list and a `name` field written beside it; an uploaded-document record only the `name` field.
import { isFileList } from "../../forms/field-value.ts";
import type { FormModel } from "../../forms/form-model.ts";

/** The field an uploaded-document record, and the file written beside a file list, keep the name in. */
export const FILE_NAME_FIELD = "name";

export interface DocumentFileName {
  /** The field that carries the name: the file-list field, or FILE_NAME_FIELD. */
  readonly fieldKey: string;
  readonly fileName: string;
}

/**
 * Names compare trimmed and case-insensitively: claimants on Windows and macOS see "Scan.PDF" and
 * "scan.pdf" as one file, and uploading it twice is the mistake these rules exist to catch.
 */
export const fileNameKey = (fileName: string): string => fileName.trim().toLowerCase();

export const sameFileName = (left: string, right: string): boolean => fileNameKey(left) === fileNameKey(right);

/** Files held in file-list fields first; the name field counts only when it names a further file. */
export const documentFileNames = (model: FormModel): readonly DocumentFileName[] => {
  const fromLists = Object.entries(model.fields).flatMap(([fieldKey, value]) =>
    value !== null && isFileList(value) ? value.map((file) => ({ fieldKey, fileName: file.name })) : []
  );
  const named = model.fields[FILE_NAME_FIELD];
  const fromName =
    typeof named === "string" && named.trim() !== "" && !fromLists.some((entry) => sameFileName(entry.fileName, named))
      ? [{ fieldKey: FILE_NAME_FIELD, fileName: named }]
      : [];
  return [...fromLists, ...fromName].filter((entry) => entry.fileName.trim() !== "");
};
