// Reading one file of a case directory as text or JSON. A missing or unreadable file, or JSON that does
// not parse, comes back as a CaseProblem naming the file: nothing here throws for bad input.
import { readFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { CaseProblem } from "./case-error.ts";

/** A value read and checked, and every problem found on the way; the value is null when it is unusable. */
export interface Checked<T> {
  readonly value: T | null;
  readonly problems: readonly CaseProblem[];
}

export const checked = <T>(value: T | null, problems: readonly CaseProblem[] = []): Checked<T> => ({ value, problems });

export const problemIn =
  (file: string) =>
  (path: string, problem: string): CaseProblem => ({ file, path, problem });

const codeOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;

const readProblem = (file: string, error: unknown): CaseProblem => {
  const code = codeOf(error);
  if (code === "ENOENT") return { file, path: "", problem: "the file is missing" };
  if (code === "EISDIR") return { file, path: "", problem: "is a directory, not a file" };
  return { file, path: "", problem: `cannot be read (${error instanceof Error ? error.message : String(error)})` };
};

export const fileExists = async (dir: string, file: string): Promise<boolean> => {
  try {
    return (await stat(join(dir, file))).isFile();
  } catch {
    return false;
  }
};

export const isDirectory = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
};

/** The file names in a sub-directory, sorted; an absent sub-directory has none. */
export const filesIn = async (dir: string, sub: string): Promise<readonly string[]> => {
  try {
    const entries = await readdir(join(dir, sub), { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
  } catch {
    return [];
  }
};

/** The file as UTF-8 text, without a byte-order mark (editors on some systems write one, and JSON.parse refuses it). */
export const readCaseText = async (dir: string, file: string): Promise<Checked<string>> => {
  try {
    const text = await readFile(join(dir, file), "utf8");
    return checked(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    return checked<string>(null, [readProblem(file, error)]);
  }
};

export const readCaseJson = async (dir: string, file: string): Promise<Checked<unknown>> => {
  const text = await readCaseText(dir, file);
  if (text.value === null) return text;
  try {
    return checked<unknown>(JSON.parse(text.value));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return checked<unknown>(null, [{ file, path: "", problem: `is not valid JSON (${reason})` }]);
  }
};
