// Reading one file of a case directory as text or JSON, through a CaseReader. A missing or unreadable
// file, or JSON that does not parse, comes back as a CaseProblem naming the file: nothing here throws for bad input.
import type { CaseProblem } from "./case-error.ts";
import type { CaseFileRead, CaseReader } from "./case-reader.ts";
import { jsonSyntaxProblem } from "./json-syntax.ts";

/** A value read and checked, and every problem found on the way; the value is null when it is unusable. */
export interface Checked<T> {
  readonly value: T | null;
  readonly problems: readonly CaseProblem[];
}

export const checked = <T>(value: T | null, problems: readonly CaseProblem[] = []): Checked<T> => ({ value, problems });

export const problemIn =
  (file: string) =>
  (path: string, problem: string): CaseProblem => ({ file, path, problem });

const readProblem = (file: string, read: Exclude<CaseFileRead, { kind: "text" }>): CaseProblem => {
  if (read.kind === "missing") return { file, path: "", problem: "the file is missing" };
  if (read.kind === "directory") return { file, path: "", problem: "is a directory, not a file" };
  return { file, path: "", problem: `cannot be read (${read.reason})` };
};

/** The file names in a sub-directory, sorted; an absent sub-directory has none. */
export const filesIn = async (reader: CaseReader, sub: string): Promise<readonly string[]> => [...(await reader.filesIn(sub))].sort();

/** The file as UTF-8 text, without a byte-order mark (editors on some systems write one, and JSON.parse refuses it). */
export const readCaseText = async (reader: CaseReader, file: string): Promise<Checked<string>> => {
  const read = await reader.readText(file);
  if (read.kind !== "text") return checked<string>(null, [readProblem(file, read)]);
  return checked(read.text.startsWith("\uFEFF") ? read.text.slice(1) : read.text);
};

export const readCaseJson = async (reader: CaseReader, file: string): Promise<Checked<unknown>> => {
  const text = await readCaseText(reader, file);
  if (text.value === null) return text;
  try {
    return checked<unknown>(JSON.parse(text.value));
  } catch (error) {
    const { reason, position } = jsonSyntaxProblem(text.value, error);
    return checked<unknown>(null, [{ file, path: "", problem: `is not valid JSON (${reason})`, ...(position ?? {}) }]);
  }
};
