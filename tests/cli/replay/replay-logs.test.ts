// What a replayed session logs goes to stderr, never stdout: with --report json stdout is the report alone,
// and it parses even while the server refuses every draft save (each a warning of the session).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { join } from "node:path";
import { runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { FetchFunction } from "../../../cli/replay/call-latency.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { captured, GOLDEN_CLAIMS, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

let server: ReplayServer;

beforeAll(async () => {
  server = await startReplayServer();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
});

/** Every draft save is answered 500: the session warns and goes on. */
const refusingDrafts: FetchFunction = (input, init) =>
  init.method === "PUT" && new URL(input).pathname.endsWith("/draft")
    ? Promise.resolve(Response.json({ error: "drafts are down" }, { status: 500 }))
    : nodeFetch(input, init);

describe("a replay's logs", () => {
  it("go to stderr, so --report json on stdout parses while the session warns", async () => {
    const toStdout = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const toStderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const stdout = captured();
      const code = await runReplayCommand(
        [join(GOLDEN_CLAIMS, "standard-filed.json")],
        { retries: 0, report: "json", captchaToken: "replay-token", api: server.url },
        { fetch: refusingDrafts, newSession: replaySession },
        { stdout: stdout.stream, stderr: captured().stream }
      );
      const report = JSON.parse(stdout.text()) as ReplayReport;
      expect([code, report.passed]).toEqual([0, 1]);
      expect(toStderr.mock.calls.map((call) => call.join(" ")).join("\n")).toMatch(/draft not saved/);
      expect(toStdout).not.toHaveBeenCalled();
    } finally {
      toStdout.mockRestore();
      toStderr.mockRestore();
    }
  });
});
