// `claims drafts purge --case DIR`: deletes, in the store the server with the same settings uses (DATA_DIR or
// DATABASE_URL; CLAIMS_NOW for the clock), every claimant's draft whose form's deadline and the case's
// draftRetentionDays have passed, as the server does every hour, and says how many went and how many stay.
// Exit 0 when it ran; 2 when it could not begin (a bad case, no store).
import { Command } from "commander";
import type { DraftPurgeOptions, DraftPurgeOutcome } from "../../server/start.ts";
import { describeStartFailure } from "./serve.command.ts";
import type { CommandOutput } from "./replay.command.ts";

export interface DraftsDependencies {
  /** Purges in the server's store (server/start.ts purgeDraftsFromOptions, with the environment bound). */
  readonly purge: (options: DraftPurgeOptions) => Promise<DraftPurgeOutcome>;
}

interface PurgeOptions {
  readonly case: string;
  readonly data?: string;
  readonly databaseUrl?: string;
}

const total = (counts: Readonly<Record<string, number>>): number => Object.values(counts).reduce((sum, each) => sum + each, 0);

const outcomeLines = (outcome: DraftPurgeOutcome): readonly string[] => {
  const perForm = Object.entries(outcome.purged).map(([formType, count]) => `${formType} ${count.toLocaleString("en-US")}`);
  return [
    `claims drafts purge: ${total(outcome.purged).toLocaleString("en-US")} drafts deleted from ${outcome.storeName} (${perForm.join(", ")}); ${total(outcome.kept).toLocaleString("en-US")} kept.`
  ];
};

export const draftsCommand = (dependencies: DraftsDependencies, output: CommandOutput, exit: (code: number) => void): Command => {
  const drafts = new Command("drafts").description("manage the drafts claimants saved to come back to");
  drafts
    .command("purge")
    .description("delete the drafts of every form whose deadline and the case's draftRetentionDays have passed")
    .requiredOption("--case <dir>", "the case directory (its deadlines and draftRetentionDays)")
    .option("--data <dir>", "PGlite's data folder (DATA_DIR; default .data); stop the server that uses it first")
    .option("--database-url <url>", "a PostgreSQL database instead of PGlite (DATABASE_URL)")
    .action(async (options: PurgeOptions) => {
      let outcome: DraftPurgeOutcome;
      try {
        const { data, databaseUrl } = options;
        outcome = await dependencies.purge({ case: options.case, ...(data === undefined ? {} : { data }), ...(databaseUrl === undefined ? {} : { databaseUrl }) });
      } catch (error) {
        output.stderr.write(`claims drafts purge: ${describeStartFailure(error)}\n`);
        exit(2);
        return;
      }
      output.stdout.write(`${outcomeLines(outcome).join("\n")}\n`);
      exit(0);
    });
  return drafts;
};
