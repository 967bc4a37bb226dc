// `claims store copy --from DATA_DIR --to DATABASE_URL [--documents-to s3://bucket/prefix]`: moves a case that
// started on PGlite to PostgreSQL (server/store/store-copy.ts), with its server stopped: every claim, document,
// draft, roster member, idempotency key and lock-out, into an empty database (documents into its rows, or an
// object store with the usual AWS variables), then every count and document hash checked. Exit 0 when copied
// and checked; 1 when the check found a difference; 2 when it could not begin or was undone (the target as it was).
import { Command } from "commander";
import type { StoreCopyOptions, StoreCopyOutcome } from "../../server/start.ts";
import { describeStartFailure } from "./serve.command.ts";
import type { CommandOutput } from "./replay.command.ts";

export interface StoreDependencies {
  /** Copies (server/start.ts copyStoreFromOptions, with the environment bound). */
  readonly copy: (options: StoreCopyOptions, onTable: (table: string, rows: number) => void) => Promise<StoreCopyOutcome>;
}

const count = (value: number): string => value.toLocaleString("en-US");

const outcomeLines = (outcome: StoreCopyOutcome, from: string): readonly string[] => [
  `claims store copy: PGlite in ${from} into ${outcome.target}:`,
  ...outcome.rows.map((row) => `  ${row.table.padEnd(20)}${count(row.count).padStart(12)} rows`),
  `  ${count(outcome.documents)} documents (${count(outcome.documentBytes)} bytes) into ${outcome.documentsTarget}, each checked against its SHA-256`,
  outcome.problems.length === 0
    ? "checked after the copy: every table's count and every document's SHA-256 match."
    : `checked after the copy: ${String(outcome.problems.length)} differences:`,
  ...outcome.problems.map((problem) => `  ${problem}`),
  ...outcome.keptSecrets.map(
    (secret) => `${from} kept the deployment's ${secret.variable} in ${secret.file}: start the server on PostgreSQL with ${secret.variable} set to that file's content, or ${secret.variable === "MEMBER_KEY" ? "no member who filed is known there" : "the drafts copied cannot be opened"}.`
  )
];

export const storeCommand = (dependencies: StoreDependencies, output: CommandOutput, exit: (code: number) => void): Command => {
  const store = new Command("store").description("move a deployment's store");
  store
    .command("copy")
    .description("copy everything a PGlite data folder holds into an empty PostgreSQL database (and its documents into an object store), then check it")
    .requiredOption("--from <dir>", "the PGlite data folder (DATA_DIR); stop the server that uses it first")
    .requiredOption("--to <url>", "the PostgreSQL database (DATABASE_URL), migrated here and refused unless empty")
    .option("--documents-to <url>", "an object store for the documents (DOCUMENTS_URL, s3://bucket/prefix) instead of the database's rows")
    .action(async (options: { readonly from: string; readonly to: string; readonly documentsTo?: string }) => {
      let outcome: StoreCopyOutcome;
      try {
        outcome = await dependencies.copy(options, (table, rows) => {
          if (output.stderr.isTTY === true) output.stderr.write(`copied ${table}: ${count(rows)} rows\n`);
        });
      } catch (error) {
        output.stderr.write(`claims store copy: ${describeStartFailure(error)}\n`);
        exit(2);
        return;
      }
      output.stdout.write(`${outcomeLines(outcome, options.from).join("\n")}\n`);
      exit(outcome.problems.length === 0 ? 0 : 1);
    });
  return store;
};
