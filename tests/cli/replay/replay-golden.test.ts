// Replays the golden claim files against a real reference server (in process, PGlite in a temporary folder):
// every one meets its expectation, a wrong expectation is a failure with exit 1, the json and JUnit reports
// parse, and concurrency adds throughput and latency percentiles.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReplayCommandOptions, runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { AFTER_DEADLINE_CLAIMS, captured, GOLDEN_CLAIMS, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

const dependencies = { fetch: nodeFetch, newSession: replaySession };

let server: ReplayServer;
let closedServer: ReplayServer;
let folder = "";

beforeAll(async () => {
  [server, closedServer] = await Promise.all([startReplayServer(), startReplayServer({ now: new Date("2100-01-02T00:00:00Z") })]);
  folder = await mkdtemp(join(tmpdir(), "claims-replay-files-"));
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([server.close(), closedServer.close(), rm(folder, { recursive: true, force: true })]);
});

const replay = async (paths: readonly string[], options: Partial<ReplayCommandOptions> & { readonly api: string }) => {
  const stdout = captured();
  const stderr = captured();
  const code = await runReplayCommand(paths, { retries: 0, report: "text", captchaToken: "replay-token", ...options }, dependencies, {
    stdout: stdout.stream,
    stderr: stderr.stream
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

/** jsdom ships no types; this is the part of it used here, to parse the JUnit report as XML. */
type XmlParser = new (text: string, options: { readonly contentType: string }) => { readonly window: { readonly document: Document } };

const parseXml = async (text: string): Promise<Document> => {
  const jsdom = "jsdom";
  const { JSDOM } = (await import(jsdom)) as { readonly JSDOM: XmlParser };
  return new JSDOM(text, { contentType: "text/xml" }).window.document;
};

const jsonOf = (text: string): ReplayReport => JSON.parse(text) as ReplayReport;

describe("claims replay of the golden files", () => {
  it("meets every golden file's expectation, one claim at a time", async () => {
    const { code, stdout } = await replay([GOLDEN_CLAIMS], { api: server.url, report: "json" });
    const report = jsonOf(stdout);
    expect(report.results.map((result) => [result.file.slice(GOLDEN_CLAIMS.length + 1), result.passed, result.happened])).toEqual([
      ["automotive-filed.json", true, expect.stringMatching(/^submitted, reference code [2-9A-Z]{10}$/)],
      ["automotive-no-repairs.json", true, "stopped on page claimDetails by claimTransactions minInstances"],
      ["documents-upload-filed.json", true, expect.stringMatching(/^submitted, reference code /)],
      ["documents-upload-not-a-pdf.json", true, "stopped on page supportingDocuments by DocumentContexts.documentFile uploadTypeNotAllowed"],
      ["lookup-found.json", true, "authorized (the form's one page shows the member's data)"],
      ["standard-field-errors.json", true, "stopped on page claimDetails by claimDetails.modelNumber regexInvalidValue, claimDetails.purchaseDate dateBetween, claimDetails.installationMonth monthFormat, claimDetails.installationMonth dateBetween, claimDetails.ownershipPeriod rangeOrder, claimDetails.serviceVisitDates dateNotOffered"],
      ["standard-filed.json", true, expect.stringMatching(/^submitted, reference code /)],
      ["standard-paypal-spanish.json", true, expect.stringMatching(/^submitted, reference code /)],
      ["standard-wrong-pin.json", true, expect.stringMatching(/^refused at authorize \(credentials/)]
    ]);
    expect([report.passed, report.failed, report.throughput]).toEqual([9, 0, null]);
    expect(new Set(report.results.flatMap((result) => (result.referenceCode === null ? [] : [result.referenceCode]))).size).toBe(4);
    expect(code).toBe(0);
  });

  it("sees the deadline redirect on a server whose clock is past the deadlines, and not on one before them", async () => {
    const after = await replay([AFTER_DEADLINE_CLAIMS], { api: closedServer.url });
    expect(after.stdout).toMatch(/^PASS .*standard-after-deadline\.json .*: redirected from \/standard to \/deadline\?culture=en \(deadlinePassed\)$/m);
    expect(after.stdout).toMatch(/^PASS .*documents-upload-after-deadline\.json .*: redirected from \/documents-upload to https:\/\/www\.northwindsettlement\.example\/es\/fecha-limite \(deadlinePassed\)$/m);
    expect(after.stdout.trimEnd().split("\n").at(-1)).toBe("2 passed, 0 failed");
    expect(after.code).toBe(0);

    const before = await replay([AFTER_DEADLINE_CLAIMS], { api: server.url });
    expect(before.stdout.trimEnd().split("\n").at(-1)).toBe("0 passed, 2 failed");
    expect(before.code).toBe(1);
  });

  it("reports a claim whose expectation is wrong as failed and a broken file with its name while the others still run: exit 2 for the broken file", async () => {
    const claims = join(folder, "mixed");
    await mkdir(join(claims, "documents"), { recursive: true });
    const wrongPin = JSON.parse(await readFile(join(GOLDEN_CLAIMS, "standard-wrong-pin.json"), "utf8")) as Record<string, unknown>;
    await writeFile(join(claims, "a-expects-submitted.json"), JSON.stringify({ ...wrongPin, name: "wrong expectation", expect: { outcome: "submitted" } }));
    await writeFile(join(claims, "b-broken.json"), JSON.stringify({ ...wrongPin, expect: { outcome: "refused" } }));
    await copyFile(join(GOLDEN_CLAIMS, "lookup-found.json"), join(claims, "c-lookup.json"));
    const { code, stdout } = await replay([claims], { api: server.url });
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toEqual([
      `FAIL ${join(claims, "a-expects-submitted.json")} (wrong expectation)`,
      "     expected: submitted",
      expect.stringMatching(/^ {5}happened: refused at authorize \(credentials: The credentials do not match/),
      `FAIL ${join(claims, "b-broken.json")}`,
      "     expected: a claim file that decodes",
      expect.stringMatching(/^ {5}happened: the claim file does not load: \S+b-broken\.json:1:\d+: at expect\.outcome: /),
      expect.stringMatching(/^PASS .*c-lookup\.json \(Lookup of a member's notice\): authorized/),
      "1 passed, 2 failed"
    ]);
    expect(code).toBe(2);

    const out = join(folder, "report.xml");
    const junit = await replay([claims], { api: server.url, report: "junit", out });
    expect(junit.code).toBe(2);
    expect(junit.stdout.trimEnd().split("\n").at(-1)).toBe("1 passed, 2 failed");
    const xml = await parseXml(await readFile(out, "utf8"));
    expect(xml.querySelector("parsererror")).toBeNull();
    const suite = xml.querySelector("testsuites > testsuite");
    expect([suite?.getAttribute("tests"), suite?.getAttribute("failures")]).toEqual(["3", "2"]);
    const cases = [...xml.querySelectorAll("testcase")];
    expect(cases.map((testcase) => [testcase.getAttribute("classname"), testcase.querySelector("failure") !== null])).toEqual([
      ["claims.replay.Standard", true],
      ["claims.replay.unreadable", true],
      ["claims.replay.Lookup", false]
    ]);
    expect(cases[0]?.querySelector("failure")?.textContent).toMatch(/^expected: submitted\nhappened: refused at authorize/);
  });

  it("runs eight at a time and adds the throughput and p50, p95 and p99 latency of each call", async () => {
    const text = await replay([GOLDEN_CLAIMS], { api: server.url, concurrency: 8 });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Throughput: 9 claims in \d+\.\d\d s, \d+\.\d\d claims\/s at concurrency 8$/m);
    expect(text.stdout).toMatch(/^call +count +p50 ms +p95 ms +p99 ms$/m);
    expect(text.stdout).toMatch(/^authorize +9 +\d+\.\d +\d+\.\d +\d+\.\d$/m);
    expect(text.stdout).toMatch(/^submit +4 +\d+\.\d +\d+\.\d +\d+\.\d$/m);
    expect(text.stdout.trimEnd().split("\n").at(-1)).toBe("9 passed, 0 failed");

    const { stdout } = await replay([GOLDEN_CLAIMS], { api: server.url, concurrency: 8, report: "json" });
    const throughput = jsonOf(stdout).throughput;
    expect(throughput?.claims).toBe(9);
    expect(throughput?.claimsPerSecond).toBeGreaterThan(0);
    for (const call of throughput?.calls ?? []) {
      expect(call.p50).toBeGreaterThan(0);
      expect(call.p50).toBeLessThanOrEqual(call.p95);
      expect(call.p95).toBeLessThanOrEqual(call.p99);
    }
    expect(throughput?.calls.map((call) => call.call)).toEqual(expect.arrayContaining(["authorize", "csrf", "modelConfig", "submit", "page"]));
  });
});
