// The replay's report for machines: every claim's result, the counts, retries and, when measured, the
// throughput and latencies, as one JSON document.
import type { ReplayReport } from "../replay/run-replay.ts";

export const jsonReport = (report: ReplayReport): string => `${JSON.stringify(report, null, 2)}\n`;
