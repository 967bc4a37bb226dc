// The server refuses to start on a case whose references resolve to nothing, with the very problems (place,
// line, column and words) claims lint reports for it: one checker serves both.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CaseError } from "../../../domain/case/case-error.ts";
import { composeServer } from "../../../server/composition.ts";
import { readServerSettings } from "../../../server/settings/server-settings.ts";
import { lintJson } from "../../cli/lint/run-lint.ts";
import { removeCopies } from "../../domain/case/case-copy.ts";
import { BROKEN_REFERENCES, caseWithBrokenReferences } from "../../domain/case/broken-references.ts";

const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  await removeCopies();
});

describe("the server on a case with references that resolve to nothing", () => {
  it("refuses to start, naming each with the same place and words as claims lint", async () => {
    const caseDir = await caseWithBrokenReferences();
    const dataDir = await mkdtemp(join(tmpdir(), "case-references-"));
    folders.push(dataDir);
    const env = { COOKIE_SECRET: "c".repeat(40), MEMBER_KEY: "m".repeat(40), LOG_LEVEL: "silent", CASE_DIR: caseDir, DATA_DIR: dataDir };
    const refused = await composeServer(readServerSettings(env)).then(
      () => null,
      (error: unknown) => error
    );
    expect(refused).toBeInstanceOf(CaseError);
    const problems = (refused as CaseError).problems;
    expect(problems.map((found) => [found.file, found.path])).toEqual(BROKEN_REFERENCES.map((broken) => [broken.file, broken.path]));

    const { findings } = await lintJson(caseDir);
    expect(problems).toEqual(findings.map(({ severity: _severity, ...place }) => place));
    // The message a person reads at start names the file, line and column first.
    const first = problems[0]!;
    expect((refused as CaseError).message).toContain(
      `${first.file}:${String(first.line)}:${String(first.column)} at ${first.path}: ${first.problem}`
    );
  });
});
