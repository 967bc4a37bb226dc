// `claims export` and `claims purge` straight on PostgreSQL (--database-url): claims filed on both sides of
// midnight in the case's zone (a server's clock fixed at 23:30 and at 00:30, Los Angeles time), a day's export
// (--since, --until) giving exactly that day's; a claim committed while an export runs left to the next run,
// which gives it and nothing else; and a purge of the first day's claims, listed first, once filing has ended.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeCommand } from "../../../cli/commands/purge.command.ts";
import { runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import { exportCommand, type ExportDependencies } from "../../../cli/export/export.command.ts";
import { purgeDatabaseClaims, withDatabaseExport } from "../../../server/start.ts";
import { type PostgresCluster, startPostgresCluster } from "../../../scripts/postgres-cluster.ts";
import { captured, GOLDEN_CLAIMS, type ReplayServer, ROOT, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

let cluster: PostgresCluster;
let databaseUrl = "";
let work = "";
/** 23:30 on 28 February 2026 in Los Angeles, and an hour later, 00:30 on 1 March. */
const LATE = new Date("2026-03-01T07:30:00Z");
const EARLY = new Date("2026-03-01T08:30:00Z");
let late: ReplayServer;
let early: ReplayServer;

const replay = async (server: ReplayServer, paths: readonly string[] = [GOLDEN_CLAIMS]): Promise<readonly string[]> => {
  const stdout = captured();
  await runReplayCommand([...paths], { retries: 0, report: "json", captchaToken: "replay-token", api: server.url }, { fetch: nodeFetch, newSession: replaySession }, { stdout: stdout.stream, stderr: captured().stream });
  return (JSON.parse(stdout.text()) as { results: { happened: string }[] }).results.flatMap((result) => /reference code ([A-Z0-9]{10})/.exec(result.happened)?.[1] ?? []);
};

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase("export");
  work = await mkdtemp(join(tmpdir(), "claims-export-"));
  // Two servers on one database, their clocks an hour apart across midnight in the case's zone.
  [late, early] = await Promise.all([startReplayServer({ now: LATE, databaseUrl }), startReplayServer({ now: EARLY, databaseUrl })]);
}, SERVER_START_TIMEOUT_MS * 2);

afterAll(async () => {
  await Promise.all([late.close(), early.close(), rm(work, { recursive: true, force: true })]);
  cluster.stop();
});

const runExport = async (args: readonly string[], withExport: ExportDependencies["withDatabaseExport"] = (options, work) => withDatabaseExport(options, {}, work)) => {
  const stdout = captured();
  const stderr = captured();
  let code = -1;
  await exportCommand({ env: {}, fetch: nodeFetch, withDatabaseExport: withExport }, { stdout: stdout.stream, stderr: stderr.stream }, (exitCode) => (code = exitCode)).parseAsync(
    ["--database-url", databaseUrl, "--case", join(ROOT, "cases/demo"), ...args],
    { from: "user" }
  );
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

const codesOf = (jsonLines: string): readonly string[] =>
  jsonLines
    .trim()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => (JSON.parse(line) as { referenceCode: string }).referenceCode);

describe("claims export and purge on PostgreSQL", () => {
  it("gives a day's claims in the case's zone, and leaves a claim committed during a run to the next one", { timeout: 120_000 }, async () => {
    const lateCodes = await replay(late);
    const earlyCodes = await replay(early);
    expect(lateCodes).toHaveLength(4);
    expect(earlyCodes).toHaveLength(4);
    expect(codesOf((await runExport(["--format", "jsonl", "--until", "2026-02-28"])).stdout).toSorted()).toEqual([...lateCodes].sort());
    expect(codesOf((await runExport(["--format", "jsonl", "--since", "2026-03-01"])).stdout).toSorted()).toEqual([...earlyCodes].sort());
    const csv = await runExport(["--since", "2026-02-28", "--until", "2026-02-28", "--form", "Automotive"]);
    expect(csv.stdout.trim().split("\r\n")).toHaveLength(2);
    expect(csv.stdout).toContain(",2026-02-28T23:30:00-08:00,");

    // A claim filed once the run has read its snapshot, before it reads a page.
    let during: readonly string[] = [];
    const cursorFile = join(work, "cursor");
    const run = await runExport(["--format", "jsonl", "--cursor-file", cursorFile], (options, work) =>
      withDatabaseExport(options, {}, async (opened) => {
        during = await replay(early, [join(GOLDEN_CLAIMS, "standard-filed.json")]);
        return work(opened);
      })
    );
    expect(during).toHaveLength(1);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^claims export: 8 claims as JSON Lines to standard output/);
    expect(codesOf(run.stdout)).not.toContain(during[0]);
    const next = await runExport(["--format", "jsonl", "--cursor-file", cursorFile]);
    expect(codesOf(next.stdout)).toEqual(during);
    expect(await readFile(cursorFile, "utf8")).toMatch(/^c1\.[A-Za-z0-9_-]+\n$/);
  });

  it("purges the first day's claims once filing has ended, listing them first; a dry run deletes nothing", { timeout: 60_000 }, async () => {
    const purge = async (args: readonly string[]) => {
      const stdout = captured();
      const stderr = captured();
      let code = -1;
      await purgeCommand({ env: {}, fetch: nodeFetch, purgeDatabase: (options, each) => purgeDatabaseClaims(options, {}, each) }, { stdout: stdout.stream, stderr: stderr.stream }, (exitCode) => (code = exitCode)).parseAsync(
        ["--database-url", databaseUrl, "--case", join(ROOT, "cases/demo"), "--filed-before", "2026-03-01", ...args],
        { from: "user" }
      );
      return { code, stdout: stdout.text(), stderr: stderr.text() };
    };
    const open = await purge([]);
    expect(open.code).toBe(1);
    expect(open.stderr).toBe("claims purge: --form: filing of the Standard form has not ended: claims are purged only after its deadline\n");
    const before = codesOf((await runExport(["--format", "jsonl", "--until", "2026-02-28"])).stdout);
    const dry = await purge(["--dry-run", "--now", "2100-01-02T00:00:00Z"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout.trim().split("\n").toSorted()).toEqual([...before].sort());
    expect(dry.stderr).toMatch(/^claims purge: 4 claims with \d+ documents would be deleted \(dry run: nothing was\)\.\n$/);
    expect(codesOf((await runExport(["--format", "jsonl", "--until", "2026-02-28"])).stdout)).toHaveLength(4);
    const real = await purge(["--now", "2100-01-02T00:00:00Z"]);
    expect(real.code).toBe(0);
    expect(real.stdout.trim().split("\n").toSorted()).toEqual([...before].sort());
    expect(real.stderr).toMatch(/^claims purge: 4 claims with \d+ documents deleted/);
    expect(codesOf((await runExport(["--format", "jsonl", "--until", "2026-02-28"])).stdout)).toEqual([]);
    expect(codesOf((await runExport(["--format", "jsonl", "--since", "2026-03-01"])).stdout)).toHaveLength(5);
  });
});
