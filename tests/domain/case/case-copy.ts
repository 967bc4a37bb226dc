// Copies of the demo case in temporary folders, for tests that break one file and expect the loader to
// name the problem; every copy is removed by removeCopies.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CaseError, type CaseProblem } from "../../../domain/case/case-error.ts";
import { loadCaseAt } from "./load-case-at.ts";

export const DEMO_DIR = fileURLToPath(new URL("../../../cases/demo", import.meta.url));

const copies: string[] = [];

export const copyDemo = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), "case-"));
  copies.push(dir);
  await cp(DEMO_DIR, dir, { recursive: true });
  return dir;
};

export const removeCopies = async (): Promise<void> => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
};

export const readJson = async (dir: string, file: string): Promise<unknown> => JSON.parse(await readFile(join(dir, file), "utf8")) as unknown;

/** Rewrites a JSON file of the copy through `change`, which edits the parsed value in place; gives what was written. */
export const editJson = async <T>(dir: string, file: string, change: (value: T) => void): Promise<T> => {
  const value = (await readJson(dir, file)) as T;
  change(value);
  await writeFile(join(dir, file), JSON.stringify(value, null, 2));
  return value;
};

export const writeText = async (dir: string, file: string, text: string): Promise<void> => {
  await writeFile(join(dir, file), text);
};

export const removeFile = async (dir: string, file: string): Promise<void> => {
  await rm(join(dir, file));
};

/**
 * The problems loading the directory reports, each as its file, path and words (the line and column they sit
 * at are json-position.test.ts's and the reference tests' to check); fails the test when the directory loads.
 */
export const problemsOf = async (dir: string): Promise<readonly CaseProblem[]> => {
  try {
    await loadCaseAt(dir);
  } catch (error) {
    if (error instanceof CaseError) return error.problems.map(({ file, path, problem }) => ({ file, path, problem }));
    throw error;
  }
  throw new Error(`expected ${dir} to be refused, and it loaded`);
};
