// What a form field can hold, and what "blank" means for it. Files are described structurally
// (name, size, type) so the domain never needs the DOM's File type; a browser File satisfies it. A date
// field that takes a range, several days or a week (date-selection.ts) holds a list of dates as text.
export interface FileEntry {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** The days of a range (first and last, "" while not entered), of a week (first and last) or a multi-date, as typed: MM/dd/yyyy. */
export type DateList = readonly string[];

export type FieldValue = string | number | boolean | null | readonly FileEntry[] | DateList;

export type Fields = Readonly<Record<string, FieldValue>>;

/** A list of dates: a non-empty list of text. */
export const isDateList = (value: FieldValue): value is DateList => Array.isArray(value) && value.length > 0 && typeof value[0] === "string";

/** A list of files; an empty list counts as one (no file chosen). */
export const isFileList = (value: FieldValue): value is readonly FileEntry[] =>
  Array.isArray(value) && value.every((entry: unknown) => typeof entry === "object" && entry !== null);

/** Null, an empty or whitespace-only string, an empty file list and a list of dates none entered are blank; false and 0 are values. */
export const isBlank = (value: FieldValue): boolean => {
  if (value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (isDateList(value)) return value.every((date) => date.trim() === "");
  if (isFileList(value)) return value.length === 0;
  return false;
};
