// One thing claims lint found in a case directory: how bad it is, the file, the place inside it and the
// problem. Everything the server refuses a case for is an error; a warning never changes the exit code.
import type { CaseProblem } from "../../domain/case/case-error.ts";

export type LintSeverity = "error" | "warning";

export interface LintFinding {
  readonly severity: LintSeverity;
  /** Relative to the case directory ("forms/standard.json"); "" for the directory itself. */
  readonly file: string;
  /** Where inside the file, e.g. `[2].fields[0].maskName`; "" for the whole file. */
  readonly path: string;
  readonly problem: string;
  /** Where the path sits in the file's text (from 1), when the file is JSON that has it. */
  readonly line?: number;
  readonly column?: number;
}

export const finding = (severity: LintSeverity, file: string, path: string, problem: string): LintFinding => ({
  severity,
  file,
  path,
  problem
});

/** A problem the loader finds would stop the server from starting: always an error. */
export const fromCaseProblem = (found: CaseProblem): LintFinding => ({ ...finding("error", found.file, found.path, found.problem), ...lineAndColumn(found) });

const lineAndColumn = (found: { readonly line?: number; readonly column?: number }) =>
  found.line === undefined ? {} : { line: found.line, column: found.column ?? 1 };
