import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeCaseReader } from "../../../adapters/files/case-reader.node-fs.ts";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "case-reader-"));
  await mkdir(join(dir, "forms", "nested"), { recursive: true });
  await writeFile(join(dir, "site.json"), '{ "caseName": "Ñandú" }');
  await writeFile(join(dir, "forms", "standard.json"), "[]");
  await writeFile(join(dir, "forms", "lookup.json"), "[]");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("nodeCaseReader", () => {
  it("names the root by its absolute path, and knows whether it is a directory", async () => {
    const reader = nodeCaseReader(relative(process.cwd(), dir));
    expect(reader.root).toBe(dir);
    expect(await reader.rootIsDirectory()).toBe(true);
    expect(await nodeCaseReader(join(dir, "site.json")).rootIsDirectory()).toBe(false);
    expect(await nodeCaseReader(join(dir, "absent")).rootIsDirectory()).toBe(false);
  });

  it("reads a file as UTF-8 text, and says when it is missing or a directory instead of throwing", async () => {
    const reader = nodeCaseReader(dir);
    expect(await reader.readText("site.json")).toEqual({ kind: "text", text: '{ "caseName": "Ñandú" }' });
    expect(await reader.readText("members.json")).toEqual({ kind: "missing" });
    expect(await reader.readText("forms")).toEqual({ kind: "directory" });
  });

  it("lists only the regular files of a sub-folder, none for an absent one, and tells files from folders", async () => {
    const reader = nodeCaseReader(dir);
    expect([...(await reader.filesIn("forms"))].sort()).toEqual(["lookup.json", "standard.json"]);
    expect(await reader.filesIn("content")).toEqual([]);
    expect(await reader.fileExists("forms/standard.json")).toBe(true);
    expect(await reader.fileExists("forms/nested")).toBe(false);
    expect(await reader.fileExists("forms/automotive.json")).toBe(false);
  });
});
