// Runs a replay: reads the deployment's appsettings once, then each claim file on its own session, N at a time,
// each judged against its expectation. Claim files that do not load are results too; the others still run.
// An API that does not answer at all is a ReplayStartError before any claim runs. A 429 or 503 that says how
// long to wait (Retry-After) is waited out and the same request sent again, within --retries (busy-wait.ts).
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { type FetchFunction, makeLatencyRecorder, type Throughput, throughputOf, timedFetch } from "./call-latency.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { checkClaim } from "./claim-checks.ts";
import type { Expectation } from "./claim-file.schema.ts";
import { type ClaimFileEntry, type ClaimFileProblem, claimLabel, type LoadedClaim, describeFindings, loadClaimFiles } from "./claim-files.ts";
import { judge } from "./claim-verdict.ts";
import { readDeploymentSettings } from "./deployment-settings.ts";
import { driveClaim } from "./drive-claim.ts";
import { refusalLog } from "./refusal-log.ts";
import { waitingOutFetch } from "./busy-wait.ts";
import { retryingFetch } from "./transport-retry.ts";
import { pooled } from "./pooled.ts";

export interface ClaimResult {
  readonly file: string;
  readonly name: string | null;
  readonly formType: string | null;
  readonly passed: boolean;
  readonly expected: string;
  readonly happened: string;
  readonly referenceCode: string | null;
  readonly millis: number;
}

export interface ReplayReport {
  readonly api: string;
  readonly results: readonly ClaimResult[];
  readonly passed: number;
  readonly failed: number;
  /** With --concurrency: claims per second and latency per call kind. */
  readonly throughput: Throughput | null;
  /** Requests that got no answer and went again. */
  readonly retries: number;
  /** Answers of 503 (a server shedding load) that reached the session once the waits were spent: it waits its retryAfterSeconds and sends the same call again. */
  readonly busyAnswers: number;
  /** Answers waited out for their Retry-After, and the seconds waited in all: 429s as rateLimited; 503s and 409s (a key still being handled) as busy. */
  readonly waits: { readonly rateLimited: number; readonly busy: number; readonly seconds: number };
  /** Requests a rate limit (429) stopped: still refused once the waits were spent, or asking too long a wait. */
  readonly rateLimitStops: number;
  /** Claim files that did not load (their results say why): a usage error, not a failed claim. */
  readonly unloadable: number;
}

/** The longest Retry-After a replay waits (an authorize lock-out's hour is a failed claim, not a wait). */
const LONGEST_WAIT_SECONDS = 60;

export interface ReplayOptions {
  readonly paths: readonly string[];
  readonly api: string;
  readonly concurrency: number;
  /** Report throughput and latency (the --concurrency option was given). */
  readonly measure: boolean;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly captchaToken: string;
  /** Only the claims whose name or path matches (--grep); all when absent. */
  readonly grep?: RegExp;
  /** Each claim replayed this many times, one after the other in the list (--repeat); 1 when absent. */
  readonly repeat?: number;
  /** The forms of the case (--case): every claim file is checked against them before any request. */
  readonly forms?: readonly ModelConfigItem[];
  /** Check the claim files against `forms` and send nothing (--dry-run). */
  readonly dryRun?: boolean;
}

/** The claim files to run: those --grep selects (by name, else path), each --repeat times. */
export const selectedEntries = (entries: readonly ClaimFileEntry[], grep: RegExp | undefined, repeat: number): readonly ClaimFileEntry[] =>
  entries
    .filter((entry) => grep === undefined || grep.test(claimLabel(entry)) || grep.test(entry.file))
    .flatMap((entry) => Array.from({ length: repeat }, () => entry));

export interface ReplayEnvironment {
  readonly fetch: FetchFunction;
  readonly newSession: (options: { readonly apiUrl: string; readonly fetch: FetchFunction; readonly settings: AppSettings; readonly captchaToken: string }) => ClaimSession;
  /** Told how many claims will run, then of each as it ends, for a progress display. */
  readonly onStart?: (total: number) => void;
  readonly onResult?: (result: ClaimResult, done: number, total: number) => void;
}

/** What the claim file expects, in words. */
const expectedOf = (expectation: Expectation): string => judge(expectation, { kind: "failed", page: null, message: "" }).expected;

const messageOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The report of a replay that could not begin (the API did not answer): every claim file a result that did
 * not run, so CI still gets a report to read.
 */
export const unreachableReport = async (options: Pick<ReplayOptions, "paths" | "api" | "grep" | "repeat">, reason: string): Promise<ReplayReport> => {
  const { api } = options;
  const entries = selectedEntries(await loadClaimFiles(options.paths), options.grep, options.repeat ?? 1);
  const results = entries.map((entry) => (entry.kind === "problem" ? unloadable(entry) : notSent(entry, false, `not run: ${reason}`)));
  return emptyReport(api, results, entries.filter((entry) => entry.kind === "problem").length);
};

/** A report of claims that did not run (they did not load, or the API did not answer): every one failed. */
const emptyReport = (api: string, results: readonly ClaimResult[], unloadableCount: number): ReplayReport => ({
  api,
  results,
  passed: 0,
  failed: results.length,
  throughput: null,
  retries: 0,
  busyAnswers: 0,
  waits: { rateLimited: 0, busy: 0, seconds: 0 },
  rateLimitStops: 0,
  unloadable: unloadableCount
});

/** A claim file that loaded and was not sent: checked only (--dry-run), or the API did not answer. */
const notSent = (entry: LoadedClaim, passed: boolean, happened: string): ClaimResult => ({
  file: entry.file,
  name: entry.claim.name ?? null,
  formType: entry.claim.formType,
  passed,
  expected: expectedOf(entry.claim.expect),
  happened,
  referenceCode: null,
  millis: 0
});

const unloadable = (entry: ClaimFileProblem): ClaimResult => ({
  file: entry.file,
  name: null,
  formType: null,
  passed: false,
  expected: entry.unfit === true ? "a claim file that fits the case's forms" : "a claim file that decodes",
  happened: `the claim file ${entry.unfit === true ? "does not fit the forms" : "does not load"}: ${entry.problems.join("; ")}`,
  referenceCode: null,
  millis: 0
});

/** The claim files loaded and, with the case's forms, checked against them: a claim file that does not fit is a problem, never run. */
const loadAndCheck = async (options: ReplayOptions): Promise<readonly ClaimFileEntry[]> => {
  const entries = await loadClaimFiles(options.paths);
  const { forms } = options;
  if (forms === undefined) return entries;
  return entries.map((entry) => {
    if (entry.kind === "problem") return entry;
    const { findings } = checkClaim(entry.claim, forms);
    return findings.length === 0 ? entry : { kind: "problem", file: entry.file, problems: describeFindings(entry.file, entry.text, findings), unfit: true };
  });
};

/** Results that need no request, told to the progress display as if they had run, in order. */
const told = (results: readonly ClaimResult[], environment: ReplayEnvironment): readonly ClaimResult[] => {
  environment.onStart?.(results.length);
  results.forEach((result, index) => environment.onResult?.(result, index + 1, results.length));
  return results;
};

/** The report of --dry-run: each claim file that fits the forms passes, not sent; the others are problems. */
const dryRunReport = (options: ReplayOptions, entries: readonly ClaimFileEntry[], environment: ReplayEnvironment): ReplayReport => {
  const results = entries.map((entry) => (entry.kind === "problem" ? unloadable(entry) : notSent(entry, true, "fits the case's forms; not sent (--dry-run)")));
  const passed = results.filter((result) => result.passed).length;
  return { ...emptyReport(options.api, told(results, environment), results.length - passed), passed, failed: results.length - passed };
};

export const runReplay = async (options: ReplayOptions, environment: ReplayEnvironment): Promise<ReplayReport> => {
  const entries = selectedEntries(await loadAndCheck(options), options.grep, options.repeat ?? 1);
  if (options.dryRun === true) return dryRunReport(options, entries, environment);
  // Nothing to run: the API is not asked anything.
  const problems = entries.filter((entry): entry is ClaimFileProblem => entry.kind === "problem");
  if (problems.length === entries.length) return emptyReport(options.api, told(problems.map(unloadable), environment), problems.length);
  let retries = 0;
  let busyAnswers = 0;
  let rateLimitStops = 0;
  const waits = { rateLimited: 0, busy: 0, seconds: 0 };
  const recorder = makeLatencyRecorder();
  const unanswered = retryingFetch(timedFetch(environment.fetch, recorder), {
    retries: options.retries,
    firstDelayMs: options.retryDelayMs,
    onRetry: () => {
      retries += 1;
    }
  });
  const retrying = waitingOutFetch(unanswered, {
    retries: options.retries,
    maxWaitSeconds: LONGEST_WAIT_SECONDS,
    onWait: (status, seconds) => {
      if (status === 429) waits.rateLimited += 1;
      else waits.busy += 1;
      waits.seconds += seconds;
    },
    onRateLimitStop: () => {
      rateLimitStops += 1;
    }
  });
  const transport: FetchFunction = async (input, init) => {
    const response = await retrying(input, init);
    if (response.status === 503) busyAnswers += 1;
    return response;
  };
  const settings = await readDeploymentSettings(transport, options.api);
  environment.onStart?.(entries.length);
  let done = 0;
  const started = performance.now();
  const results = await pooled(entries.length, options.concurrency, async (index): Promise<ClaimResult> => {
    const entry = entries[index];
    if (entry === undefined) throw new Error(`no claim file at ${index}`);
    const result = entry.kind === "problem" ? unloadable(entry) : await replayOne(entry, settings, transport, options, environment);
    done += 1;
    environment.onResult?.(result, done, entries.length);
    return result;
  });
  const millis = performance.now() - started;
  const passed = results.filter((result) => result.passed).length;
  return {
    api: options.api,
    results,
    passed,
    failed: results.length - passed,
    throughput: options.measure ? throughputOf(results.length, millis, recorder.samples()) : null,
    retries,
    busyAnswers,
    waits,
    rateLimitStops,
    unloadable: entries.filter((entry) => entry.kind === "problem").length
  };
};

const replayOne = async (
  entry: Extract<ClaimFileEntry, { kind: "claim" }>,
  settings: AppSettings,
  transport: FetchFunction,
  options: ReplayOptions,
  environment: ReplayEnvironment
): Promise<ClaimResult> => {
  const log = refusalLog(transport);
  const session = environment.newSession({ apiUrl: options.api, fetch: log.fetch, settings, captchaToken: options.captchaToken });
  const started = performance.now();
  const base = { file: entry.file, name: entry.claim.name ?? null, formType: entry.claim.formType };
  try {
    const run = await driveClaim({
      session,
      claim: entry,
      apiSaid: log.last,
      anotherDevice: () => environment.newSession({ apiUrl: options.api, fetch: log.fetch, settings, captchaToken: options.captchaToken })
    });
    const verdict = judge(entry.claim.expect, run);
    return { ...base, ...verdict, referenceCode: run.kind === "submitted" ? run.referenceCode : null, millis: performance.now() - started };
  } catch (error) {
    const expected = expectedOf(entry.claim.expect);
    return { ...base, passed: false, expected, happened: `the replay broke off: ${messageOf(error)}`, referenceCode: null, millis: performance.now() - started };
  } finally {
    await session.dispose();
  }
};
