// `claims lint <case-dir> [--format text|json] [--now ISO]`: checks a case directory before go-live and
// sets the exit code (0 clean or only warnings, 1 any error, 2 no case or bad options). The directory is
// named as the user typed it, never resolved to a path of this machine. The reader of the directory is
// passed in, so only the composition root picks how files are read.
import { Instant } from "@js-joda/core";
import { type Command, Option } from "commander";
import type { CaseReader } from "../../domain/case/case-reader.ts";
import { lintCase } from "./lint-case.ts";
import { countOf, jsonReport, textReport } from "./lint-report.ts";

export const LINT_EXIT = { clean: 0, errors: 1, unusable: 2 } as const;

const FORMATS = ["text", "json"] as const;

interface LintOptions {
  readonly format: (typeof FORMATS)[number];
  readonly now?: string;
}

const instantOf = (iso: string): Instant | null => {
  const millis = new Date(iso).getTime();
  return Number.isNaN(millis) ? null : Instant.ofEpochMilli(millis);
};

export const registerLint = (program: Command, readerAt: (dir: string) => CaseReader, clock: () => Date = () => new Date()): void => {
  program
    .command("lint")
    .description("check a case directory before go-live: everything the server checks when it loads it, and more")
    .argument("<case-dir>", "the case directory (site.json, deadlines.json, forms/, content/, members.json, whitelist)")
    .addOption(new Option("--format <format>", "the report: text for people, json for machines").choices(FORMATS).default("text"))
    .option("--now <iso>", "the moment deadlines are checked against (ISO 8601); the system clock by default")
    .action(async (caseDir: string, options: LintOptions, command: Command) => {
      const output = command.configureOutput();
      const writeOut = (text: string): void => {
        if (output.writeOut === undefined) process.stdout.write(text);
        else output.writeOut(text);
      };
      const writeErr = (text: string): void => {
        if (output.writeErr === undefined) process.stderr.write(text);
        else output.writeErr(text);
      };
      const now = options.now === undefined ? Instant.ofEpochMilli(clock().getTime()) : instantOf(options.now);
      if (now === null) {
        writeErr(`claims lint: --now "${options.now ?? ""}" is not an ISO 8601 date-time, like 2026-11-21T20:00:00Z\n`);
        process.exitCode = LINT_EXIT.unusable;
        return;
      }
      const outcome = await lintCase(readerAt(caseDir), now);
      if (outcome.kind === "noCase") {
        writeErr(`claims lint: the case directory ${caseDir} does not exist or is not a directory\n`);
        process.exitCode = LINT_EXIT.unusable;
        return;
      }
      writeOut(options.format === "json" ? jsonReport(outcome.findings) : textReport(caseDir, outcome.findings));
      process.exitCode = countOf(outcome.findings, "error") > 0 ? LINT_EXIT.errors : LINT_EXIT.clean;
    });
};
