// Replay checks every claim file against the case's forms with the domain's own rules before it sends
// anything (--case): a value outside a choice's options, a wrong type, text a mask cannot take, an expected
// page, model, field or validation code that does not exist; each is said with the file and line:column and
// the run exits 2 with no request made. --dry-run makes that check alone. Without --case the same check runs
// against the forms the API serves, after start-up and before the claim's first answer is sent.
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeCaseReader } from "../../../adapters/files/case-reader.node-fs.ts";
import { type ReplayCommandOptions, runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { FetchFunction } from "../../../cli/replay/call-latency.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { loadCase } from "../../../domain/case/load-case.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { captured, GOLDEN_CLAIMS, ROOT, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

let server: ReplayServer;
let folder = "";
let forms: readonly ModelConfigItem[] = [];

beforeAll(async () => {
  server = await startReplayServer();
  folder = await mkdtemp(join(tmpdir(), "claims-checks-"));
  forms = (await loadCase(nodeCaseReader(join(ROOT, "cases/demo")))).modelConfig;
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([server.close(), rm(folder, { recursive: true, force: true })]);
});

/** Replays with a fetch that counts every request and says which it was. */
const replay = async (paths: readonly string[], options: Partial<ReplayCommandOptions>) => {
  const stdout = captured();
  const stderr = captured();
  const requests: string[] = [];
  const counting: FetchFunction = (input, init) => {
    requests.push(`${init.method ?? "GET"} ${new URL(input).pathname}`);
    return nodeFetch(input, init);
  };
  const code = await runReplayCommand(
    paths,
    { retries: 0, report: "json", captchaToken: "replay-token", api: server.url, ...options },
    { fetch: counting, newSession: replaySession },
    { stdout: stdout.stream, stderr: stderr.stream }
  );
  return { code, report: JSON.parse(stdout.text()) as ReplayReport, requests };
};

const STANDARD = {
  name: "a Standard claim",
  formType: "Standard",
  credentials: { noticeId: "NWD-10000001", pin: "482913" },
  answers: {
    claimantInfo: { confirmEmailAddress: "maria.alvarez@example.com", contactPreference: "Email" },
    signature: { signature: "Maria L Alvarez", attestation: true }
  },
  expect: { outcome: "fieldErrors", page: "ClaimDetails", errors: [{ model: "claimDetails", field: "productType", code: "required" }] }
};

/** Writes the claim file pretty-printed, as a person writes one, and gives its path and text. */
const claimFile = async (name: string, claim: unknown): Promise<{ readonly path: string; readonly text: string }> => {
  const path = join(folder, name);
  const text = `${JSON.stringify(claim, null, 2)}\n`;
  await writeFile(path, text);
  return { path, text };
};

/** `line:column` of the first occurrence of `needle` in the text, as the report gives it. */
const at = (text: string, needle: string): string => {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split("\n");
  return `${String(before.length)}:${String((before.at(-1) ?? "").length + 1)}`;
};

const problemsOf = (report: ReplayReport): string => report.results.map((result) => result.happened).join("\n");

describe("claims replay --case checks every claim file before any request", () => {
  it("refuses a value outside a choice's options, with the file and its line:column", async () => {
    const { path, text } = await claimFile("pigeon.json", { ...STANDARD, answers: { ...STANDARD.answers, claimantInfo: { contactPreference: "Pigeon" } } });
    const { code, report, requests } = await replay([path], { forms });
    expect(requests).toEqual([]);
    expect(code).toBe(2);
    expect(report.unloadable).toBe(1);
    expect(problemsOf(report)).toContain(`${path}:${at(text, '"contactPreference"')}: at answers.claimantInfo.contactPreference: "Pigeon" is not one of its options (Email, Phone, Mail)`);
  });

  it("refuses a wrong type: text for a checkbox, true for a text field", async () => {
    const { path, text } = await claimFile("types.json", {
      ...STANDARD,
      answers: { claimantInfo: { confirmEmailAddress: true }, signature: { signature: "Maria L Alvarez", attestation: "true" } }
    });
    const { code, report, requests } = await replay([path], { forms });
    expect(requests).toEqual([]);
    expect(code).toBe(2);
    const said = problemsOf(report);
    expect(said).toContain(`${path}:${at(text, '"attestation"')}: at answers.signature.attestation: a checkbox takes true or false, not "true"`);
    expect(said).toContain(`${path}:${at(text, '"confirmEmailAddress"')}: at answers.claimantInfo.confirmEmailAddress: a text field takes text, not true`);
  });

  it("refuses a list of dates where one date is taken, one date where a list is, and a list past its field's limit or with a day its mask cannot take", async () => {
    const { path, text } = await claimFile("date-lists.json", {
      ...STANDARD,
      answers: {
        claimDetails: { purchaseDate: ["6/15/2021"], ownershipPeriod: "6/15/2021", serviceVisitDates: ["3/6/2023", "3/7/2023", "3/8/2023", "3/9/2023", "3/10/2023", "3/13/2023"] }
      }
    });
    const { code, report, requests } = await replay([path], { forms });
    expect(requests).toEqual([]);
    expect(code).toBe(2);
    const said = problemsOf(report);
    expect(said).toContain(`${path}:${at(text, '"purchaseDate"')}: at answers.claimDetails.purchaseDate: takes one date, not a list: ["6/15/2021"]`);
    expect(said).toContain(
      `${path}:${at(text, '"ownershipPeriod"')}: at answers.claimDetails.ownershipPeriod: a range date field takes a list of dates, like ["7/1/2024", "7/31/2024"], not "6/15/2021"`
    );
    expect(said).toContain(`${path}:${at(text, '"serviceVisitDates"')}: at answers.claimDetails.serviceVisitDates: holds 6 dates; a multiple date field takes 5 at most`);
    const masked = await claimFile("date-list-mask.json", { ...STANDARD, answers: { claimDetails: { ownershipPeriod: ["6/15/2021", "8/1/24x"] } } });
    const second = await replay([masked.path], { forms });
    expect(problemsOf(second.report)).toMatch(/at answers\.claimDetails\.ownershipPeriod: day 2: the SLASH_DELIMITED_FULL_DATE mask cannot take "8\/1\/24x"/);
  });

  it("refuses text a field's mask cannot take", async () => {
    const { path } = await claimFile("masks.json", {
      ...STANDARD,
      answers: { claimDetails: { purchasePrice: "12a", purchaseDate: "6/15/2021" } }
    });
    const { code, report, requests } = await replay([path], { forms });
    expect(requests).toEqual([]);
    expect(code).toBe(2);
    expect(problemsOf(report)).toMatch(/at answers\.claimDetails\.purchasePrice: the CURRENCY_COMMA_DELIMITED_WITH_DECIMALS mask cannot take "12a": typed in, it shows "12"/);
    expect(problemsOf(report)).not.toMatch(/purchaseDate/);
  });

  it("refuses an expectation that cannot come: an unknown page, model, field or validation code", async () => {
    const { path, text } = await claimFile("expect.json", {
      ...STANDARD,
      expect: {
        outcome: "fieldErrors",
        page: "ClaimDetail",
        errors: [
          { model: "claimDetails", field: "productTyp", code: "requird" },
          { model: "claimDetail", code: "required" }
        ]
      }
    });
    const { code, report, requests } = await replay([path], { forms });
    expect(requests).toEqual([]);
    expect(code).toBe(2);
    const said = problemsOf(report);
    expect(said).toContain(`${path}:${at(text, '"page"')}: at expect.page: the Standard form has no page "ClaimDetail" (did you mean "claimDetails"?)`);
    expect(said).toMatch(/at expect\.errors\[0\]\.field: claimDetails has no field "productTyp" \(did you mean "productType"\?\)/);
    expect(said).toContain(`${path}:${at(text, '"code": "requird"')}: at expect.errors[0].code: no validation gives the code "requird" (did you mean "required"?)`);
    expect(said).toMatch(/at expect\.errors\[1\]\.model: the Standard form has no model or list "claimDetail" \(did you mean "claimDetails"\?\)/);
  });

  it("passes the shipped claim files, which then run as before", async () => {
    const { code, report } = await replay([join(GOLDEN_CLAIMS, "standard-wrong-pin.json"), join(GOLDEN_CLAIMS, "lookup-found.json")], { forms });
    expect(report.unloadable).toBe(0);
    expect(report.passed).toBe(2);
    expect(code).toBe(0);
  });

  it("refuses answers to hidden fields, a misspelt resumeAfter page and a number a currency mask would misread", async () => {
    const { path, text } = await claimFile("more.json", {
      ...STANDARD,
      answers: { ...STANDARD.answers, claimDetails: { purchasePrice: "1.250,00" }, signature: { signature: "Maria L Alvarez", signatureDate: "1/1/2025" } },
      resumeAfter: "ClaimDetials"
    });
    const { code, report, requests } = await replay([path], { forms });
    expect(requests).toEqual([]);
    expect(code).toBe(2);
    const said = problemsOf(report);
    expect(said).toContain(`${path}:${at(text, '"signatureDate"')}: at answers.signature.signatureDate: a hidden field is the site's and the server's to fill, never the claimant's`);
    expect(said).toMatch(/at resumeAfter: the Standard form has no page "ClaimDetials" \(did you mean "claimDetails"\?\)/);
    expect(said).toMatch(/at answers\.claimDetails\.purchasePrice: the CURRENCY_COMMA_DELIMITED_WITH_DECIMALS mask cannot take "1\.250,00"/);
    expect(report.results[0]).toMatchObject({ expected: "a claim file that fits the case's forms" });
    expect(report.results[0]?.happened).toMatch(/^the claim file does not fit the forms: /);
  });

  it("takes a phone number under the mask its conditions switch to (a foreign one), and the other ways a claimant types", async () => {
    const { path } = await claimFile("foreign.json", {
      ...STANDARD,
      answers: {
        claimantInfo: { mailingCountry: "GB", phone: "442079460958", contactPreference: "Email" },
        claimDetails: { purchasePrice: "1,249.99", repairCost: 350, purchaseDate: "3/2/2021", modelNumber: 2210, howHeard: "A neighbour" }
      }
    });
    const { code, report, requests } = await replay([path], { forms, dryRun: true });
    expect(requests).toEqual([]);
    expect(problemsOf(report)).toBe("fits the case's forms; not sent (--dry-run)");
    expect(code).toBe(0);
  });

  it("files answers as the site's inputs hold them once typed: a phone and a ZIP+4 typed without their punctuation", async () => {
    const claim = JSON.parse(await readFile(join(GOLDEN_CLAIMS, "standard-filed.json"), "utf8")) as { answers: { claimantInfo: Record<string, unknown> } };
    claim.answers.claimantInfo["phone"] = "916-555-0199";
    claim.answers.claimantInfo["mailingPostalCode"] = "958141234";
    const { path } = await claimFile("typed.json", claim);
    await symlink(join(GOLDEN_CLAIMS, "documents"), join(folder, "documents")).catch(() => undefined);
    const { code, report } = await replay([path], { forms });
    expect(report.results[0]?.happened).toMatch(/^submitted, reference code /);
    expect(code).toBe(0);
  });
});

describe("claims replay --dry-run", () => {
  it("prints each claim's line and reason in the text report, as a run does", async () => {
    const { path } = await claimFile("dry-text.json", { ...STANDARD, answers: { claimantInfo: { contactPreference: "Pigeon" } } });
    const stdout = captured();
    const code = await runReplayCommand(
      [path, join(GOLDEN_CLAIMS, "lookup-found.json")],
      { retries: 0, report: "text", captchaToken: "replay-token", api: "dry run against cases/demo", forms, dryRun: true },
      { fetch: nodeFetch, newSession: replaySession },
      { stdout: stdout.stream, stderr: captured().stream }
    );
    const lines = stdout.text().trimEnd().split("\n");
    expect(lines).toContain(`FAIL ${path}`);
    expect(lines.some((line) => line.includes('at answers.claimantInfo.contactPreference: "Pigeon" is not one of its options'))).toBe(true);
    expect(lines).toContain(`PASS ${join(GOLDEN_CLAIMS, "lookup-found.json")} (Lookup of a member's notice): fits the case's forms; not sent (--dry-run)`);
    expect(code).toBe(2);
  });

  it("checks every shipped claim file against the case and sends nothing", async () => {
    const { code, report, requests } = await replay([GOLDEN_CLAIMS], { forms, dryRun: true });
    expect(requests).toEqual([]);
    expect(report.results.length).toBeGreaterThanOrEqual(9);
    expect(report.results.every((result) => result.passed && result.happened === "fits the case's forms; not sent (--dry-run)")).toBe(true);
    expect(code).toBe(0);
  });

  it("fails with exit 2 on a claim file that does not fit, still sending nothing", async () => {
    const { path } = await claimFile("dry-pigeon.json", { ...STANDARD, answers: { claimantInfo: { contactPreference: "Pigeon" } } });
    const { code, report, requests } = await replay([path, join(GOLDEN_CLAIMS, "lookup-found.json")], { forms, dryRun: true });
    expect(requests).toEqual([]);
    expect(report.passed).toBe(1);
    expect(report.unloadable).toBe(1);
    expect(code).toBe(2);
  });
});

describe("claims replay without --case", () => {
  it("checks against the forms the API serves, and never authorizes or submits a claim that does not fit", async () => {
    const { path } = await claimFile("served-pigeon.json", { ...STANDARD, answers: { claimantInfo: { contactPreference: "Pigeon" } } });
    const { code, report, requests } = await replay([path], {});
    expect(code).toBe(1);
    expect(problemsOf(report)).toMatch(/served-pigeon\.json:\d+:\d+: at answers\.claimantInfo\.contactPreference: "Pigeon" is not one of its options/);
    expect(requests.filter((request) => request.startsWith("POST"))).toEqual([]);
  });
});
