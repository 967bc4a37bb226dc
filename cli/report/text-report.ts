// The replay's report for people: a line per claim (and for a failure what was expected and what happened),
// the throughput and latency table when measured, and the closing "N passed, N failed" line.
import type { Throughput } from "../replay/call-latency.ts";
import type { ClaimResult, ReplayReport } from "../replay/run-replay.ts";

const title = (result: ClaimResult): string => `${result.file}${result.name === null ? "" : ` (${result.name})`}`;

export const claimLine = (result: ClaimResult): string =>
  result.passed
    ? `PASS ${title(result)}: ${result.happened}`
    : `FAIL ${title(result)}\n     expected: ${result.expected}\n     happened: ${result.happened}`;

const figure = (millis: number): string => millis.toFixed(1);

export const throughputLines = (throughput: Throughput, concurrency: number): readonly string[] => {
  const width = Math.max(4, ...throughput.calls.map((call) => call.call.length));
  const row = (cells: readonly string[]) => [cells[0]?.padEnd(width) ?? "", ...cells.slice(1).map((cell) => cell.padStart(8))].join("  ");
  return [
    `Throughput: ${throughput.claims} claims in ${throughput.seconds.toFixed(2)} s, ${throughput.claimsPerSecond.toFixed(2)} claims/s at concurrency ${concurrency}`,
    row(["call", "count", "p50 ms", "p95 ms", "p99 ms"]),
    ...throughput.calls.map((call) => row([call.call, String(call.count), figure(call.p50), figure(call.p95), figure(call.p99)]))
  ];
};

export const closingLine = (report: ReplayReport): string => `${report.passed} passed, ${report.failed} failed`;

const counted = (count: number, noun: string): string => `${String(count)} ${noun}${count === 1 ? "" : "s"}`;

/** The 429s and 503s waited out, and the requests a rate limit stopped, said plainly. */
const waitLines = (report: ReplayReport): readonly string[] => {
  const { rateLimited, busy, seconds } = report.waits;
  return [
    ...(rateLimited + busy > 0
      ? [`waited out ${counted(rateLimited, "answer")} of 429 (rate limit) and ${String(busy)} of 503 (server busy) for their Retry-After, ${String(seconds)} s in all, and sent each again`]
      : []),
    ...(report.rateLimitStops > 0
      ? [
          `${counted(report.rateLimitStops, "request")} stopped by the API's rate limit (429) after the waits --retries allows, or asking a wait over a minute: ` +
            "replay fewer claims at a time, give more --retries, or lift the case's rateLimits for this address"
        ]
      : [])
  ];
};

/** Everything after the per-claim lines. */
export const summaryLines = (report: ReplayReport, concurrency: number): readonly string[] => [
  ...(report.retries > 0 ? [`${report.retries} request${report.retries === 1 ? "" : "s"} retried after no answer`] : []),
  ...(report.busyAnswers > 0 ? [`${report.busyAnswers} answer${report.busyAnswers === 1 ? "" : "s"} of 503 (server busy) honoured: sent again after Retry-After`] : []),
  ...waitLines(report),
  ...(report.throughput === null ? [] : throughputLines(report.throughput, concurrency)),
  closingLine(report)
];
