// `claims replay <file-or-folder>... --api URL [--case DIR] [--dry-run]`: replays claim files through the
// site's own use cases against an API and reports each against its expectation; with --case, each file is
// first checked against the case's forms, and --dry-run does only that. Exit codes (REPLAY_EXIT): 0 every claim met it; 1 one did
// not; 2 a usage error or a claim file that does not load; 3 the API does not answer, said in one line with no
// stack trace, and the report still written with every claim not run.
import { writeFile } from "node:fs/promises";
import { Command, Option } from "commander";
import { CaseError } from "../../domain/case/case-error.ts";
import type { CaseReader } from "../../domain/case/case-reader.ts";
import { loadCase } from "../../domain/case/load-case.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { ReplayStartError } from "../replay/deployment-settings.ts";
import { type ReplayEnvironment, type ReplayReport, runReplay, unreachableReport } from "../replay/run-replay.ts";
import { jsonReport } from "../report/json-report.ts";
import { junitReport } from "../report/junit-report.ts";
import { barProgress, plainProgress, type ProgressDisplay } from "../report/progress-display.ts";
import { summaryLines } from "../report/text-report.ts";
import { httpAddress, oneOf, pattern, wholeNumber } from "./command-options.ts";

/** hCaptcha's documented test answer, which its test keys accept; an API with captcha off takes none at all. */
export const DEFAULT_CAPTCHA_TOKEN = "10000000-aaaa-bbbb-cccc-000000000001";

export const REPORT_FORMATS = ["text", "json", "junit"] as const;

/** The exit codes, for CI: documented in docs/claim-files.md. */
export const REPLAY_EXIT = { passed: 0, failed: 1, unusable: 2, unreachable: 3 } as const;

export interface ReplayCommandOptions {
  readonly api: string;
  readonly concurrency?: number;
  readonly retries: number;
  readonly report: (typeof REPORT_FORMATS)[number];
  readonly out?: string;
  readonly captchaToken: string;
  /** The first wait before a retry; doubles each time. */
  readonly retryDelayMs?: number;
  readonly grep?: RegExp;
  readonly repeat?: number;
  /** Fails the run when a call kind's p95 latency is over this many milliseconds. */
  readonly maxP95?: number;
  /** The failed claims the run tolerates; none when absent. */
  readonly maxFailures?: number;
  /** The case's forms (--case): every claim file is checked against them before any request. */
  readonly forms?: readonly ModelConfigItem[];
  /** Only the check against `forms`; nothing is sent (--dry-run). */
  readonly dryRun?: boolean;
}

/** The thresholds the run broke, each said in one line; none when it kept them. */
export const brokenThresholds = (report: ReplayReport, options: Pick<ReplayCommandOptions, "maxP95" | "maxFailures">): readonly string[] => {
  const { maxP95, maxFailures } = options;
  const slow =
    maxP95 === undefined || report.throughput === null
      ? []
      : report.throughput.calls.filter((call) => call.p95 > maxP95).map((call) => `threshold broken: p95 of ${call.call} is ${String(call.p95)} ms, over --max-p95 ${String(maxP95)} ms`);
  const failing =
    maxFailures !== undefined && report.failed > maxFailures ? [`threshold broken: ${String(report.failed)} claims failed, over --max-failures ${String(maxFailures)}`] : [];
  return [...slow, ...failing];
};

export interface CommandOutput {
  readonly stdout: NodeJS.WritableStream & { readonly isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { readonly isTTY?: boolean };
}

export type ReplayDependencies = Pick<ReplayEnvironment, "fetch" | "newSession">;

const machineReport = (report: ReplayReport, format: ReplayCommandOptions["report"]): string | null => {
  if (format === "json") return jsonReport(report);
  if (format === "junit") return junitReport(report, new Date());
  return null;
};

export const runReplayCommand = async (
  paths: readonly string[],
  options: ReplayCommandOptions,
  dependencies: ReplayDependencies,
  output: CommandOutput
): Promise<number> => {
  const write = (line: string) => output.stdout.write(`${line}\n`);
  // A machine report without --out owns stdout; people's lines then go nowhere but the exit code.
  const textToStdout = options.report === "text" || options.out !== undefined;
  const progress: ProgressDisplay | null = !textToStdout
    ? null
    : output.stderr.isTTY === true && output.stdout.isTTY === true
      ? barProgress(output.stderr)
      : plainProgress(write);
  const concurrency = options.concurrency ?? 1;
  let report: ReplayReport;
  try {
    report = await runReplay(
      {
        paths,
        api: options.api,
        concurrency,
        // A latency threshold needs the latencies measured.
        measure: options.concurrency !== undefined || options.maxP95 !== undefined,
        retries: options.retries,
        retryDelayMs: options.retryDelayMs ?? 250,
        captchaToken: options.captchaToken,
        ...(options.grep === undefined ? {} : { grep: options.grep }),
        ...(options.repeat === undefined ? {} : { repeat: options.repeat }),
        ...(options.forms === undefined ? {} : { forms: options.forms }),
        ...(options.dryRun === true ? { dryRun: true } : {})
      },
      { ...dependencies, ...(progress === null ? {} : { onStart: progress.onStart, onResult: progress.onResult }) }
    );
  } catch (error) {
    progress?.stop();
    if (error instanceof ReplayStartError) {
      output.stderr.write(`claims replay: ${error.message}\n`);
      await writeReports(await unreachableReport({ ...options, paths }, error.message), options, textToStdout ? write : null, concurrency, output);
      return REPLAY_EXIT.unreachable;
    }
    throw error;
  }
  if (progress !== null) for (const line of progress.stop()) write(line);
  await writeReports(report, options, textToStdout ? write : null, concurrency, output);
  const broken = brokenThresholds(report, options);
  for (const line of broken) output.stderr.write(`claims replay: ${line}\n`);
  if (report.unloadable > 0) return REPLAY_EXIT.unusable;
  // Without --max-failures any failed claim fails the run; with it, only more than it tolerates.
  const tolerated = options.maxFailures === undefined ? report.failed === 0 : report.failed <= options.maxFailures;
  return tolerated && broken.length === 0 ? REPLAY_EXIT.passed : REPLAY_EXIT.failed;
};

/** The closing lines for people (when text goes to stdout), and the machine report to stdout or --out. */
const writeReports = async (
  report: ReplayReport,
  options: ReplayCommandOptions,
  write: ((line: string) => void) | null,
  concurrency: number,
  output: CommandOutput
): Promise<void> => {
  if (write !== null) for (const line of summaryLines(report, concurrency)) write(line);
  const machine = machineReport(report, options.report);
  if (machine === null) return;
  if (options.out === undefined) output.stdout.write(machine);
  else await writeFile(options.out, machine, "utf8");
};

/** The forms of the case directory, or why it cannot be read (the case loader's own message). */
const caseForms = async (readerAt: (dir: string) => CaseReader, dir: string): Promise<readonly ModelConfigItem[] | string> => {
  try {
    return (await loadCase(readerAt(dir))).modelConfig;
  } catch (error) {
    if (error instanceof CaseError) return error.message;
    throw error;
  }
};

export const replayCommand = (
  dependencies: ReplayDependencies & { readonly caseReaderAt: (dir: string) => CaseReader },
  output: CommandOutput,
  exit: (code: number) => void
): Command =>
  new Command("replay")
    .description("replay claim files against a claims API through the site's own use cases, and check each against its expectation")
    .argument("<file-or-folder...>", "claim files (.json), or folders of them")
    .option("--api <url>", "the claims API (and site) to replay against, e.g. http://127.0.0.1:8080 (not needed with --dry-run)", httpAddress)
    .option("--case <dir>", "check every claim file against this case directory's forms before any request (values, options, masks, expected pages and codes)")
    .option("--dry-run", "only that check, against --case: nothing is sent")
    .option("--concurrency <n>", "claims run at a time; the report adds throughput and p50/p95/p99 latency per call", wholeNumber(1))
    .option("--retries <n>", "sends again of a request that got no answer (exponential backoff), and of one answered 429 or 503 once its Retry-After (up to a minute) has passed; a submit keeps its idempotency key", wholeNumber(0), 2)
    .addOption(new Option("--report <format>", "the report: text, json or junit").choices(REPORT_FORMATS).default("text"))
    .option("--out <file>", "write the json or junit report to this file (text still goes to the terminal)")
    .option("--captcha-token <token>", "the captcha answer to send when the deployment has captcha on", DEFAULT_CAPTCHA_TOKEN)
    .option("--grep <pattern>", "replay only the claims whose name (or file path) matches this regular expression", pattern)
    .option("--repeat <n>", "replay each claim n times", wholeNumber(1))
    .option("--max-p95 <ms>", "fail the run when any kind of API call has a p95 latency over this many milliseconds", wholeNumber(1))
    .option("--max-failures <n>", "the failed claims the run tolerates before it fails (none by default)", wholeNumber(0))
    // A usage error is thrown to the program, which exits with REPLAY_EXIT.unusable once commander has said it.
    .exitOverride()
    .action(
      async (
        paths: string[],
        options: {
          api?: string;
          case?: string;
          dryRun?: boolean;
          concurrency?: number;
          retries: number;
          report: string;
          out?: string;
          captchaToken: string;
          grep?: RegExp;
          repeat?: number;
          maxP95?: number;
          maxFailures?: number;
        }
      ) => {
        const report = oneOf(REPORT_FORMATS)(options.report);
        const usage = (line: string): void => {
          output.stderr.write(`claims replay: ${line}\n`);
          exit(REPLAY_EXIT.unusable);
        };
        if (options.dryRun === true && options.case === undefined) {
          usage("--dry-run checks claim files against a case: give --case DIR");
          return;
        }
        if (options.dryRun !== true && options.api === undefined) {
          usage("give the API to replay against with --api URL (or check only, with --dry-run --case DIR)");
          return;
        }
        const forms = options.case === undefined ? undefined : await caseForms(dependencies.caseReaderAt, options.case);
        if (typeof forms === "string") {
          usage(forms);
          return;
        }
        const code = await runReplayCommand(
          paths,
          {
            // A dry run asks no API: its reports name the case it checked against.
            api: options.api ?? `dry run against ${options.case ?? ""}`,
            ...(forms === undefined ? {} : { forms }),
            ...(options.dryRun === true ? { dryRun: true } : {}),
            retries: options.retries,
            report,
            captchaToken: options.captchaToken,
            ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
            ...(options.out === undefined ? {} : { out: options.out }),
            ...(options.grep === undefined ? {} : { grep: options.grep }),
            ...(options.repeat === undefined ? {} : { repeat: options.repeat }),
            ...(options.maxP95 === undefined ? {} : { maxP95: options.maxP95 }),
            ...(options.maxFailures === undefined ? {} : { maxFailures: options.maxFailures })
          },
          dependencies,
          output
        );
        exit(code);
      }
    );
