// Replay on a deployment's rate limit: 25 lookups in a row from one address against a limit of 20 a window
// all pass, each 429 waited out for its Retry-After and the same request sent again; with no retries left
// the report says plainly that the rate limit stopped requests.
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { captured, GOLDEN_CLAIMS, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

const LOOKUPS = 25;
/** Long enough for 20 lookups on a busy machine, short enough to wait out. */
const WINDOW_SECONDS = 12;
let server: ReplayServer;
let folder = "";
let files: string[] = [];

beforeAll(async () => {
  server = await startReplayServer({ rateLimits: { windowSeconds: WINDOW_SECONDS, authorizePerWindow: 20, submitPerWindow: 100_000 } });
  folder = await mkdtemp(join(tmpdir(), "claims-rate-limit-"));
  files = await Promise.all(
    Array.from({ length: LOOKUPS }, async (_, index) => {
      const file = join(folder, `lookup-${String(index).padStart(2, "0")}.json`);
      await copyFile(join(GOLDEN_CLAIMS, "lookup-found.json"), file);
      return file;
    })
  );
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([server.close(), rm(folder, { recursive: true, force: true })]);
});

const replay = async (retries: number, report: "json" | "text") => {
  const stdout = captured();
  const stderr = captured();
  const code = await runReplayCommand(files, { retries, report, captchaToken: "replay-token", api: server.url }, { fetch: nodeFetch, newSession: replaySession }, { stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text() };
};

/**
 * The start of the limit's next window (the server's windows begin at whole multiples of their length since
 * the epoch): each test has a whole window of its own, so its first 20 lookups are the window's 20.
 */
const nextWindow = (): Promise<void> => {
  const windowMs = WINDOW_SECONDS * 1000;
  return new Promise((done) => setTimeout(done, windowMs - (Date.now() % windowMs) + 50));
};

describe("replay against a rate limit", () => {
  it("passes 25 lookups in a row by waiting out each 429 for its Retry-After", async () => {
    await nextWindow();
    const { stdout } = await replay(3, "json");
    const report = JSON.parse(stdout) as ReplayReport;
    expect(report.results.filter((result) => !result.passed)).toEqual([]);
    expect(report.passed).toBe(LOOKUPS);
    expect(report.waits.rateLimited).toBeGreaterThanOrEqual(1);
    expect(report.waits.seconds).toBeGreaterThanOrEqual(1);
    expect(report.rateLimitStops).toBe(0);
  }, 90_000);

  it("says plainly that the rate limit stopped requests when no wait is allowed", async () => {
    await nextWindow();
    const { stdout } = await replay(0, "text");
    expect(stdout).toMatch(/\d+ requests? stopped by the API's rate limit \(429\)/);
    expect(stdout).toMatch(/^20 passed, 5 failed$/m);
  }, 90_000);
});
