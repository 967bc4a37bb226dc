// `claims rehearse` end to end against a real server on PGlite: a roster made with --make-roster, six claims
// three at a time on the direct path and two through the site's own use cases, each answered with a reference
// code; then, the server stopped, --verify finds every acknowledged code stored once with its document. A
// claim removed from the store, an API that does not answer or a roster too small changes the exit code.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RehearseOptions, runRehearseCommand } from "../../../cli/commands/rehearse.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import { readResults } from "../../../cli/rehearse/rehearsal-results.ts";
import { readRoster, type Roster, writeRoster } from "../../../cli/rehearse/roster-csv.ts";
import { captured, SERVER_START_TIMEOUT_MS } from "../support/replay-server.ts";
import { type RehearsalServer, startRehearsalServer } from "./rehearsal-server.ts";

const work = join(tmpdir(), `claims-rehearse-${String(process.pid)}`);
const rosterFile = join(work, "roster.csv");
let server: RehearsalServer;
let roster: Roster;

const BASE: RehearseOptions = { claims: 6, concurrency: 3, documentKb: 20, case: "cases/demo", through: "direct", retries: 2, timeoutMs: 30_000, captchaToken: "x" };

const run = async (options: Partial<RehearseOptions>) => {
  const out = captured();
  const err = captured();
  const code = await runRehearseCommand({ ...BASE, ...options }, { fetch: nodeFetch, newSession: replaySession }, { stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
};

beforeAll(async () => {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const made = await run({ makeRoster: rosterFile, members: 8 });
  expect(made).toMatchObject({ code: 0, stdout: expect.stringContaining(`wrote 8 fresh members to ${rosterFile}`) as unknown });
  roster = readRoster(await readFile(rosterFile, "utf8"));
  server = await startRehearsalServer(roster);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server.remove();
  await rm(work, { recursive: true, force: true });
});

describe("claims rehearse", () => {
  it("files every claim, reports the calls, and proves exactly-once once the server has stopped", async () => {
    const direct = await run({ api: server.url, roster: rosterFile, results: join(work, "direct.json") });
    expect(direct.stderr).toBe("");
    expect(direct.code).toBe(0);
    expect(direct.stdout).toMatch(/6 of 6 claims filed in [\d.]+ s: [\d.]+ filed claims\/s/);
    expect(direct.stdout).toMatch(/^submit\s+6\s/m);
    expect(direct.stdout).toMatch(/^authorize\s+6\s/m);
    expect(direct.stdout).toContain("exactly-once: not checked");

    // The last two members, through the site's own use cases.
    await writeFile(join(work, "last-two.csv"), writeRoster({ ...roster, members: roster.members.slice(6) }));
    const site = await run({ api: server.url, roster: join(work, "last-two.csv"), claims: 2, through: "site", results: join(work, "site.json") });
    expect(site.code).toBe(0);
    expect(site.stdout).toContain("2 of 2 claims filed");

    // Each member may file one DocumentsUpload claim: filing again as the first six is refused, and says so.
    const again = await run({ api: server.url, roster: rosterFile, claims: 1 });
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(/FAIL claim 1 \(NWD-9\d{7}\): submit answered 409/);

    await server.stop();
    for (const file of ["direct.json", "site.json"]) {
      const verified = await run({ verify: join(work, file), dataDir: server.dataDir });
      expect(verified.stdout).toMatch(/exactly-once: (6 of 6|2 of 2) acknowledged claims stored once as sent; 0 stored without acknowledgement/);
      expect(verified.code).toBe(0);
    }

    // A claim lost from the store is caught.
    const { results } = readResults(await readFile(join(work, "direct.json"), "utf8"));
    const first = results[0]?.outcome;
    if (first?.kind !== "filed") throw new Error("the first claim was not filed");
    const db = await PGlite.create({ dataDir: join(server.dataDir, "pglite") });
    await db.query("DELETE FROM idempotency_keys WHERE reference_code = $1", [first.referenceCode]);
    await db.query("DELETE FROM claims WHERE reference_code = $1", [first.referenceCode]);
    await db.close();
    const broken = await run({ verify: join(work, "direct.json"), dataDir: server.dataDir });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`${first.referenceCode} (${results[0]?.member.credentials["noticeId"] ?? ""}): stored 0 times`);
  }, 120_000);

  it("cannot begin without an API that answers, or with too small a roster: one line, exit 2", async () => {
    const silent = await run({ api: "http://127.0.0.1:9", roster: rosterFile });
    expect(silent.code).toBe(2);
    expect(silent.stderr).toMatch(/^claims rehearse: The API at http:\/\/127\.0\.0\.1:9 does not answer/);
    expect(silent.stderr.trim().split("\n")).toHaveLength(1);
    const small = await run({ api: server.url, roster: rosterFile, claims: 9 });
    expect(small).toMatchObject({ code: 2, stderr: expect.stringContaining("the roster has 8 members who may file DocumentsUpload") as unknown });
    // A PGlite folder is checked only once its server has stopped, never beside it.
    const beside = await run({ api: server.url, roster: rosterFile, dataDir: server.dataDir });
    expect(beside).toMatchObject({ code: 2, stderr: expect.stringContaining("--data-dir is for --verify") as unknown });
  });
});
