import { afterAll, describe, expect, it } from "vitest";
import { DEMO_DIR, copyDemo, editJson, removeCopies } from "../../domain/case/case-copy.ts";
import { lintJson, runLint } from "./run-lint.ts";

afterAll(removeCopies);

describe("claims lint on the demo case", () => {
  it("finds nothing and exits 0", async () => {
    const run = await runLint(DEMO_DIR);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`0 errors, 0 warnings in ${DEMO_DIR}\n`);
  });

  it("names the case directory as it was typed, not as a path of this machine", async () => {
    const run = await runLint("cases/demo");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("0 errors, 0 warnings in cases/demo\n");
  });

  it("prints only an empty JSON array with --format json", async () => {
    expect(await lintJson(DEMO_DIR)).toEqual({ code: 0, findings: [] });
  });
});

describe("claims lint output", () => {
  it("groups the lines by file, each naming the path and the problem, and closes with the counts", async () => {
    const dir = await copyDemo();
    await editJson<Record<string, unknown>>(dir, "site.json", (site) => {
      site["optionalPages"] = ["supporting-documents"];
    });
    await editJson<{ fields: Record<string, unknown>[] }[]>(dir, "forms/standard.json", (items) => {
      items[1]!.fields[1]!["maskName"] = "ZIPPY";
    });
    await editJson<{ key: string; value: string }[]>(dir, "content/es.json", (items) => {
      items[0]!.value = "<p>Caso</p>";
    });
    const run = await runLint(dir);
    expect(run.code).toBe(1);
    expect(run.stdout.trimEnd().split("\n\n").map((group) => group.split("\n"))).toEqual([
      [
        'error   forms/standard.json:141:9 [1].fields[1].maskName: Unknown input mask type "ZIPPY".',
        expect.stringMatching(/^warning forms\/standard\.json:984:7 \[3\]\.metadata\.page: the Standard form passes page "paymentElection"/)
      ],
      ['error   content/es.json:4:5 [0].value: "LocKey_Header_CaseNumber": Localization values must not contain p html tags.'],
      [`2 errors, 1 warning in ${dir}`]
    ]);
  });

  it("prints a JSON array of severity, file, path, line and column, and problem, and nothing else, with --format json", async () => {
    const dir = await copyDemo();
    await editJson<Record<string, unknown>>(dir, "site.json", (site) => {
      site["theme"] = "dark";
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(findings).toHaveLength(1);
    expect(Object.keys(findings[0]!)).toEqual(["severity", "file", "path", "line", "column", "problem"]);
    expect(findings[0]).toMatchObject({ severity: "error", file: "site.json", path: "theme", line: 5, column: 3 });
  });

  it("says in one line that a case directory does not exist, and exits 2 without a report", async () => {
    const run = await runLint("/no/such/case");
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe("claims lint: the case directory /no/such/case does not exist or is not a directory\n");
  });

  it("refuses a --now that is not a date-time, in one line", async () => {
    const run = await runLint(DEMO_DIR, "--now", "tomorrow");
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trimEnd().split("\n")).toEqual(['claims lint: --now "tomorrow" is not an ISO 8601 date-time, like 2026-11-21T20:00:00Z']);
  });
});
