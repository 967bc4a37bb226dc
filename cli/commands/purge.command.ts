// `claims purge --filed-before DAY`: deletes the filed claims of forms whose filing has ended, filed before the
// day (in the case's zone), with their documents (a file another claim still names stays), once the
// administrator's retention period is over. The reference codes go to standard output before they are
// deleted; --dry-run lists them and deletes nothing. Straight in PostgreSQL (--database-url) or through a
// running server's admin API (--api), which lists what its dry run found first and then purges exactly that
// many. Exit 0 when done; 1 when it failed or was refused (a form still open, a count that changed); 2 when it
// could not begin.
import { Command, Option } from "commander";
import type { PurgeReport, PurgeRequest } from "../../server/start.ts";
import type { FetchFunction } from "../replay/call-latency.ts";
import { adminApi } from "../admin/admin-api-client.ts";
import { adminTokenFrom } from "../admin/admin-token-source.ts";
import { httpAddress } from "./command-options.ts";
import type { CommandOutput } from "./replay.command.ts";

export interface PurgeDependencies {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly fetch: FetchFunction;
  /** server/start.ts purgeDatabaseClaims. */
  readonly purgeDatabase: (
    options: { readonly case: string; readonly databaseUrl: string; readonly now?: Date } & PurgeRequest,
    each: (referenceCodes: readonly string[]) => void
  ) => Promise<PurgeReport>;
}

interface PurgeOptions {
  readonly filedBefore: string;
  readonly form?: string;
  readonly dryRun?: boolean;
  readonly databaseUrl?: string;
  readonly case?: string;
  readonly now?: string;
  readonly api?: string;
  readonly tokenFile?: string;
}

interface ApiPurgeAnswer extends PurgeReport {
  readonly referenceCodes: readonly string[];
  readonly moreReferenceCodes: number;
}

const USAGE_ERRORS = new Set(["PurgeUsageError", "TokenSourceError", "CaseError", "SettingsError"]);

class PurgeUsageError extends Error {
  override readonly name = "PurgeUsageError";
}

const count = (value: number): string => value.toLocaleString("en-US");

export const purgeCommand = (dependencies: PurgeDependencies, output: CommandOutput, exit: (code: number) => void): Command =>
  new Command("purge")
    .description("delete filed claims and their documents once the retention period has ended (forms whose filing has ended only)")
    .requiredOption("--filed-before <day>", "delete claims filed before this day, YYYY-MM-DD in the case's zone")
    .option("--form <list>", "only these forms, comma-separated (default: every form that files claims)")
    .option("--dry-run", "list what would be deleted, and delete nothing")
    .option("--database-url <url>", "purge in PostgreSQL directly")
    .option("--case <dir>", "with --database-url: the case directory, whose deadlines must have passed (default cases/demo)")
    .option("--now <iso>", "with --database-url: judge the deadlines at this instant instead of now")
    .addOption(new Option("--api <url>", "a running server's address, purged through its admin API").argParser(httpAddress))
    .option("--token-file <file>", "with --api: a file whose first line is the administrator's token (else CLAIMS_ADMIN_TOKEN)")
    .action(async (options: PurgeOptions) => {
      const dryRun = options.dryRun === true;
      const request: PurgeRequest = { filedBefore: options.filedBefore, dryRun, ...(options.form === undefined ? {} : { form: options.form }) };
      const list = (codes: readonly string[]): void => {
        if (codes.length > 0) output.stdout.write(`${codes.join("\n")}\n`);
      };
      try {
        if ((options.databaseUrl === undefined) === (options.api === undefined)) throw new PurgeUsageError("give either --database-url (PostgreSQL) or --api (a running server)");
        let report: PurgeReport;
        if (options.databaseUrl !== undefined) {
          const now = options.now === undefined ? undefined : new Date(options.now);
          if (now !== undefined && Number.isNaN(now.getTime())) throw new PurgeUsageError(`--now: "${options.now ?? ""}" is not an ISO instant`);
          report = await dependencies.purgeDatabase({ case: options.case ?? "cases/demo", databaseUrl: options.databaseUrl, ...request, ...(now === undefined ? {} : { now }) }, list);
        } else {
          const api = adminApi(options.api ?? "", await adminTokenFrom(options.tokenFile, dependencies.env), dependencies.fetch);
          const found = await api.json<ApiPurgeAnswer>("POST", "/purge", { ...request, dryRun: true });
          list(found.referenceCodes);
          if (found.moreReferenceCodes > 0) output.stdout.write(`... and ${count(found.moreReferenceCodes)} more\n`);
          report = dryRun || found.claims === 0 ? found : await api.json<ApiPurgeAnswer>("POST", "/purge", { ...request, dryRun: false, expectClaims: found.claims });
        }
        output.stderr.write(
          dryRun
            ? `claims purge: ${count(report.claims)} claims with ${count(report.documents)} documents would be deleted (dry run: nothing was).\n`
            : `claims purge: ${count(report.claims)} claims with ${count(report.documents)} documents deleted, and ${count(report.files)} document files no other claim names.\n`
        );
        exit(0);
      } catch (error) {
        const usage = error instanceof Error && USAGE_ERRORS.has(error.name);
        output.stderr.write(`claims purge: ${error instanceof Error ? error.message : String(error)}\n`);
        exit(usage ? 2 : 1);
      }
    });
