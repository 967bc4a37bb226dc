// Every claim file the README and docs/ show is one that files: each JSON example holding a formType is
// written out beside the example documents and replayed against the demo case, checked against its forms
// first, and must meet its own expectation. An example that drifts from the case fails here, not for a reader.
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeCaseReader } from "../../../adapters/files/case-reader.node-fs.ts";
import { runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { loadCase } from "../../../domain/case/load-case.ts";
import { captured, GOLDEN_CLAIMS, ROOT, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

interface DocExample {
  readonly source: string;
  readonly text: string;
}

/** The ```json blocks of a Markdown file that hold a claim file (they name a formType). */
const claimExamplesIn = async (file: string): Promise<readonly DocExample[]> => {
  const markdown = await readFile(join(ROOT, file), "utf8");
  return [...markdown.matchAll(/```json\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? "")
    .filter((text) => text.includes('"formType"'))
    .map((text, index) => ({ source: `${file} example ${String(index + 1)}`, text }));
};

let server: ReplayServer;
let folder = "";
let examples: readonly DocExample[] = [];

beforeAll(async () => {
  server = await startReplayServer();
  folder = await mkdtemp(join(tmpdir(), "claims-doc-examples-"));
  await symlink(join(GOLDEN_CLAIMS, "documents"), join(folder, "documents"));
  const docs = (await readdir(join(ROOT, "docs"))).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`);
  examples = (await Promise.all(["README.md", ...docs].map(claimExamplesIn))).flat();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([server.close(), rm(folder, { recursive: true, force: true })]);
});

describe("the claim files the documentation shows", () => {
  it("are found: docs/claim-files.md shows at least one whole claim file", () => {
    expect(examples.filter((example) => example.source.startsWith("docs/claim-files.md")).length).toBeGreaterThanOrEqual(1);
  });

  it("each parse, fit the demo case's forms and meet their expectation when replayed", async () => {
    const paths = await Promise.all(
      examples.map(async (example, index) => {
        expect(() => JSON.parse(example.text) as unknown, example.source).not.toThrow();
        const path = join(folder, `example-${String(index + 1)}.json`);
        await writeFile(path, example.text);
        return path;
      })
    );
    const forms = (await loadCase(nodeCaseReader(join(ROOT, "cases/demo")))).modelConfig;
    const stdout = captured();
    const code = await runReplayCommand(
      paths,
      { retries: 0, report: "json", captchaToken: "replay-token", api: server.url, forms },
      { fetch: nodeFetch, newSession: replaySession },
      { stdout: stdout.stream, stderr: captured().stream }
    );
    const report = JSON.parse(stdout.text()) as ReplayReport;
    const failures = report.results.filter((result) => !result.passed).map((result) => `${examples[paths.indexOf(result.file)]?.source ?? result.file}: ${result.happened}`);
    expect(failures).toEqual([]);
    expect(report.passed).toBe(examples.length);
    expect(code).toBe(0);
  });
});
