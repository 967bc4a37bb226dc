// Runs `claims lint` the way the program does, through commander, with the case read from disk: captures
// what it writes and the exit code it sets, and leaves the process's own exit code as it was.
import { Command } from "commander";
import { nodeCaseReader } from "../../../adapters/files/case-reader.node-fs.ts";
import { registerLint } from "../../../cli/lint/lint-command.ts";

/** Long before the demo's deadlines (2099), so only a test that moves `now` sees one pass. */
export const LINT_NOW = new Date("2026-11-21T20:00:00Z");

export interface LintRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface JsonFinding {
  readonly severity: string;
  readonly file: string;
  readonly path: string;
  readonly problem: string;
  readonly line?: number;
  readonly column?: number;
}

/** Read through a function: the command sets it while parseAsync runs, which flow analysis cannot see. */
const exitCodeSet = (): number => Number(process.exitCode ?? 0);

export const runLint = async (...args: readonly string[]): Promise<LintRun> => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const program = new Command("claims").exitOverride();
  program.configureOutput({ writeOut: (text) => stdout.push(text), writeErr: (text) => stderr.push(text) });
  registerLint(program, nodeCaseReader, () => LINT_NOW);
  const outer = process.exitCode;
  process.exitCode = undefined;
  try {
    await program.parseAsync(["lint", ...args], { from: "user" });
    return { code: exitCodeSet(), stdout: stdout.join(""), stderr: stderr.join("") };
  } finally {
    process.exitCode = outer;
  }
};

/** The findings of a --format json run; fails when stdout holds anything but the JSON array. */
export const lintJson = async (dir: string, ...args: readonly string[]): Promise<{ readonly code: number; readonly findings: readonly JsonFinding[] }> => {
  const run = await runLint(dir, "--format", "json", ...args);
  return { code: run.code, findings: JSON.parse(run.stdout) as JsonFinding[] };
};

/** Where each finding is, as [file, path] pairs, for assertions that name the place. */
export const placesOf = (findings: readonly JsonFinding[]): readonly (readonly [string, string])[] =>
  findings.map((found) => [found.file, found.path] as const);
