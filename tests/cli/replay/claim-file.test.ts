// The claim-file format: good files decode (every expectation kind), and a file that does not parse or decode,
// or names a document that is not there, is a problem naming the file and the path inside it.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Result } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeClaimFile, loadClaimFile, loadClaimFiles } from "../../../cli/replay/claim-files.ts";
import { AFTER_DEADLINE_CLAIMS, GOLDEN_CLAIMS } from "../support/replay-server.ts";

const GOOD = {
  formType: "Standard",
  credentials: { noticeId: "NWD-10000001", pin: "482913" },
  answers: { claimDetails: { units: 3, attested: true, note: null } },
  records: { DocumentContexts: [{ file: "receipt.pdf", answers: { documentType: "Receipt" } }] },
  expect: { outcome: "submitted", referenceCode: "[A-Z0-9]{10}" }
};

const problemsOf = (input: unknown): readonly string[] => {
  const decoded = decodeClaimFile(input);
  if (Result.isSuccess(decoded)) throw new Error("expected the file to be refused");
  return decoded.failure.map((found) => `at ${found.path}: ${found.problem}`);
};

let folder = "";

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "claim-files-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("decoding a claim file", () => {
  it("takes every expectation kind", () => {
    const expectations = [
      { outcome: "submitted" },
      { outcome: "authorized" },
      { outcome: "refusedAtAuthorize" },
      { outcome: "redirectedByDeadline" },
      { outcome: "fieldErrors", page: "ClaimDetails", errors: [{ model: "claimDetails", field: "purchaseDate", code: "dateBetween" }, { model: "claimTransactions" }] }
    ];
    for (const expectation of expectations) {
      const decoded = decodeClaimFile({ ...GOOD, expect: expectation });
      expect(Result.isSuccess(decoded) ? decoded.success.expect : decoded.failure).toEqual(expectation);
    }
  });

  it("keeps answers in the file's order, with numbers, booleans and null", () => {
    const decoded = decodeClaimFile(GOOD);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.map((found) => found.problem).join("; "));
    expect(Object.entries(decoded.success.answers?.["claimDetails"] ?? {})).toEqual([
      ["units", 3],
      ["attested", true],
      ["note", null]
    ]);
  });

  it("names the path of each problem", () => {
    expect(problemsOf({ ...GOOD, formType: "Standrad" })).toEqual([expect.stringMatching(/^at formType: Expected "Standard" \| "Lookup" \| "Automotive" \| "DocumentsUpload"$/)]);
    expect(problemsOf({ ...GOOD, credentials: { pin: [482913] } })).toEqual([expect.stringMatching(/^at credentials\.pin: /)]);
    expect(problemsOf({ ...GOOD, records: { DocumentContexts: [{ fil: "x.pdf" }] } })).toEqual(["at records.DocumentContexts[0].fil: unknown key (misspelt or misplaced?)"]);
    expect(problemsOf({ ...GOOD, expect: { outcome: "submitted", referenceCode: "[A-Z" } })).toEqual([
      expect.stringMatching(/^at expect\.referenceCode: "\[A-Z" is not a regular expression$/)
    ]);
    expect(problemsOf({ ...GOOD, expect: { outcome: "fieldErrors", page: "ClaimDetails", errors: [] } })).toEqual([
      expect.stringMatching(/^at expect\.errors: name at least one expected error$/)
    ]);
    expect(problemsOf({ ...GOOD, expect: { outcome: "fieldErrors", page: "ClaimDetails" } })).toEqual(["at expect.errors: fieldErrors needs the errors it stops with"]);
    expect(problemsOf({ ...GOOD, expect: { outcome: "refusedAtAuthorize", referenceCode: "X" } })).toEqual([
      "at expect.referenceCode: only submitted takes a referenceCode, not refusedAtAuthorize"
    ]);
    expect(problemsOf({ ...GOOD, expect: { outcome: "refused" } })).toEqual([expect.stringMatching(/^at expect\.outcome: Expected "submitted" \| "authorized" /)]);
  });

  it("says every missing key at once", () => {
    const problems = problemsOf({ answers: {} });
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^at formType: /), expect.stringMatching(/^at credentials: /), expect.stringMatching(/^at expect: /)]));
  });
});

describe("loading claim files", () => {
  it("says a file that is not JSON, with its name", async () => {
    const file = join(folder, "broken.json");
    await writeFile(file, '{ "formType": "Standard", ');
    // Where it stops, as line:column, not a character offset.
    expect(await loadClaimFile(file)).toEqual({ kind: "problem", file, problems: [`${file}:1:27: is not JSON (Expected double-quoted property name)`] });
    await writeFile(file, '{\n  "formType": "Standard"\n  "culture": "es"\n}');
    expect(await loadClaimFile(file)).toEqual({ kind: "problem", file, problems: [`${file}:3:3: is not JSON (Expected ',' or '}' after property value)`] });
    await writeFile(file, "");
    expect(await loadClaimFile(file)).toEqual({ kind: "problem", file, problems: [`${file}: is not JSON (the file is empty)`] });
  });

  it("says a document that is not beside the claim file, with its path in the file", async () => {
    const file = join(folder, "no-document.json");
    await writeFile(file, JSON.stringify(GOOD));
    expect(await loadClaimFile(file)).toEqual({
      kind: "problem",
      file,
      problems: [`${file}:1:${String(JSON.stringify(GOOD).indexOf('"file"') + 1)}: at records.DocumentContexts[0].file: no such document "receipt.pdf" beside the claim file`]
    });
    await writeFile(join(folder, "receipt.pdf"), "%PDF-1.4\n");
    expect(await loadClaimFile(file)).toMatchObject({ kind: "claim", file, folder });
  });

  it("finds the golden files of a folder in name order, and says a path that is not there", async () => {
    const entries = await loadClaimFiles([GOLDEN_CLAIMS, join(folder, "missing")]);
    const claims = entries.filter((entry) => entry.kind === "claim");
    expect(claims.map((entry) => entry.file.slice(GOLDEN_CLAIMS.length + 1))).toEqual([
      "automotive-filed.json",
      "automotive-no-repairs.json",
      "documents-upload-filed.json",
      "documents-upload-not-a-pdf.json",
      "lookup-found.json",
      "standard-field-errors.json",
      "standard-filed.json",
      "standard-paypal-spanish.json",
      "standard-wrong-pin.json"
    ]);
    expect(entries.at(-1)).toEqual({ kind: "problem", file: join(folder, "missing"), problems: ["no such file or folder"] });
  });

  it("covers every form type and every expectation kind with the golden files", async () => {
    const entries = await loadClaimFiles([GOLDEN_CLAIMS, AFTER_DEADLINE_CLAIMS]);
    const claims = entries.flatMap((entry) => (entry.kind === "claim" ? [entry.claim] : []));
    expect(claims).toHaveLength(entries.length);
    expect(new Set(claims.map((claim) => claim.formType))).toEqual(new Set(["Standard", "Lookup", "Automotive", "DocumentsUpload"]));
    expect(new Set(claims.map((claim) => claim.expect.outcome))).toEqual(
      new Set(["submitted", "authorized", "refusedAtAuthorize", "redirectedByDeadline", "fieldErrors"])
    );
  });
});
