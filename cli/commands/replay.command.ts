// `claims replay <file-or-folder>... --api URL`: replays claim files through the site's own use cases against
// an API and reports each against its expectation. Exit 0 only when every claim met it; 1 when one did not;
// 2 when the replay could not begin (the API does not answer), with one line and no stack trace.
import { writeFile } from "node:fs/promises";
import { Command, Option } from "commander";
import { ReplayStartError } from "../replay/deployment-settings.ts";
import { type ReplayEnvironment, type ReplayReport, runReplay } from "../replay/run-replay.ts";
import { jsonReport } from "../report/json-report.ts";
import { junitReport } from "../report/junit-report.ts";
import { barProgress, plainProgress, type ProgressDisplay } from "../report/progress-display.ts";
import { summaryLines } from "../report/text-report.ts";
import { httpAddress, oneOf, wholeNumber } from "./command-options.ts";

/** hCaptcha's documented test answer, which its test keys accept; an API with captcha off takes none at all. */
export const DEFAULT_CAPTCHA_TOKEN = "10000000-aaaa-bbbb-cccc-000000000001";

export const REPORT_FORMATS = ["text", "json", "junit"] as const;

export interface ReplayCommandOptions {
  readonly api: string;
  readonly concurrency?: number;
  readonly retries: number;
  readonly report: (typeof REPORT_FORMATS)[number];
  readonly out?: string;
  readonly captchaToken: string;
  /** The first wait before a retry; doubles each time. */
  readonly retryDelayMs?: number;
}

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
        measure: options.concurrency !== undefined,
        retries: options.retries,
        retryDelayMs: options.retryDelayMs ?? 250,
        captchaToken: options.captchaToken
      },
      { ...dependencies, ...(progress === null ? {} : { onStart: progress.onStart, onResult: progress.onResult }) }
    );
  } catch (error) {
    progress?.stop();
    if (error instanceof ReplayStartError) {
      output.stderr.write(`claims replay: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (progress !== null) {
    for (const line of progress.stop()) write(line);
    for (const line of summaryLines(report, concurrency)) write(line);
  }
  const machine = machineReport(report, options.report);
  if (machine !== null) {
    if (options.out === undefined) output.stdout.write(machine);
    else await writeFile(options.out, machine, "utf8");
  }
  return report.failed === 0 ? 0 : 1;
};

export const replayCommand = (dependencies: ReplayDependencies, output: CommandOutput, exit: (code: number) => void): Command =>
  new Command("replay")
    .description("replay claim files against a claims API through the site's own use cases, and check each against its expectation")
    .argument("<file-or-folder...>", "claim files (.json), or folders of them")
    .requiredOption("--api <url>", "the claims API (and site) to replay against, e.g. http://127.0.0.1:8080", httpAddress)
    .option("--concurrency <n>", "claims run at a time; the report adds throughput and p50/p95/p99 latency per call", wholeNumber(1))
    .option("--retries <n>", "sends again of a request that got no answer (exponential backoff), and of one answered 429 or 503 once its Retry-After (up to a minute) has passed; a submit keeps its idempotency key", wholeNumber(0), 2)
    .addOption(new Option("--report <format>", "the report: text, json or junit").choices(REPORT_FORMATS).default("text"))
    .option("--out <file>", "write the json or junit report to this file (text still goes to the terminal)")
    .option("--captcha-token <token>", "the captcha answer to send when the deployment has captcha on", DEFAULT_CAPTCHA_TOKEN)
    .action(async (paths: string[], options: { api: string; concurrency?: number; retries: number; report: string; out?: string; captchaToken: string }) => {
      const report = oneOf(REPORT_FORMATS)(options.report);
      const code = await runReplayCommand(
        paths,
        {
          api: options.api,
          retries: options.retries,
          report,
          captchaToken: options.captchaToken,
          ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
          ...(options.out === undefined ? {} : { out: options.out })
        },
        dependencies,
        output
      );
      exit(code);
    });
