import { describe, expect, it } from "vitest";
import { summaryLines } from "../../../cli/report/text-report.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";

const report = (overrides: Partial<ReplayReport>): ReplayReport => ({
  api: "http://127.0.0.1:8080",
  results: [],
  passed: 3,
  failed: 1,
  throughput: null,
  retries: 0,
  busyAnswers: 0,
  waits: { rateLimited: 0, busy: 0, seconds: 0 },
  rateLimitStops: 0,
  unloadable: 0,
  ...overrides
});

describe("the replay's closing lines", () => {
  it("say only the tally when nothing was retried or shed", () => {
    expect(summaryLines(report({}), 1)).toEqual(["3 passed, 1 failed"]);
  });

  it("count requests retried after no answer and 503s honoured, in the singular and the plural", () => {
    expect(summaryLines(report({ retries: 1, busyAnswers: 2 }), 1)).toEqual([
      "1 request retried after no answer",
      "2 answers of 503 (server busy) honoured: sent again after Retry-After",
      "3 passed, 1 failed"
    ]);
    expect(summaryLines(report({ retries: 2, busyAnswers: 1 }), 1).slice(0, 2)).toEqual([
      "2 requests retried after no answer",
      "1 answer of 503 (server busy) honoured: sent again after Retry-After"
    ]);
  });

  it("say the 429s and 503s waited out, and plainly when a rate limit stopped requests", () => {
    expect(summaryLines(report({ waits: { rateLimited: 5, busy: 1, seconds: 12 }, rateLimitStops: 2 }), 1)).toEqual([
      "waited out 5 answers of 429 (rate limit) and 1 of 503 (server busy) for their Retry-After, 12 s in all, and sent each again",
      "2 requests stopped by the API's rate limit (429) after the waits --retries allows, or asking a wait over a minute: " +
        "replay fewer claims at a time, give more --retries, or lift the case's rateLimits for this address",
      "3 passed, 1 failed"
    ]);
  });
});
