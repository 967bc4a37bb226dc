// Finds and reads claim files: folders give their *.json files (sorted, recursively), and each file is parsed
// and decoded on its own, so one that does not parse or decode is a problem with its name and path while the others still run.
import { readdir, readFile, stat } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { Result, Schema } from "effect";
import { formatPath, schemaProblems } from "../../domain/schema/schema-problems.ts";
import { ClaimFile } from "./claim-file.schema.ts";

export interface LoadedClaim {
  readonly kind: "claim";
  /** The file as given on the command line (or found in a folder given there). */
  readonly file: string;
  readonly claim: ClaimFile;
  /** The folder document paths are relative to. */
  readonly folder: string;
}

export interface ClaimFileProblem {
  readonly kind: "problem";
  readonly file: string;
  /** Each "at <path>: <problem>", or the whole file's problem. */
  readonly problems: readonly string[];
}

export type ClaimFileEntry = LoadedClaim | ClaimFileProblem;

const EXCESS_PROPERTY = "Expected no excess property";

const jsonFilesUnder = async (folder: string): Promise<readonly string[]> => {
  const entries = await readdir(folder, { withFileTypes: true });
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name));
  const nested = await Promise.all(
    sorted.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return jsonFilesUnder(path);
      return Promise.resolve(entry.isFile() && entry.name.endsWith(".json") ? [path] : []);
    })
  );
  return nested.flat();
};

/** Every claim file the arguments name; a path that is neither a file nor a folder is a problem of its own. */
export const findClaimFiles = async (paths: readonly string[]): Promise<readonly (string | ClaimFileProblem)[]> => {
  const found = await Promise.all(
    paths.map(async (path): Promise<readonly (string | ClaimFileProblem)[]> => {
      const info = await stat(path).catch(() => null);
      if (info === null) return [{ kind: "problem", file: path, problems: ["no such file or folder"] }];
      if (!info.isDirectory()) return [path];
      const files = await jsonFilesUnder(path);
      return files.length > 0 ? files : [{ kind: "problem", file: path, problems: ["the folder holds no .json claim files"] }];
    })
  );
  return found.flat();
};

const problem = (file: string, problems: readonly string[]): ClaimFileProblem => ({ kind: "problem", file, problems });

/** Documents named by the claim must exist beside it: a missing one is the file's problem, found before anything runs. */
const missingDocuments = async (claim: ClaimFile, folder: string): Promise<readonly string[]> => {
  const named = Object.entries(claim.records ?? {}).flatMap(([list, records]) =>
    records.flatMap((record, index) => (record.file === undefined ? [] : [{ path: `records.${list}[${index}].file`, file: record.file }]))
  );
  const checks = await Promise.all(
    named.map(async ({ path, file }) => {
      const info = await stat(resolve(folder, file)).catch(() => null);
      return info?.isFile() === true ? null : `at ${path}: no such document ${JSON.stringify(file)} beside the claim file`;
    })
  );
  return checks.filter((found) => found !== null);
};

export const decodeClaimFile = (input: unknown): Result.Result<ClaimFile, readonly string[]> => {
  const decoded = Schema.decodeUnknownResult(ClaimFile)(input, { errors: "all", onExcessProperty: "error" });
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success);
  return Result.fail(
    schemaProblems(decoded.failure).map(({ path, message }) => {
      const text = message === EXCESS_PROPERTY ? "unknown key (misspelt or misplaced?)" : message;
      return path.length === 0 ? text : `at ${formatPath(path)}: ${text}`;
    })
  );
};

export const loadClaimFile = async (file: string): Promise<ClaimFileEntry> => {
  const text = await readFile(file, "utf8").catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  if (text instanceof Error) return problem(file, [`cannot be read (${text.message})`]);
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return problem(file, [`is not JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const decoded = decodeClaimFile(json);
  if (Result.isFailure(decoded)) return problem(file, decoded.failure);
  const folder = dirname(resolve(file));
  const missing = await missingDocuments(decoded.success, folder);
  return missing.length > 0 ? problem(file, missing) : { kind: "claim", file, claim: decoded.success, folder };
};

/** Files and problems in command-line order, each file loaded. */
export const loadClaimFiles = async (paths: readonly string[]): Promise<readonly ClaimFileEntry[]> => {
  const found = await findClaimFiles(paths);
  return Promise.all(found.map((entry) => (typeof entry === "string" ? loadClaimFile(entry) : Promise.resolve(entry))));
};

/** A claim's display name: its own name, else its path relative to the working folder. */
export const claimLabel = (entry: ClaimFileEntry): string =>
  entry.kind === "claim" && entry.claim.name !== undefined ? entry.claim.name : relative(process.cwd(), resolve(entry.file)) || entry.file;
