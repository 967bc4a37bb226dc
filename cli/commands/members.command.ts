// `claims members import <file.csv> --case DIR`: a class-member roster of any size into the store the server
// with the same settings uses (DATA_DIR or DATABASE_URL, MEMBER_KEY), replacing the roster (or, with
// --update, adding and rewriting members). Exit 0 when imported; 1 when rows were refused, each listed with
// its line, and nothing was written; 2 when it could not begin (no such file, a bad case, no store).
import { Command, InvalidArgumentError, Option } from "commander";
import { SingleBar, Presets } from "cli-progress";
import { FORM_TYPES, type FormType, isFormType } from "../../domain/navigation/form-type.ts";
import type { RosterImportOptions, RosterImportReport } from "../../server/start.ts";
import { describeStartFailure } from "./serve.command.ts";
import type { CommandOutput } from "./replay.command.ts";

export interface MembersDependencies {
  /** Imports into the server's store (server/start.ts importRosterFromOptions, with the environment bound). */
  readonly importRoster: (file: string, options: RosterImportOptions, onProgress: (readBytes: number, totalBytes: number) => void) => Promise<RosterImportReport>;
}

interface ImportOptions {
  readonly case: string;
  readonly update?: boolean;
  readonly formTypes?: readonly FormType[];
  readonly data?: string;
  readonly databaseUrl?: string;
}

const formTypeList = (value: string): readonly FormType[] => {
  const names = value.split(/[|,]/).map((name) => name.trim());
  const wrong = names.filter((name) => !isFormType(name));
  if (wrong.length > 0) throw new InvalidArgumentError(`"${wrong.join(", ")}" is not a form type (${FORM_TYPES.join(", ")}).`);
  return names.filter(isFormType);
};

const outcomeLines = (report: RosterImportReport, file: string, mode: string, seconds: number): readonly string[] => {
  const { outcome } = report;
  if (outcome.kind === "refused") {
    return [
      ...outcome.problems.map((found) => `${file}:${found.line}: ${found.problem}`),
      ...(outcome.moreProblems > 0 ? [`... and ${outcome.moreProblems.toLocaleString("en-US")} more problems`] : []),
      "claims members import: nothing was imported; the roster is as it was."
    ];
  }
  const count = (value: number) => value.toLocaleString("en-US");
  return [
    `${file}: ${count(outcome.rows)} members imported (${mode}) into ${report.storeName} in ${seconds.toFixed(1)} s; the roster holds ${count(outcome.members)} members.`,
    `The notice id, kept with each claim and counted for lock-outs, is credentials.${outcome.identifierField}.`
  ];
};

export const membersCommand = (dependencies: MembersDependencies, output: CommandOutput, exit: (code: number) => void): Command => {
  const members = new Command("members").description("manage the class-member roster the server authorizes against");
  members
    .command("import")
    .description("import a roster CSV (credentials.<field>, prepopulated.<field>, formTypes, walletEmail columns) into the store")
    .argument("<file.csv>", "the roster, UTF-8 CSV with a header row")
    .requiredOption("--case <dir>", "the case directory the roster is for (its credentials models and form types)")
    .option("--update", "add the file's members and rewrite those already there, instead of replacing the roster")
    .addOption(new Option("--form-types <list>", "the form types of a row with no formTypes, separated by |").argParser(formTypeList))
    .option("--data <dir>", "PGlite's data folder (DATA_DIR; default .data); stop the server that uses it first")
    .option("--database-url <url>", "a PostgreSQL database instead of PGlite (DATABASE_URL)")
    .action(async (file: string, options: ImportOptions) => {
      const mode = options.update === true ? "update" : "replace";
      const bar =
        output.stderr.isTTY === true
          ? new SingleBar({ stream: output.stderr, format: "importing [{bar}] {percentage}% | {duration_formatted}", clearOnComplete: true, hideCursor: true }, Presets.shades_classic)
          : null;
      const started = performance.now();
      let report: RosterImportReport;
      try {
        bar?.start(100, 0);
        const { data, databaseUrl } = options;
        report = await dependencies.importRoster(
          file,
          { case: options.case, mode, defaultFormTypes: options.formTypes ?? [], ...(data === undefined ? {} : { data }), ...(databaseUrl === undefined ? {} : { databaseUrl }) },
          (read, total) => bar?.update(total === 0 ? 100 : Math.floor((read / total) * 100))
        );
      } catch (error) {
        bar?.stop();
        const code = (error as { code?: unknown }).code;
        output.stderr.write(`claims members import: ${code === "ENOENT" ? `there is no file ${file}` : describeStartFailure(error)}\n`);
        exit(2);
        return;
      }
      bar?.stop();
      const lines = outcomeLines(report, file, mode, (performance.now() - started) / 1000);
      (report.outcome.kind === "imported" ? output.stdout : output.stderr).write(`${lines.join("\n")}\n`);
      exit(report.outcome.kind === "imported" ? 0 : 1);
    });
  return members;
};
