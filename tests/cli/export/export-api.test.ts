// `claims export` through a running server's admin API (PGlite, which only its server may open): the example
// claims replayed, then exported as CSV and as JSON Lines with their documents. The CSV's columns are the case's
// and its values the filed answers; each JSON line is the stored claim whole; every document is byte for byte
// what was uploaded, named in a manifest whose hashes are right; a cursor kept in a file gives the next run only
// the claims filed since; a wrong token, or none, is one line and exit 2 or 1, with no file left behind.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportCommand } from "../../../cli/export/export.command.ts";
import { runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import { withAdministrators, withDatabaseExport } from "../../../server/start.ts";
import { openStoreAt } from "../../../server/composition.ts";
import type { StoredClaim } from "../../../server/store/claim-store.port.ts";
import { captured, GOLDEN_CLAIMS, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

let server: ReplayServer;
let token = "";
let dataDir = "";
let work = "";

beforeAll(async () => {
  server = await startReplayServer({
    prepare: async (folders) => {
      dataDir = folders.dataDir;
      token = (await withAdministrators({ case: folders.caseDir, data: folders.dataDir }, {}, (desk) => desk.add("export-test"))).result ?? "";
    }
  });
  work = join(server.folder, "work");
  await mkdir(work);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
});

const replayGolden = async (): Promise<readonly string[]> => {
  const stdout = captured();
  await runReplayCommand([GOLDEN_CLAIMS], { retries: 0, report: "json", captchaToken: "replay-token", api: server.url }, { fetch: nodeFetch, newSession: replaySession }, { stdout: stdout.stream, stderr: captured().stream });
  const report = JSON.parse(stdout.text()) as { results: { happened: string }[] };
  return report.results.flatMap((result) => /reference code ([A-Z0-9]{10})/.exec(result.happened)?.[1] ?? []);
};

const runExport = async (args: readonly string[], env: Readonly<Record<string, string>> = { CLAIMS_ADMIN_TOKEN: token }) => {
  const stdout = captured();
  const stderr = captured();
  let code = -1;
  await exportCommand({ env, fetch: nodeFetch, withDatabaseExport: (options, work) => withDatabaseExport(options, {}, work) }, { stdout: stdout.stream, stderr: stderr.stream }, (exitCode) => (code = exitCode)).parseAsync(["--api", server.url, ...args], { from: "user" });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

describe("claims export through the admin API", () => {
  it("says in one line why it cannot begin, and leaves no file behind", async () => {
    const out = join(work, "refused.csv");
    const noToken = await runExport(["--out", out], {});
    expect(noToken).toMatchObject({ code: 2, stderr: "claims export: calling the admin API needs a token: set CLAIMS_ADMIN_TOKEN or give --token-file\n" });
    await writeFile(join(work, "bad-cursor.txt"), "c1.!!\n");
    const badCursor = await runExport(["--out", out, "--cursor-file", join(work, "bad-cursor.txt")]);
    expect(badCursor.code).toBe(1);
    expect(badCursor.stderr).toMatch(/^claims export: The admin API answered 400: --after: is not a cursor an export printed/);
    const badDay = await runExport(["--since", "2026-02-30"]);
    expect(badDay.stderr).toMatch(/--since: "2026-02-30" is not a day of the calendar/);
    await expect(readFile(out)).rejects.toThrow();
    await expect(readFile(`${out}.part`)).rejects.toThrow();
    await rm(join(work, "bad-cursor.txt"));
  });
  it("exports every claim, its answers, its documents byte for byte, and then only what came since", { timeout: 120_000 }, async () => {
    const first = await replayGolden();
    expect(first).toHaveLength(4);
    const cursorFile = join(work, "cursor.txt");
    const csvRun = await runExport(["--out", join(work, "claims.csv"), "--documents", join(work, "documents"), "--cursor-file", cursorFile]);
    expect(csvRun.stderr).toMatch(/^claims export: 4 claims as CSV to .*claims\.csv \([\d.]+ MB\) in [\d.]+ s; 5 documents \([\d.]+ MB\) to .*documents with manifest\.csv; next cursor kept in .*cursor\.txt\n$/);
    expect(csvRun.code).toBe(0);
    const jsonRun = await runExport(["--format", "jsonl", "--out", join(work, "claims.jsonl")]);
    expect(jsonRun.code).toBe(0);
    const cursor = (await readFile(cursorFile, "utf8")).trim();
    expect(cursor).toMatch(/^c1\.[A-Za-z0-9_-]+$/);

    // A second replay: the kept cursor gives exactly its claims, and the cursor moves on.
    const second = await replayGolden();
    const since = await runExport(["--format", "jsonl", "--cursor-file", cursorFile]);
    expect(since.code).toBe(0);
    expect(since.stdout.trim().split("\n").map((line) => (JSON.parse(line) as { referenceCode: string }).referenceCode).sort()).toEqual([...second].sort());
    expect((await readFile(cursorFile, "utf8")).trim()).not.toBe(cursor);
    expect((await runExport(["--format", "jsonl", "--cursor-file", cursorFile])).stdout).toBe("");

    await server.stop();
    const store = await openStoreAt({ kind: "pglite", dataDir });
    try {
      const stored = new Map<string, StoredClaim>();
      for (const code of first) stored.set(code, (await store.findClaim(code)) ?? expect.fail(`claim ${code} is not stored`));
      // JSON Lines: each stored claim whole.
      const lines = (await readFile(join(work, "claims.jsonl"), "utf8")).trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.map((line) => line["referenceCode"]).sort()).toEqual([...first].sort());
      for (const line of lines) {
        const claim = stored.get(line["referenceCode"] as string);
        expect(line).toEqual({
          referenceCode: claim?.referenceCode,
          formType: claim?.formType,
          culture: claim?.culture,
          filedAt: claim?.receivedAt.toISOString(),
          memberKey: claim?.memberKey,
          idempotencyKey: claim?.idempotencyKey,
          requestHash: claim?.requestHash,
          payload: claim?.payload,
          documents: claim?.documents
        });
      }
      // CSV: the case's columns, one row a claim, each answer as filed.
      const rows = parse<Record<string, string>>(await readFile(join(work, "claims.csv"), "utf8"), { columns: true });
      expect(rows.map((row) => row["referenceCode"])).toEqual(lines.map((line) => line["referenceCode"]));
      const header = Object.keys(rows[0] ?? {});
      expect(header.slice(0, 6)).toEqual(["referenceCode", "formType", "culture", "filedAtUtc", "filedAtLocal", "credentials.noticeId"]);
      expect(header).toEqual(expect.arrayContaining(["claimantInfo.firstName", "claimDetails.purchasePrice", "documentContexts[0].documentType", "documentContexts[more]", "claimTransactions[0].repairAmount", "prepopulatedData[0].paymentMethod", "signature.signature"]));
      for (const row of rows) {
        const payload = stored.get(row["referenceCode"] ?? "")?.payload as Record<string, { fields: Record<string, unknown> } | { fields: Record<string, unknown> }[]>;
        expect(row["credentials.noticeId"]).toBe((payload["credentials"] as { fields: Record<string, unknown> }).fields["noticeId"]);
        const claimant = (payload["claimantInfo"] as { fields: Record<string, unknown> } | undefined)?.fields;
        expect(row["claimantInfo.firstName"]).toBe(claimant?.["firstName"] ?? "");
        const records = (payload["documentContexts"] as { fields: Record<string, unknown> }[] | undefined) ?? [];
        expect(row["documentContexts[0].documentType"]).toBe(records[0]?.fields["documentType"] ?? "");
        expect(row["filedAtUtc"]).toBe(stored.get(row["referenceCode"] ?? "")?.receivedAt.toISOString());
        expect(row["filedAtLocal"]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[78]:00$/);
      }
      // Documents: byte for byte what was uploaded, as the manifest says, each under its claim.
      const manifest = parse<Record<string, string>>(await readFile(join(work, "documents", "manifest.csv"), "utf8"), { columns: true });
      expect(manifest).toHaveLength(5);
      for (const entry of manifest) {
        const bytes = await readFile(join(work, "documents", entry["file"] ?? ""));
        expect(sha256(bytes)).toBe(entry["sha256"]);
        expect(String(bytes.length)).toBe(entry["size"]);
        const claim = stored.get(entry["referenceCode"] ?? "");
        expect(claim?.documents[Number(entry["number"]) - 1]?.sha256).toBe(entry["sha256"]);
        expect(entry["file"]).toMatch(new RegExp(`^${entry["referenceCode"] ?? ""}/${entry["number"] ?? ""}-[A-Za-z0-9._-]+$`));
        const uploaded = await readFile(join(GOLDEN_CLAIMS, "documents", entry["name"] ?? ""));
        expect(bytes.equals(uploaded)).toBe(true);
      }
      expect((await readdir(join(work, "documents"))).sort()).toEqual([...new Set(manifest.map((entry) => entry["referenceCode"] ?? "")), "manifest.csv"].sort());
    } finally {
      await store.close();
    }
  });

});
