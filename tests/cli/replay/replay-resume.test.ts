// A claim file that stops after a page (resumeAfter) and comes back on another device: replay saves the
// draft, authorizes again in a new session with its own cookies, continues the draft offered, checks every
// answer came back, and files the claim; a resumeAfter naming a page the claim never leaves fails without
// filing anything.
import { mkdtemp, readFile, rm, writeFile, copyFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { captured, type ReplayServer, RESUMED_CLAIMS, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

let server: ReplayServer;
let folder = "";

beforeAll(async () => {
  server = await startReplayServer();
  folder = await mkdtemp(join(tmpdir(), "claims-resume-files-"));
  await mkdir(join(folder, "documents"));
  await copyFile(join(RESUMED_CLAIMS, "documents/purchase-receipt.pdf"), join(folder, "documents/purchase-receipt.pdf"));
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([server.close(), rm(folder, { recursive: true, force: true })]);
});

const replay = async (path: string): Promise<ReplayReport> => {
  const stdout = captured();
  const stderr = captured();
  await runReplayCommand([path], { retries: 0, report: "json", captchaToken: "replay-token", api: server.url }, { fetch: nodeFetch, newSession: replaySession }, { stdout: stdout.stream, stderr: stderr.stream });
  return JSON.parse(stdout.text()) as ReplayReport;
};

describe("a claim file that stops and resumes", () => {
  it("comes back on another device with every answer and is filed", async () => {
    const report = await replay(join(RESUMED_CLAIMS, "standard-resumed.json"));
    expect(report.results.map((result) => [result.passed, result.happened])).toEqual([[true, expect.stringMatching(/^submitted, reference code [2-9A-Z]{10}$/)]]);
  });

  it("fails without filing when resumeAfter names a page the form has but the claim never leaves by Next", async () => {
    const claim = JSON.parse(await readFile(join(RESUMED_CLAIMS, "standard-resumed.json"), "utf8")) as { readonly answers: { readonly claimantInfo: object } };
    const file = join(folder, "never-resumed.json");
    const misspelt = {
      ...claim,
      credentials: { noticeId: "NWD-10000054", pin: "844268" },
      answers: { ...claim.answers, claimantInfo: { ...claim.answers.claimantInfo, confirmEmailAddress: "elijah.davis28@example.net" } },
      // A page of the form (a misspelt one is refused before anything is sent: replay-checks.test.ts), after the last Next.
      resumeAfter: "ClaimSummary"
    };
    await writeFile(file, JSON.stringify(misspelt));
    const report = await replay(file);
    expect(report.results.map((result) => [result.passed, result.happened])).toEqual([
      [false, 'failed on page claimSummary: resumeAfter names the page "ClaimSummary", which the claim never left by Next']
    ]);
  });
});
