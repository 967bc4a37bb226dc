// `claims rehearse`: the load rehearsal QA runs before go-live (cli/rehearse/). Files N claims of N roster
// members, C at a time, reports throughput, latency per call and the 503s honoured, then checks exactly-once in
// the store. Exit 0 when nothing failed and (when checked) every claim is stored exactly once; 1 otherwise; 2
// when it could not begin, with one line and no stack trace. --make-roster writes fresh members instead.
import { readFile, writeFile } from "node:fs/promises";
import { Command, Option } from "commander";
import { checkExactlyOnce, type ExactlyOnce } from "../rehearse/exactly-once.ts";
import { freshRoster } from "../rehearse/fresh-members.ts";
import { openFiledClaims, type StoreLocation } from "../../server/start.ts";
import type { ClaimResult } from "../rehearse/rehearsal-claim.ts";
import { writeRehearsalCase } from "../rehearse/rehearsal-case.ts";
import { rehearsalPassed, summarize, summaryLines } from "../rehearse/rehearsal-report.ts";
import { readResults, resultsText } from "../rehearse/rehearsal-results.ts";
import { readRoster, type Roster, writeRoster } from "../rehearse/roster-csv.ts";
import { FILING_PATHS, type FilingPath, RehearsalStartError, type RehearsalEnvironment, runRehearsal } from "../rehearse/run-rehearsal.ts";
import { type CommandOutput, DEFAULT_CAPTCHA_TOKEN } from "./replay.command.ts";
import { httpAddress, oneOf, wholeNumber } from "./command-options.ts";

export interface RehearseDependencies extends Pick<RehearsalEnvironment, "fetch" | "newSession"> {
  /** The deployment's settings: with DOCUMENTS_URL, the exactly-once check reads documents from its object store. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface RehearseOptions {
  readonly api?: string;
  readonly claims: number;
  readonly concurrency: number;
  readonly documentKb: number;
  readonly roster?: string;
  readonly makeRoster?: string;
  readonly members?: number;
  readonly case: string;
  readonly writeCase?: string;
  readonly through: FilingPath;
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly results?: string;
  readonly verify?: string;
  readonly retries: number;
  readonly timeoutMs: number;
  readonly captchaToken: string;
}

class CannotBegin extends Error {
  override readonly name = "CannotBegin";
}

const FORM_TYPE = "DocumentsUpload";

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const storeOf = (options: RehearseOptions): StoreLocation | null =>
  options.databaseUrl !== undefined ? { kind: "postgres", url: options.databaseUrl } : options.dataDir !== undefined ? { kind: "pglite", dataDir: options.dataDir } : null;

/** Exactly-once against the store, or null when no store was named. */
export const verifyInStore = async (
  location: StoreLocation | null,
  results: readonly ClaimResult[],
  identifierField: string,
  env: Readonly<Record<string, string | undefined>> = {}
): Promise<ExactlyOnce | null> => {
  if (location === null) return null;
  const filed = await openFiledClaims(location, env).catch((error: unknown) => {
    throw new CannotBegin(`the store cannot be opened for the exactly-once check (${messageOf(error)})`);
  });
  try {
    const stored = await filed.find({
      formType: FORM_TYPE,
      identifierField,
      identifiers: results.map((result) => result.member.credentials[identifierField] ?? ""),
      referenceCodes: results.flatMap((result) => (result.outcome.kind === "filed" ? [result.outcome.referenceCode] : []))
    });
    return checkExactlyOnce(results, stored, identifierField);
  } finally {
    await filed.close();
  }
};

const readRosterFile = async (path: string): Promise<Roster> => {
  const text = await readFile(path, "utf8").catch((error: unknown) => {
    throw new CannotBegin(`the roster ${path} cannot be read (${messageOf(error)})`);
  });
  try {
    return readRoster(text);
  } catch (error) {
    throw new CannotBegin(`the roster ${path}: ${messageOf(error)}`);
  }
};

const makeRoster = async (options: RehearseOptions & { readonly makeRoster: string }, write: (line: string) => void): Promise<number> => {
  const roster = freshRoster(options.members ?? options.claims);
  await writeFile(options.makeRoster, writeRoster(roster), "utf8");
  write(`wrote ${String(roster.members.length)} fresh members to ${options.makeRoster}`);
  if (options.writeCase !== undefined) {
    await writeRehearsalCase(options.case, options.writeCase, roster);
    write(`wrote ${options.writeCase}: a copy of ${options.case} with these members in members.json and rate limits lifted`);
  }
  return 0;
};

const verifyOnly = async (options: RehearseOptions & { readonly verify: string }, env: RehearseDependencies["env"], write: (line: string) => void): Promise<number> => {
  const location = storeOf(options);
  if (location === null) throw new CannotBegin("--verify needs --data-dir (PGlite, its server stopped) or --database-url");
  const text = await readFile(options.verify, "utf8").catch((error: unknown) => {
    throw new CannotBegin(`${options.verify} cannot be read (${messageOf(error)})`);
  });
  let parsed: ReturnType<typeof readResults>;
  try {
    parsed = readResults(text);
  } catch (error) {
    throw new CannotBegin(`${options.verify}: ${messageOf(error)}`);
  }
  const once = await verifyInStore(location, parsed.results, parsed.identifierField, env);
  const filed = parsed.results.filter((result) => result.outcome.kind === "filed").length;
  const failed = parsed.results.length - filed;
  const good = once !== null && once.problems.length === 0 && once.verified === filed;
  write(`exactly-once: ${String(once?.verified ?? 0)} of ${String(filed)} acknowledged claims stored once as sent; ${String(once?.unacknowledged ?? 0)} stored without acknowledgement; ${String(failed)} claims had failed`);
  for (const problem of once?.problems ?? []) write(`  ${problem}`);
  return good && failed === 0 ? 0 : 1;
};

const rehearse = async (options: RehearseOptions, dependencies: RehearseDependencies, output: CommandOutput, write: (line: string) => void): Promise<number> => {
  if (options.api === undefined) throw new CannotBegin("--api is required (the claims API to rehearse against)");
  // PGlite has one owner per folder: opening it beside the running server could damage it.
  if (options.dataDir !== undefined) throw new CannotBegin("--data-dir is for --verify, once the server that owns the folder has stopped (give --results now)");
  if (options.roster === undefined) throw new CannotBegin("--roster <file.csv> is required: make one with --make-roster and import it into the case first");
  const roster = await readRosterFile(options.roster);
  const identifierField = roster.credentialFields[0] ?? "";
  const progress = output.stderr.isTTY === true;
  const run = await runRehearsal(
    {
      api: options.api,
      claims: options.claims,
      concurrency: options.concurrency,
      documentBytes: options.documentKb * 1024,
      roster,
      path: options.through,
      retries: options.retries,
      maxWaits: 1000,
      timeoutMs: options.timeoutMs,
      captchaToken: options.captchaToken
    },
    {
      ...dependencies,
      ...(progress
        ? {
            onResult: (_result, done, total) => {
              if (done % 50 === 0 || done === total) output.stderr.write(`\r${String(done)}/${String(total)} claims`);
              if (done === total) output.stderr.write("\n");
            }
          }
        : {})
    }
  );
  if (options.results !== undefined) await writeFile(options.results, resultsText(run.results, identifierField), "utf8");
  const once = await verifyInStore(storeOf(options), run.results, identifierField, dependencies.env);
  const summary = summarize(run, once);
  const conditions = `${String(options.claims)} claims of ${String(options.documentKb)} KB, concurrency ${String(options.concurrency)}, ${options.through} path, against ${options.api}`;
  for (const line of summaryLines(summary, conditions)) write(line);
  return once === null ? (summary.failed === 0 ? 0 : 1) : rehearsalPassed(summary) ? 0 : 1;
};

export const runRehearseCommand = async (options: RehearseOptions, dependencies: RehearseDependencies, output: CommandOutput): Promise<number> => {
  const write = (line: string) => output.stdout.write(`${line}\n`);
  try {
    if (options.makeRoster !== undefined) return await makeRoster({ ...options, makeRoster: options.makeRoster }, write);
    if (options.verify !== undefined) return await verifyOnly({ ...options, verify: options.verify }, dependencies.env, write);
    return await rehearse(options, dependencies, output, write);
  } catch (error) {
    if (error instanceof CannotBegin || error instanceof RehearsalStartError) {
      output.stderr.write(`claims rehearse: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
};

interface RawOptions extends Omit<RehearseOptions, "through"> {
  readonly through: string;
}

export const rehearseCommand = (dependencies: RehearseDependencies, output: CommandOutput, exit: (code: number) => void): Command =>
  new Command("rehearse")
    .description("a load rehearsal before go-live: file N DocumentsUpload claims as claimants would, report throughput and latency, and prove each was filed exactly once")
    .option("--api <url>", "the claims API (and site) to rehearse against", httpAddress)
    .option("--claims <n>", "claims to file, each by its own roster member", wholeNumber(1), 100)
    .option("--concurrency <n>", "claimants at a time", wholeNumber(1), 8)
    .option("--document-kb <k>", "the size of each claim's generated PDF, in KiB", wholeNumber(1), 150)
    .option("--roster <file.csv>", "the members to file as (the roster CSV of claims members import)")
    .option("--make-roster <file.csv>", "write a roster of fresh members to this file instead, and stop")
    .option("--members <n>", "with --make-roster: how many members (default: --claims)", wholeNumber(1))
    .option("--write-case <dir>", "with --make-roster: also write a copy of --case with these members as its members.json", undefined)
    .option("--case <dir>", "with --write-case: the case directory to copy", "cases/demo")
    .addOption(new Option("--through <path>", "direct: csrf, authorize and submit over HTTP; site: the site's own use cases per claim").choices(FILING_PATHS).default("direct"))
    .option("--database-url <url>", "check exactly-once in this PostgreSQL database after the run")
    .option("--data-dir <dir>", "with --verify: check exactly-once in this PGlite data folder (its server stopped)")
    .option("--results <file>", "write each claim's outcome to this file, for --verify later")
    .option("--verify <results.json>", "only check a finished rehearsal's results against the store")
    .option("--retries <n>", "sends again of a request that got no answer (a submit keeps its Idempotency-Key)", wholeNumber(0), 2)
    .option("--timeout-ms <ms>", "how long a request may take before it counts as timed out", wholeNumber(1), 30_000)
    .option("--captcha-token <token>", "the captcha answer to send when the deployment has captcha on", DEFAULT_CAPTCHA_TOKEN)
    .action(async (options: RawOptions) => {
      const code = await runRehearseCommand({ ...options, through: oneOf(FILING_PATHS)(options.through) }, dependencies, output);
      exit(code);
    });
