// claims lint finds every reference of a case that resolves to nothing (a dependency's field or model, each
// rule parameter that names a field), with its file, JSON path, line and column, and the nearest name there is.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeCopies } from "../../domain/case/case-copy.ts";
import { BROKEN_REFERENCES, caseWithBrokenReferences } from "../../domain/case/broken-references.ts";
import { lintJson, runLint } from "./run-lint.ts";

afterAll(removeCopies);

describe("claims lint on references that resolve to nothing", () => {
  it("reports each one as an error with its place, line and column", async () => {
    const dir = await caseWithBrokenReferences();
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(findings.map((found) => [found.file, found.path])).toEqual(BROKEN_REFERENCES.map((broken) => [broken.file, broken.path]));
    for (const [index, found] of findings.entries()) {
      expect(found.severity).toBe("error");
      expect(found.problem).toContain(`"${BROKEN_REFERENCES[index]!.name}"`);
      expect(found.line).toBeGreaterThan(0);
      expect(found.column).toBeGreaterThan(0);
    }
  });

  it("says what was meant, and why it matters: a field, a model, an option value, a localization key", async () => {
    const dir = await caseWithBrokenReferences();
    const { findings } = await lintJson(dir);
    const problems = findings.map((found) => found.problem);
    expect(problems[12]).toBe(
      'field "mailingSubDivision", validation "requiredIf": "mailingCountyr" is no field of its model (did you mean "mailingCountry"?), so the rule would never apply'
    );
    expect(problems[10]).toBe('field "paypalEmail" depends on "paymentMethod" being "Paypal", which is none of its options (did you mean "PayPal"?) (PayPal, Check)');
    expect(problems[11]).toBe(
      'field "documentDescription", validation "requiredIf": compares "documentType" with "Othr", which is none of its options (did you mean "Other"?) (Receipt, RepairInvoice, Photo, Other), so the rule would never apply'
    );
    expect(problems[13]).toBe('"LocKey_Label_ModelNumber" is missing from content/es.json');
    expect(problems[0]).toBe('field "mailingSubDivision" depends on "mailingCountyr", which is no field of its own model (did you mean "mailingCountry"?)');
    expect(problems[3]).toBe('field "retailerName" depends on "purchaseChannel", which is no field of the "claimantInfo" model');
    expect(problems[6]).toBe(
      'field "repairDate" depends on the "claimTransactions" model, which is no single model of the Standard form; a condition can name: credentials, claimantInfo, claimDetails, signature'
    );
  });

  it("points the text report at the line and column of the name", async () => {
    const dir = await caseWithBrokenReferences();
    const run = await runLint(dir);
    const line = run.stdout.split("\n").find((text) => text.includes("forms/automotive.json"));
    expect(line).toMatch(/^error {3}forms\/automotive\.json:\d+:\d+ \[1\]\.fields\[6\]\.validations\[0\]\.params\.field: /);
    const [, lineNumber, column] = /:(\d+):(\d+) /.exec(line ?? "") ?? [];
    const text = await readFile(join(dir, "forms/automotive.json"), "utf8");
    expect(text.split("\n")[Number(lineNumber) - 1]?.slice(Number(column) - 1)).toMatch(/^"field": "mailingCountyr"/);
  });
});
