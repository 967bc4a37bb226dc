// `claims drafts purge --case DIR` on a real PGlite data folder, as server/start.ts runs it: drafts whose
// form's deadline and retention have passed (the demo's deadlines are in 2099, so the clock is set past them
// with CLAIMS_NOW) are deleted and counted per form; before then nothing goes; a case that does not load is
// exit 2 with the reason.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftsCommand } from "../../../cli/commands/drafts.command.ts";
import { purgeDraftsFromOptions } from "../../../server/start.ts";
import { openPgliteClaimStore } from "../../../server/store/claim-store.pglite.ts";
import { STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "drafts-purge-"));
  const store = await openPgliteClaimStore(dataDir);
  await store.migrate();
  for (const key of ["a", "b"]) await store.drafts.write("Standard", key.repeat(43), 0, new Uint8Array([1]), new Date(), 1);
  await store.drafts.write("DocumentsUpload", "c".repeat(43), 0, new Uint8Array([1]), new Date(), 1);
  await store.close();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const sink = () => {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    }
  });
  return { stream, text: () => text };
};

const purge = async (now: string, caseDir = "cases/demo") => {
  const stdout = sink();
  const stderr = sink();
  let code = -1;
  const command = draftsCommand({ purge: (options) => purgeDraftsFromOptions(options, { CLAIMS_NOW: now, LOG_LEVEL: "silent" }) }, { stdout: stdout.stream, stderr: stderr.stream }, (exitCode) => {
    code = exitCode;
  });
  await command.parseAsync(["purge", "--case", caseDir, "--data", dataDir], { from: "user" });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

describe("claims drafts purge", () => {
  it(
    "keeps every draft before the deadlines and retention have passed, then deletes them and says how many",
    async () => {
      const early = await purge("2099-12-01T00:00:00Z");
      expect(early).toMatchObject({ code: 0, stderr: "" });
      expect(early.stdout).toBe(`claims drafts purge: 0 drafts deleted from PGlite in ${dataDir} (Standard 0, Lookup 0, Automotive 0, DocumentsUpload 0); 3 kept.\n`);
      const late = await purge("2100-03-01T00:00:00Z");
      expect(late).toMatchObject({ code: 0, stderr: "" });
      expect(late.stdout).toBe(`claims drafts purge: 3 drafts deleted from PGlite in ${dataDir} (Standard 2, Lookup 0, Automotive 0, DocumentsUpload 1); 0 kept.\n`);
    },
    STORE_START_TIMEOUT_MS
  );

  it("is exit 2 naming the problem when the case does not load", async () => {
    const ran = await purge("2100-03-01T00:00:00Z", join(dataDir, "no-such-case"));
    expect(ran.code).toBe(2);
    expect(ran.stderr).toMatch(/^claims drafts purge: /);
    expect(ran.stdout).toBe("");
  });
});
