// What a rehearsal reports: filed and failed claims, throughput (filed claims over wall time), p50/p95/p99 per
// call, the 503s honoured, 429s, timeouts and errors, and the exactly-once verdict; as numbers (JSON) and as
// lines for people. It decides the arithmetic and the words, never the exit code's inputs.
import type { CallLatency } from "../replay/call-latency.ts";
import type { ExactlyOnce } from "./exactly-once.ts";
import type { CallTally } from "./rehearsal-fetch.ts";
import type { ClaimResult } from "./rehearsal-claim.ts";
import type { RehearsalRun } from "./run-rehearsal.ts";

export interface RehearsalSummary {
  readonly claims: number;
  readonly filed: number;
  readonly failed: number;
  readonly seconds: number;
  /** Filed claims per second of wall time. */
  readonly filedPerSecond: number;
  readonly calls: readonly CallLatency[];
  readonly tally: CallTally;
  /** Claims whose submit was answered 503 and that were filed under the same key after waiting. */
  readonly filedAfterBusy: number;
  /** The first few failures, each in words. */
  readonly failures: readonly string[];
  readonly exactlyOnce: ExactlyOnce | null;
}

const MAX_FAILURES_SHOWN = 10;

export const filedPerSecond = (filed: number, millis: number): number => (millis > 0 ? Math.round((filed / (millis / 1000)) * 100) / 100 : 0);

const failureLine = (result: ClaimResult): string =>
  result.outcome.kind === "failed" ? `claim ${String(result.index + 1)} (${Object.values(result.member.credentials)[0] ?? "?"}): ${result.outcome.message}` : "";

export const summarize = (run: RehearsalRun, exactlyOnce: ExactlyOnce | null): RehearsalSummary => {
  const filed = run.results.filter((result) => result.outcome.kind === "filed");
  const failed = run.results.filter((result) => result.outcome.kind === "failed");
  return {
    claims: run.results.length,
    filed: filed.length,
    failed: failed.length,
    seconds: Math.round(run.millis / 10) / 100,
    filedPerSecond: filedPerSecond(filed.length, run.millis),
    calls: run.calls,
    tally: { ...run.tally },
    filedAfterBusy: filed.filter((result) => result.outcome.busyRetries > 0).length,
    failures: failed.slice(0, MAX_FAILURES_SHOWN).map(failureLine),
    exactlyOnce
  };
};

/** Exactly once, and nothing failed: what exit 0 stands for. */
export const rehearsalPassed = (summary: RehearsalSummary): boolean =>
  summary.failed === 0 && summary.exactlyOnce !== null && summary.exactlyOnce.problems.length === 0 && summary.exactlyOnce.verified === summary.filed;

const pad = (text: string, width: number): string => text.padEnd(width);

export const summaryLines = (summary: RehearsalSummary, conditions: string): readonly string[] => {
  const { tally } = summary;
  const lines = [
    `rehearsal: ${conditions}`,
    `${String(summary.filed)} of ${String(summary.claims)} claims filed in ${summary.seconds.toFixed(2)} s: ${summary.filedPerSecond.toFixed(2)} filed claims/s`,
    `${pad("call", 12)}${pad("count", 8)}${pad("p50 ms", 10)}${pad("p95 ms", 10)}p99 ms`,
    ...summary.calls.map((call) => `${pad(call.call, 12)}${pad(String(call.count), 8)}${pad(call.p50.toFixed(1), 10)}${pad(call.p95.toFixed(1), 10)}${call.p99.toFixed(1)}`),
    `503 answers honoured: ${String(tally.busy)} (${String(summary.filedAfterBusy)} claims filed after waiting, same Idempotency-Key); 429: ${String(tally.rateLimited)}; timeouts: ${String(tally.timeouts)}; no answer: ${String(tally.noAnswer)}; other 5xx: ${String(tally.serverErrors)}`,
    ...summary.failures.map((line) => `FAIL ${line}`)
  ];
  const once = summary.exactlyOnce;
  if (once === null) lines.push("exactly-once: not checked (give --database-url, or --results then --verify with --data-dir once the server has stopped)");
  else if (once.problems.length === 0 && once.verified === summary.filed) {
    lines.push(`exactly-once: all ${String(once.verified)} acknowledged reference codes stored once, each with its document (size and SHA-256 as sent); no member has more claims than acknowledged`);
  } else {
    lines.push(`exactly-once: BROKEN: ${String(once.verified)} of ${String(once.acknowledged)} acknowledged claims stored as sent, ${String(once.unacknowledged)} stored without acknowledgement`);
    lines.push(...once.problems.map((problem) => `  ${problem}`));
  }
  return lines;
};
