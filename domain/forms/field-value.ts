// What a form field can hold, and what "blank" means for it. Files are described structurally
// (name, size, type) so the domain never needs the DOM's File type; a browser File satisfies it.
export interface FileEntry {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export type FieldValue = string | number | boolean | null | readonly FileEntry[];

export type Fields = Readonly<Record<string, FieldValue>>;

export const isFileList = (value: FieldValue): value is readonly FileEntry[] => Array.isArray(value);

/** Null, an empty or whitespace-only string, and an empty file list are blank; false and 0 are values. */
export const isBlank = (value: FieldValue): boolean => {
  if (value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (isFileList(value)) return value.length === 0;
  return false;
};
