// Runs a rehearsal: checks the API answers as a site (its page's appsettings) and that the roster has a
// DocumentsUpload member for every claim, then files N claims, C at a time, one member each, each with its own
// freshly generated PDF, and times the whole. It measures and counts; the exactly-once check is exactly-once.ts.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { type CallLatency, type FetchFunction, makeLatencyRecorder, summarizeLatency } from "../replay/call-latency.ts";
import { readDeploymentSettings, ReplayStartError } from "../replay/deployment-settings.ts";
import { fileDirectly } from "./file-directly.ts";
import { fileThroughSite, loadClaimTemplate, type NewSession } from "./file-through-site.ts";
import type { ClaimOutcome, ClaimResult, FileClaim, RehearsalClaim } from "./rehearsal-claim.ts";
import { rehearsalDocument } from "./rehearsal-document.ts";
import { type CallTally, emptyTally, measuredFetch } from "./rehearsal-fetch.ts";
import type { Roster, RosterMember } from "./roster-csv.ts";
import { pooled } from "../replay/pooled.ts";

/** The rehearsal cannot begin: the API does not answer as a site, or the roster is too small. */
export class RehearsalStartError extends Error {
  override readonly name = "RehearsalStartError";
}

export const FILING_PATHS = ["direct", "site"] as const;
export type FilingPath = (typeof FILING_PATHS)[number];

export interface RehearsalOptions {
  readonly api: string;
  readonly claims: number;
  readonly concurrency: number;
  readonly documentBytes: number;
  readonly roster: Roster;
  /** direct: csrf, authorize and submit over plain HTTP; site: the site's own use cases per claim. */
  readonly path: FilingPath;
  /** Sends again of a request that got no answer. */
  readonly retries: number;
  /** 503/429 answers waited out per call before the claim fails. */
  readonly maxWaits: number;
  readonly timeoutMs: number;
  readonly captchaToken: string;
}

export interface RehearsalEnvironment {
  readonly fetch: FetchFunction;
  readonly newSession: NewSession;
  readonly onStart?: (total: number) => void;
  readonly onResult?: (result: ClaimResult, done: number, total: number) => void;
}

export interface RehearsalRun {
  /** Every claim's member, document and outcome, in roster order. */
  readonly results: readonly ClaimResult[];
  readonly millis: number;
  readonly calls: readonly CallLatency[];
  readonly tally: CallTally;
  /** What the run's Idempotency-Keys start with, so its claims can be told from any other. */
  readonly runId: string;
}

const FORM_TYPE = "DocumentsUpload";

export const canFileDocuments = (member: RosterMember): boolean => member.formTypes === null || member.formTypes.includes(FORM_TYPE);

const settingsOf = async (fetch: FetchFunction, api: string): Promise<AppSettings> => {
  try {
    return await readDeploymentSettings(fetch, api);
  } catch (error) {
    if (error instanceof ReplayStartError) throw new RehearsalStartError(error.message);
    throw error;
  }
};

export const runRehearsal = async (options: RehearsalOptions, environment: RehearsalEnvironment): Promise<RehearsalRun> => {
  const members = options.roster.members.filter(canFileDocuments).slice(0, options.claims);
  if (members.length < options.claims) {
    throw new RehearsalStartError(`the roster has ${String(members.length)} members who may file ${FORM_TYPE}, and each claim needs its own: ${String(options.claims)} asked`);
  }
  const settings = await settingsOf(environment.fetch, options.api);
  const recorder = makeLatencyRecorder();
  const tally = emptyTally();
  const fetch = measuredFetch(environment.fetch, recorder, tally, options.timeoutMs);
  const runId = `rehearsal-${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${randomBytes(4).toString("hex")}`;
  const captchaToken = settings.captchaEnabled ? options.captchaToken : null;
  const folder = options.path === "site" ? await mkdtemp(join(tmpdir(), "claims-rehearsal-")) : null;
  const file: FileClaim =
    folder === null
      ? fileDirectly({ api: options.api, fetch, retries: options.retries, maxWaits: options.maxWaits, captchaToken, keyOf: (claim) => `${runId}-${String(claim.index + 1)}` })
      : fileThroughSite(await loadClaimTemplate(), { api: options.api, fetch, settings, captchaToken: options.captchaToken, newSession: environment.newSession, folder });
  environment.onStart?.(members.length);
  let done = 0;
  const started = performance.now();
  try {
    const results = await pooled(members.length, options.concurrency, async (index): Promise<ClaimResult> => {
      const member = members[index];
      if (member === undefined) throw new Error(`no member at ${String(index)}`);
      const document = rehearsalDocument(`${runId}-${String(index + 1)}`, options.documentBytes);
      const claim: RehearsalClaim = { index, member, document };
      const claimStarted = performance.now();
      const outcome: ClaimOutcome = await file(claim).catch((error: unknown) => ({
        kind: "failed" as const,
        message: `the claim broke off: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
        busyRetries: 0
      }));
      const result: ClaimResult = { index, member, document: { name: document.name, size: document.bytes.length, sha256: document.sha256 }, outcome, millis: performance.now() - claimStarted };
      done += 1;
      environment.onResult?.(result, done, members.length);
      return result;
    });
    return { results, millis: performance.now() - started, calls: summarizeLatency(recorder.samples()), tally, runId };
  } finally {
    if (folder !== null) await rm(folder, { recursive: true, force: true });
  }
};
