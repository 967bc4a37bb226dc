// The CaseReader of a directory on disk (node:fs/promises): paths are resolved under the root, and a file
// that is missing, a directory or unreadable is said so, never thrown; the root is named by its absolute path.
import { readFile, readdir, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { CaseFileRead, CaseReader } from "../../domain/case/case-reader.ts";

const codeOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;

const isKind = async (path: string, kind: "file" | "directory"): Promise<boolean> => {
  try {
    const found = await stat(path);
    return kind === "file" ? found.isFile() : found.isDirectory();
  } catch {
    return false;
  }
};

const readText = async (path: string): Promise<CaseFileRead> => {
  try {
    return { kind: "text", text: await readFile(path, "utf8") };
  } catch (error) {
    const code = codeOf(error);
    if (code === "ENOENT") return { kind: "missing" };
    if (code === "EISDIR") return { kind: "directory" };
    return { kind: "unreadable", reason: error instanceof Error ? error.message : String(error) };
  }
};

const filesIn = async (path: string): Promise<readonly string[]> => {
  try {
    const entries = await readdir(path, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
};

export const nodeCaseReader = (dir: string): CaseReader => {
  const root = resolve(dir);
  return {
    root,
    rootIsDirectory: () => isKind(root, "directory"),
    readText: (file) => readText(join(root, file)),
    fileExists: (file) => isKind(join(root, file), "file"),
    filesIn: (sub) => filesIn(join(root, sub))
  };
};
