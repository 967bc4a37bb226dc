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

/** Everything after the per-claim lines. */
export const summaryLines = (report: ReplayReport, concurrency: number): readonly string[] => [
  ...(report.retries > 0 ? [`${report.retries} request${report.retries === 1 ? "" : "s"} retried after no answer`] : []),
  ...(report.busyAnswers > 0 ? [`${report.busyAnswers} answer${report.busyAnswers === 1 ? "" : "s"} of 503 (server busy) honoured: sent again after Retry-After`] : []),
  ...(report.throughput === null ? [] : throughputLines(report.throughput, concurrency)),
  closingLine(report)
];
