// The `claims` executable as a user runs it (node cli/claims.mjs, the package's bin): help and version, a
// replay against an API that does not answer (one line, exit 3, no stack trace, a report all the same), a bad
// option (one line; exit 2 for replay), `claims members import` into a data folder, and `claims serve` answering on a port and stopping on SIGTERM.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOLDEN_CLAIMS, ROOT, SERVER_START_TIMEOUT_MS } from "../support/replay-server.ts";
import { freePort } from "../../../scripts/free-port.ts";

interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const claims = (args: readonly string[]): ChildProcess =>
  spawn(process.execPath, [join(ROOT, "cli/claims.mjs"), ...args], { cwd: ROOT, env: { ...process.env, NODE_ENV: "" }, stdio: ["ignore", "pipe", "pipe"] });

const finished = (child: ChildProcess): Promise<Finished> =>
  new Promise((done) => {
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("close", (code) => {
      done({ code, stdout, stderr });
    });
  });

const run = (args: readonly string[]) => finished(claims(args));

let data = "";

beforeAll(async () => {
  data = await mkdtemp(join(tmpdir(), "claims-serve-"));
});

afterAll(async () => {
  await rm(data, { recursive: true, force: true });
});

/** Each run starts node and tsx afresh: seconds on a busy machine. */
const SPAWN_TIMEOUT_MS = 30_000;

describe("the claims executable", { timeout: SPAWN_TIMEOUT_MS }, () => {
  it("lists its commands and says its version", async () => {
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: claims \[options\] \[command\]/);
    expect(help.stdout).toMatch(/^ {2}serve \[options\]/m);
    expect(help.stdout).toMatch(/^ {2}replay \[options\] <file-or-folder\.\.\.>/m);
    expect(help.stdout).toMatch(/^ {2}members /m);
    const version = await run(["--version"]);
    expect(version.stdout.trim()).toBe("0.1.0");
  });

  it("says in one line that an API does not answer, with exit 3 and no stack trace, and still writes a report", async () => {
    const port = await freePort();
    const { code, stdout, stderr } = await run(["replay", GOLDEN_CLAIMS, "--api", `http://127.0.0.1:${port}`, "--retries", "1"]);
    expect(stderr).toMatch(new RegExp(`^claims replay: The API at http://127\\.0\\.0\\.1:${port} does not answer \\(fetch failed: .*ECONNREFUSED.*\\)\\.\\n$`));
    expect(stdout).toBe("0 passed, 9 failed\n");
    expect(code).toBe(3);
    // CI reading JSON gets every claim, not run, and why.
    const json = await run(["replay", GOLDEN_CLAIMS, "--api", `http://127.0.0.1:${port}`, "--retries", "0", "--report", "json"]);
    const report = JSON.parse(json.stdout) as { results: { passed: boolean; happened: string }[]; failed: number };
    expect(report.failed).toBe(9);
    expect(report.results.every((result) => !result.passed && result.happened.startsWith("not run: The API at"))).toBe(true);
    expect(json.code).toBe(3);
  });

  it("refuses a bad option in one line: exit 2 for replay's usage errors", async () => {
    const { code, stderr } = await run(["replay", GOLDEN_CLAIMS, "--api", "http://127.0.0.1:9", "--concurrency", "0"]);
    expect(stderr.split("\n")[0]).toBe(`error: option '--concurrency <n>' argument '0' is invalid. "0" is not a whole number of at least 1.`);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(code).toBe(2);
    const serve = await run(["serve", "--port", "99999"]);
    expect(serve.stderr).toBe('claims serve: --port: "99999" is not a port number (0 to 65535)\n');
    expect(serve.code).toBe(1);
    const noApi = await run(["replay", GOLDEN_CLAIMS, "--api", "ftp://example.org"]);
    expect(noApi.stderr.split("\n")[0]).toMatch(/^error: option '--api <url>' argument 'ftp:\/\/example\.org' is invalid\. /);
    expect(noApi.code).toBe(2);
  });

  it(
    "imports a roster CSV into a data folder's store, and refuses a bad one naming its line, with exit 1",
    async () => {
      const folder = await mkdtemp(join(tmpdir(), "claims-roster-"));
      try {
        const csv = join(folder, "roster.csv");
        await writeFile(csv, "credentials.noticeId,credentials.pin,prepopulated.firstName,formTypes\nNWR-1,101010,Ann,Standard\nNWR-2,202020,Bo,\n");
        const imported = await run(["members", "import", csv, "--case", "cases/demo", "--data", join(folder, "data"), "--form-types", "Lookup|Standard"]);
        expect(imported.stderr).toBe("");
        expect(imported.stdout).toMatch(/roster\.csv: 2 members imported \(replace\) into PGlite in .*data in [\d.]+ s; the roster holds 2 members\.\nThe notice id, kept with each claim and counted for lock-outs, is credentials\.noticeId\.\n$/);
        expect(imported.code).toBe(0);
        await writeFile(csv, "credentials.noticeId,credentials.pin,formTypes\nNWR-3,,Standard\n");
        const refused = await run(["members", "import", csv, "--case", "cases/demo", "--data", join(folder, "data")]);
        expect(refused.stderr).toBe(`${csv}:2: credentials.pin: a credential must not be blank\nclaims members import: nothing was imported; the roster is as it was.\n`);
        expect(refused.code).toBe(1);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    SERVER_START_TIMEOUT_MS
  );

  it(
    "serves the claims API on the port it says, and stops on SIGTERM",
    async () => {
      const child = claims(["serve", "--port", "0", "--data", data]);
      const exit = finished(child);
      const url = await new Promise<string>((done, fail) => {
        let seen = "";
        child.stdout?.on("data", (chunk: Buffer) => {
          seen += chunk.toString();
          const found = /claims site listening at (http:\/\/\S+) \(PGlite in /.exec(seen)?.[1];
          if (found !== undefined) done(found);
        });
        child.once("exit", () => {
          fail(new Error(`claims serve exited before listening: ${seen}`));
        });
      });
      const answer = await fetch(`${url}/api/cultures`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ en: "English", es: "Español" });
      child.kill("SIGTERM");
      const { code, stdout } = await exit;
      expect(stdout).toMatch(/^SIGTERM: stopping$/m);
      expect(code).toBe(0);
    },
    SERVER_START_TIMEOUT_MS
  );
});
