// The lists of settings the operator reads are the settings the server reads: every environment variable
// readServerSettings looks at (the object store's included) is named in the README's list and in
// docs/deployment.md's table of environment variables, and neither names one the server does not read.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { readServerSettings } from "../../server/settings/server-settings.ts";

/** Every variable readServerSettings reads, recorded as it asks for them, with an object store set so its variables are read too. */
const variablesRead = (): ReadonlySet<string> => {
  const read = new Set<string>();
  const env = new Proxy<Record<string, string | undefined>>(
    { DOCUMENTS_URL: "s3://claims-documents" },
    {
      get: (target, name) => {
        if (typeof name === "string") read.add(name);
        return typeof name === "string" ? target[name] : undefined;
      }
    }
  );
  readServerSettings(env);
  return read;
};

const SETTING = /`([A-Z][A-Z0-9_]+)`/g;

describe("the lists of settings", () => {
  it("the README names every variable the server reads, and no other", async () => {
    const readme = await readFile("README.md", "utf8");
    const start = readme.indexOf("Deployment settings come from the case directory");
    const paragraph = readme.slice(start, readme.indexOf("\n\n", start));
    expect(start).toBeGreaterThan(0);
    const named = new Set([...paragraph.matchAll(SETTING)].map((match) => match[1]));
    expect([...named].sort()).toEqual([...variablesRead()].sort());
  });

  it("docs/deployment.md's table names every variable the server reads, and no other", async () => {
    const doc = await readFile("docs/deployment.md", "utf8");
    const table = doc.slice(doc.indexOf("## Environment variables"));
    const rows = table.split("\n").filter((line) => line.startsWith("| `"));
    const named = new Set(rows.flatMap((row) => [...(row.split(" | ")[0] ?? "").matchAll(SETTING)].map((match) => match[1])));
    expect([...named].sort()).toEqual([...variablesRead()].sort());
  });
});
