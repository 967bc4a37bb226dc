// What QA expects of a test runner: --grep selects claims by name (or path), --repeat runs each again, and
// thresholds fail the run (--max-p95 on every kind of call's latency, --max-failures on the failed claims).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReplayCommandOptions, runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { captured, GOLDEN_CLAIMS, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

let server: ReplayServer;
let folder = "";

beforeAll(async () => {
  server = await startReplayServer();
  folder = await mkdtemp(join(tmpdir(), "claims-selection-"));
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([server.close(), rm(folder, { recursive: true, force: true })]);
});

const replay = async (paths: readonly string[], options: Partial<ReplayCommandOptions>) => {
  const stdout = captured();
  const stderr = captured();
  const code = await runReplayCommand(
    paths,
    { retries: 0, report: "json", captchaToken: "replay-token", api: server.url, ...options },
    { fetch: nodeFetch, newSession: replaySession },
    { stdout: stdout.stream, stderr: stderr.stream }
  );
  return { code, report: JSON.parse(stdout.text()) as ReplayReport, stderr: stderr.text() };
};

const LOOKUP = join(GOLDEN_CLAIMS, "lookup-found.json");
const WRONG_PIN = join(GOLDEN_CLAIMS, "standard-wrong-pin.json");

describe("choosing the claims", () => {
  it("--grep replays only the claims whose name or path matches", async () => {
    const { code, report } = await replay([GOLDEN_CLAIMS], { grep: /wrong-pin|^Lookup/ });
    expect(report.results.map((result) => result.file).sort()).toEqual([LOOKUP, WRONG_PIN]);
    expect(code).toBe(0);
  });

  it("--repeat replays each claim that many times", async () => {
    const { report } = await replay([LOOKUP], { repeat: 3 });
    expect(report.results.map((result) => [result.file, result.passed])).toEqual([
      [LOOKUP, true],
      [LOOKUP, true],
      [LOOKUP, true]
    ]);
  });
});

describe("thresholds", () => {
  it("--max-failures tolerates that many failed claims and fails the run past it", async () => {
    const claim = JSON.parse(await readFile(WRONG_PIN, "utf8")) as Record<string, unknown>;
    const failing = join(folder, "expects-submitted.json");
    await writeFile(failing, JSON.stringify({ ...claim, name: "a wrong expectation", expect: { outcome: "submitted" } }));
    const without = await replay([failing, LOOKUP], {});
    expect([without.report.failed, without.code]).toEqual([1, 1]);
    const tolerated = await replay([failing, LOOKUP], { maxFailures: 1 });
    expect([tolerated.report.failed, tolerated.code]).toEqual([1, 0]);
    const twice = await replay([failing, LOOKUP], { maxFailures: 1, repeat: 2 });
    expect([twice.report.failed, twice.code]).toEqual([2, 1]);
    expect(twice.stderr).toBe("claims replay: threshold broken: 2 claims failed, over --max-failures 1\n");
  });

  it("--max-p95 fails the run when a kind of call is slower, and says which", async () => {
    const strict = await replay([LOOKUP], { maxP95: 1 });
    expect(strict.code).toBe(1);
    expect(strict.report.failed).toBe(0);
    expect(strict.stderr).toMatch(/^claims replay: threshold broken: p95 of \S+ is [\d.]+ ms, over --max-p95 1 ms$/m);
    const lenient = await replay([LOOKUP], { maxP95: 60_000 });
    expect([lenient.code, lenient.stderr]).toEqual([0, ""]);
    expect(lenient.report.throughput?.calls.length).toBeGreaterThan(0);
  });
});
