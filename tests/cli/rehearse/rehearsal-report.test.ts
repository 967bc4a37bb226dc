// The rehearsal's arithmetic and verdicts: filed claims per second of wall time, nearest-rank percentiles per
// call, claims filed after a 503; the generated PDF's size and digest; and the exactly-once judge, which must
// catch a claim stored twice, a wrong document, a lost key and a claim stored without acknowledgement.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sniffMediaType } from "../../../domain/uploads/media-type.ts";
import { checkExactlyOnce } from "../../../cli/rehearse/exactly-once.ts";
import type { FiledClaim } from "../../../server/start.ts";
import type { ClaimResult } from "../../../cli/rehearse/rehearsal-claim.ts";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";
import { emptyTally } from "../../../cli/rehearse/rehearsal-fetch.ts";
import { filedPerSecond, rehearsalPassed, summarize } from "../../../cli/rehearse/rehearsal-report.ts";
import { makeLatencyRecorder, summarizeLatency } from "../../../cli/replay/call-latency.ts";

const SHA = (n: number) => String(n).repeat(64).slice(0, 64);

const result = (index: number, filed: { code: string; key: string; busy?: number } | null): ClaimResult => ({
  index,
  member: { credentials: { noticeId: `NWD-9000000${String(index)}`, pin: "123456" }, prepopulated: {}, formTypes: null, walletEmail: null },
  document: { name: `r${String(index)}.pdf`, size: 1000 + index, sha256: SHA(index) },
  outcome: filed === null ? { kind: "failed", message: "submit answered 400", busyRetries: 0 } : { kind: "filed", referenceCode: filed.code, idempotencyKey: filed.key, busyRetries: filed.busy ?? 0 },
  millis: 10
});

const stored = (index: number, code: string, key: string, changes: Partial<FiledClaim> = {}): FiledClaim => ({
  referenceCode: code,
  idempotencyKey: key,
  identifier: `NWD-9000000${String(index)}`,
  documents: [{ size: 1000 + index, sha256: SHA(index), keptSha256: SHA(index) }],
  ...changes
});

describe("the rehearsal report", () => {
  it("gives filed claims over wall time and nearest-rank p50/p95/p99 per call", () => {
    expect(filedPerSecond(300, 2000)).toBe(150);
    expect(filedPerSecond(1, 3000)).toBe(0.33);
    const recorder = makeLatencyRecorder();
    for (let ms = 1; ms <= 200; ms += 1) recorder.record("submit", ms);
    recorder.record("csrf", 7);
    expect(summarizeLatency(recorder.samples())).toEqual([
      { call: "csrf", count: 1, p50: 7, p95: 7, p99: 7 },
      { call: "submit", count: 200, p50: 100, p95: 190, p99: 198 }
    ]);
    const summary = summarize(
      { results: [result(1, { code: "A", key: "k1", busy: 2 }), result(2, { code: "B", key: "k2" }), result(3, null)], millis: 1500, calls: [], tally: { ...emptyTally(), busy: 2 }, runId: "r" },
      null
    );
    expect([summary.filed, summary.failed, summary.filedPerSecond, summary.filedAfterBusy]).toEqual([2, 1, 1.33, 1]);
    expect(summary.failures).toEqual(["claim 4 (NWD-90000003): submit answered 400"]);
    expect(rehearsalPassed(summary)).toBe(false);
  });

  it("makes a PDF of exactly the size asked that the server's content check takes for a PDF, different every time", () => {
    const one = rehearsalDocument("a", 150 * 1024);
    const two = rehearsalDocument("a", 150 * 1024);
    expect(one.bytes.length).toBe(150 * 1024);
    expect(sniffMediaType(one.bytes.slice(0, 12))).toBe("application/pdf");
    expect(new TextDecoder().decode(one.bytes.slice(-6))).toBe("%%EOF\n");
    expect(one.sha256).toBe(createHash("sha256").update(one.bytes).digest("hex"));
    expect(one.sha256).not.toBe(two.sha256);
    expect(rehearsalDocument("b", 10).bytes.length).toBeGreaterThan(10);
  });
});

describe("the exactly-once judge", () => {
  const results = [result(1, { code: "AAA", key: "k1" }), result(2, { code: "BBB", key: "k2" }), result(3, null)];

  it("passes when each acknowledged code is stored once, as sent, and nobody has more than acknowledged", () => {
    expect(checkExactlyOnce(results, [stored(1, "AAA", "k1"), stored(2, "BBB", "k2")], "noticeId")).toEqual({ acknowledged: 2, verified: 2, unacknowledged: 0, problems: [] });
  });

  it("catches a missing claim, another key, a changed document, missing bytes and a claim nobody was told of", () => {
    const verdict = checkExactlyOnce(
      results,
      [
        stored(1, "AAA", "other-key", { documents: [{ size: 5, sha256: SHA(9), keptSha256: null }] }),
        stored(3, "CCC", "k3")
      ],
      "noticeId"
    );
    expect(verdict.verified).toBe(0);
    expect(verdict.unacknowledged).toBe(1);
    expect(verdict.problems).toEqual([
      "AAA (NWD-90000001): stored under key other-key, not k1",
      "AAA (NWD-90000001): document of 5 bytes stored, 1001 sent",
      "AAA (NWD-90000001): the stored document's SHA-256 is not the sent one's",
      "AAA (NWD-90000001): the document's bytes are not kept",
      "BBB (NWD-90000002): stored 0 times",
      "NWD-90000003: 1 claims stored, 0 acknowledged"
    ]);
  });
});
