// Finds and reads claim files: folders give their *.json files (sorted, recursively), and each file is parsed
// and decoded on its own, so one that does not parse or decode is a problem with its name and path while the others still run.
import { readdir, readFile, stat } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { Result, Schema } from "effect";
import { positionInJson } from "../../domain/case/json-position.ts";
import { jsonSyntaxProblem } from "../../domain/case/json-syntax.ts";
import { formatPath, schemaProblems } from "../../domain/schema/schema-problems.ts";
import type { ClaimFileFinding } from "./claim-answers.ts";
import { ClaimFile } from "./claim-file.schema.ts";

export interface LoadedClaim {
  readonly kind: "claim";
  /** The file as given on the command line (or found in a folder given there). */
  readonly file: string;
  readonly claim: ClaimFile;
  /** The folder document paths are relative to. */
  readonly folder: string;
  /** The file's text, to say where in it a finding is. */
  readonly text: string;
}

export interface ClaimFileProblem {
  readonly kind: "problem";
  readonly file: string;
  /** Each "at <path>: <problem>", or the whole file's problem. */
  readonly problems: readonly string[];
  /** The file loaded but does not fit the case's forms (claims replay --case); absent when it did not load. */
  readonly unfit?: true;
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
const findClaimFiles = async (paths: readonly string[]): Promise<readonly (string | ClaimFileProblem)[]> => {
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
const missingDocuments = async (claim: ClaimFile, folder: string): Promise<readonly ClaimFileFinding[]> => {
  const named = Object.entries(claim.records ?? {}).flatMap(([list, records]) =>
    records.flatMap((record, index) => (record.file === undefined ? [] : [{ path: `records.${list}[${index}].file`, file: record.file }]))
  );
  const checks = await Promise.all(
    named.map(async ({ path, file }) => {
      const info = await stat(resolve(folder, file)).catch(() => null);
      return info?.isFile() === true ? null : { path, problem: `no such document ${JSON.stringify(file)} beside the claim file` };
    })
  );
  return checks.filter((found) => found !== null);
};

export const decodeClaimFile = (input: unknown): Result.Result<ClaimFile, readonly ClaimFileFinding[]> => {
  const decoded = Schema.decodeUnknownResult(ClaimFile)(input, { errors: "all", onExcessProperty: "error" });
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success);
  return Result.fail(
    schemaProblems(decoded.failure).map(({ path, message }) => ({
      path: formatPath(path),
      problem: message === EXCESS_PROPERTY ? "unknown key (misspelt or misplaced?)" : message
    }))
  );
};

/** Each finding as `file:line:column: at path: problem`, the place found in the file's text (the file alone when it is not there). */
export const describeFindings = (file: string, text: string, findings: readonly ClaimFileFinding[]): readonly string[] =>
  findings.map(({ path, problem }) => {
    const position = positionInJson(text, path);
    const where = position === null ? file : `${file}:${String(position.line)}:${String(position.column)}`;
    return path === "" ? `${where}: ${problem}` : `${where}: at ${path}: ${problem}`;
  });

export const loadClaimFile = async (file: string): Promise<ClaimFileEntry> => {
  const text = await readFile(file, "utf8").catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  if (text instanceof Error) return problem(file, [`cannot be read (${text.message})`]);
  const json = text.replace(/^\uFEFF/, "");
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const found = jsonSyntaxProblem(json, error);
    const where = found.position === null ? file : `${file}:${String(found.position.line)}:${String(found.position.column)}`;
    return problem(file, [`${where}: is not JSON (${found.reason})`]);
  }
  const decoded = decodeClaimFile(parsed);
  if (Result.isFailure(decoded)) return problem(file, describeFindings(file, json, decoded.failure));
  const folder = dirname(resolve(file));
  const missing = await missingDocuments(decoded.success, folder);
  return missing.length > 0 ? problem(file, describeFindings(file, json, missing)) : { kind: "claim", file, claim: decoded.success, folder, text: json };
};

/** Files and problems in command-line order, each file loaded. */
export const loadClaimFiles = async (paths: readonly string[]): Promise<readonly ClaimFileEntry[]> => {
  const found = await findClaimFiles(paths);
  return Promise.all(found.map((entry) => (typeof entry === "string" ? loadClaimFile(entry) : Promise.resolve(entry))));
};

/** A claim's display name: its own name, else its path relative to the working folder. */
export const claimLabel = (entry: ClaimFileEntry): string =>
  entry.kind === "claim" && entry.claim.name !== undefined ? entry.claim.name : relative(process.cwd(), resolve(entry.file)) || entry.file;
