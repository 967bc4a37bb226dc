// docs/administration.md runs as written: every shell block, in order, in a folder of its own, against a real
// server on a copy of the demo case (PGlite), with `npx claims` the project's own command and the guide's
// address the server's. Before go-live the administrators are added with the server stopped; during filing
// the example claims are filed and a notice id locked, then the day's export, the counts and the lock-out run;
// after the deadline (the server's clock set past it) the last export and the purge. What each block leaves
// is checked: the token, the exports and their documents, the cursor, the answers of the admin API.
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runReplayCommand } from "../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../cli/composition.ts";
import { DEFAULT_SETTINGS } from "../../server/settings/server-settings.ts";
import { type RunningServer, startServer } from "../../server/start.ts";
import { captured, GOLDEN_CLAIMS, ROOT } from "../cli/support/replay-server.ts";

const GUIDE = join(ROOT, "docs/administration.md");
const GUIDE_ADDRESS = "http://127.0.0.1:8080";
type Phase = "before-go-live" | "filing" | "after-deadline";

let work = "";
let caseDir = "";
let server: RunningServer | null = null;

const blocksOf = (guide: string, phase: Phase): readonly string[] =>
  [...guide.matchAll(/<!-- when: ([a-z-]+) -->\n```sh\n([\s\S]*?)```/g)].filter((match) => match[1] === phase).map((match) => match[2] ?? "");

/** Runs the phase's blocks in one bash, `set -e`, with `npx claims` the project's command; gives its output. */
const runPhase = async (phase: Phase): Promise<{ readonly stdout: string; readonly stderr: string }> => {
  const guide = await readFile(GUIDE, "utf8");
  const blocks = blocksOf(guide, phase);
  expect(blocks.length).toBeGreaterThan(0);
  const script = [
    "set -euo pipefail",
    `npx() { if [ "$1" = claims ]; then shift; node "${join(ROOT, "cli/claims.mjs")}" "$@"; else command npx "$@"; fi; }`,
    ...blocks.map((block) => block.replaceAll(GUIDE_ADDRESS, server?.url ?? GUIDE_ADDRESS))
  ].join("\n");
  return new Promise((resolve, reject) => {
    execFile(
      "bash",
      ["-c", script],
      { cwd: work, env: { ...process.env, CASE_DIR: caseDir, DATA_DIR: join(work, "data"), NODE_ENV: "", LOG_LEVEL: "silent" }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) resolve({ stdout, stderr });
        else reject(new Error(`the guide's ${phase} blocks failed: ${error.message}\n${stdout}\n${stderr}`));
      }
    );
  });
};

const start = async (now: Date | null): Promise<RunningServer> => {
  const site = join(work, "site");
  await mkdir(site, { recursive: true });
  await writeFile(join(site, "index.html"), '<!doctype html>\n<html lang="en"><head><title>claims</title></head><body><div id="root"></div></body></html>\n');
  return startServer({ ...DEFAULT_SETTINGS, logLevel: "silent", port: 0, host: "127.0.0.1", caseDir, dataDir: join(work, "data"), siteDir: site, now });
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "administration-guide-"));
  caseDir = join(work, "case");
  await cp(join(ROOT, "cases/demo"), caseDir, { recursive: true });
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

const adminCall = async (path: string, token: string): Promise<Response> => fetch(`${server?.url ?? ""}/admin/api${path}`, { headers: { authorization: `Bearer ${token}` } });

describe("the administration guide", () => {
  it("runs as written: before go-live, each day of filing, and after the deadline", { timeout: 180_000 }, async () => {
    const before = await runPhase("before-go-live");
    const token = (await readFile(join(work, "alice.token"), "utf8")).trim();
    expect(token).toMatch(/^alice\.[A-Za-z0-9_-]{43}$/);
    expect(before.stdout).toMatch(/^alice\s+added .* UTC\nbob\s+added .*, revoked .* UTC\n2 administrators in PGlite in /m);

    server = await start(null);
    const bob = (await readFile(join(work, "bob.token"), "utf8")).trim();
    expect((await adminCall("/whoami", bob)).status).toBe(401);
    const replayed = captured();
    await runReplayCommand([GOLDEN_CLAIMS], { retries: 0, report: "json", captchaToken: "replay-token", api: server.url }, { fetch: nodeFetch, newSession: replaySession }, { stdout: replayed.stream, stderr: captured().stream });
    const filed = (JSON.parse(replayed.text()) as { results: { happened: string }[] }).results.flatMap((result) => /reference code ([A-Z0-9]{10})/.exec(result.happened)?.[1] ?? []);
    expect(filed).toHaveLength(4);
    // NWD-10000001 locked by six wrong PINs, as the guide's lock-out block expects.
    const csrf = await fetch(`${server.url}/api/csrf`);
    const cookie = csrf.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const requestToken = ((await csrf.json()) as { requestToken: string }).requestToken;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await fetch(`${server.url}/api/forms/standard/authorize`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": requestToken, cookie },
        body: JSON.stringify({ credentials: { fields: { noticeId: "NWD-10000001", pin: "000000" } }, reCaptchaResponse: null })
      });
    }

    const filing = await runPhase("filing");
    const exports = join(work, "exports");
    const names = await readdir(exports);
    const csvName = names.find((name) => /^claims-\d{4}-\d{2}-\d{2}\.csv$/.test(name)) ?? "";
    const rows = parse<Record<string, string>>(await readFile(join(exports, csvName), "utf8"), { columns: true });
    expect(rows.map((row) => row["referenceCode"]).sort()).toEqual([...filed].sort());
    const jsonl = (await readFile(join(exports, csvName.replace(".csv", ".jsonl")), "utf8")).trim().split("\n");
    expect(jsonl).toHaveLength(4);
    const manifest = parse<Record<string, string>>(await readFile(join(exports, csvName.replace("claims-", "documents-").replace(".csv", ""), "manifest.csv"), "utf8"), { columns: true });
    expect(manifest.length).toBeGreaterThan(0);
    expect(await readFile(join(exports, "cursor"), "utf8")).toMatch(/^c1\./);
    const [counts, lockout, unlocked] = filing.stdout.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect((counts?.["today"] as { claims: number }).claims).toBe(4);
    expect(lockout).toMatchObject({ failures: 6, locked: true });
    expect(unlocked).toEqual({ unlocked: true, failures: 6 });

    await server.close();
    server = await start(new Date("2100-07-01T00:00:00Z"));
    const after = await runPhase("after-deadline");
    const final = parse<Record<string, string>>(await readFile(join(exports, "claims-final.csv"), "utf8"), { columns: true });
    expect(final).toEqual([]);
    expect(after.stdout.trim().split("\n").filter((line) => /^[A-Z0-9]{10}$/.test(line)).sort()).toEqual([...filed, ...filed].sort());
    expect(after.stderr).toMatch(/claims purge: 4 claims with \d+ documents would be deleted \(dry run: nothing was\)\./);
    expect(after.stderr).toMatch(/claims purge: 4 claims with \d+ documents deleted, and \d+ document files no other claim names\./);
    expect(((await (await adminCall("/counts?days=1", token)).json()) as { totals: Record<string, number> }).totals).toEqual({});
  });
});
