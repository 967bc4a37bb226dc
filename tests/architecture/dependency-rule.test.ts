// The architecture check itself is tested: the project's dependency-cruiser configuration, run on a
// small tree, must refuse each forbidden import (type-only ones included) and accept the allowed ones.
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");
const DEPCRUISE = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

let tree: string;

const write = async (path: string, text: string) => {
  await mkdir(dirname(join(tree, path)), { recursive: true });
  await writeFile(join(tree, path), text);
};

/** Runs the real configuration over the given folders of the scratch tree. */
const check = async (...folders: string[]): Promise<{ ok: boolean; output: string }> => {
  try {
    const { stdout } = await run(process.execPath, [DEPCRUISE, "--config", ".dependency-cruiser.cjs", ...folders], { cwd: tree });
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
};

beforeAll(async () => {
  tree = await mkdtemp(join(tmpdir(), "arch-check-"));
  await copyFile(join(ROOT, ".dependency-cruiser.cjs"), join(tree, ".dependency-cruiser.cjs"));
  await copyFile(join(ROOT, "tsconfig.base.json"), join(tree, "tsconfig.base.json"));
  await writeFile(join(tree, "package.json"), JSON.stringify({ type: "module" }));
  await symlink(join(ROOT, "node_modules"), join(tree, "node_modules"), "dir");
  await write("domain/ok.ts", 'import { Schema } from "effect";\nexport const Name = Schema.String;\n');
  await write("application/use-case.ts", 'import { Name } from "../domain/ok.ts";\nexport const name = Name;\n');
  await write("web/page.ts", 'export const page = "page";\n');
  await write("adapters/http/claims-api.http.ts", 'import { name } from "../../application/use-case.ts";\nexport const api = name;\n');
  await write("web/composition.ts", 'import { api } from "../adapters/http/claims-api.http.ts";\nexport const root = api;\n');
}, 30_000);

afterAll(async () => {
  await rm(tree, { recursive: true, force: true });
});

describe("the architecture check", () => {
  it("accepts imports that follow the rule", async () => {
    const result = await check("domain", "application", "adapters", "web");
    expect(result.output).not.toContain("error");
    expect(result.ok).toBe(true);
  }, 30_000);

  it.each([
    ["domain importing react", "domain/bad.ts", 'import { useState } from "react";\nexport const s = useState;\n', "domain-packages"],
    ["domain importing node:fs", "domain/bad.ts", 'import { readFile } from "node:fs";\nexport const r = readFile;\n', "domain-packages"],
    ["domain importing application", "domain/bad.ts", 'import { name } from "../application/use-case.ts";\nexport const n = name;\n', "domain-imports-only-domain"],
    ["domain importing a web type only", "domain/bad.ts", 'import type { page } from "../web/page.ts";\nexport type P = typeof page;\n', "domain-imports-only-domain"],
    ["application importing an adapter", "application/bad.ts", 'import { api } from "../adapters/http/claims-api.http.ts";\nexport const a = api;\n', "application-imports-domain-and-application"],
    ["application importing node:path", "application/bad.ts", 'import { join } from "node:path";\nexport const j = join;\n', "application-packages"],
    ["web importing an adapter outside its composition root", "web/bad.ts", 'import { api } from "../adapters/http/claims-api.http.ts";\nexport const a = api;\n', "only-composition-roots-import-adapters"]
  ])("refuses %s", async (_name, path, text, rule) => {
    await write(path, text);
    try {
      const result = await check(path.split("/")[0] ?? "domain");
      expect(result.ok).toBe(false);
      expect(result.output).toContain(rule);
      expect(result.output).toContain(path);
    } finally {
      await rm(join(tree, path));
    }
  }, 30_000);
});
