// Which roster the server authorizes against, chosen at start: an imported one over members.json; none at
// all refuses to start; a roster imported under another MEMBER_KEY refuses to start too, naming the setting,
// since no member could ever authorize against it.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { composeServer, NO_MEMBERS, ROSTER_UNDER_ANOTHER_KEY } from "../../../server/composition.ts";
import { CaseError } from "../../../domain/case/case-error.ts";
import { readServerSettings, SettingsError } from "../../../server/settings/server-settings.ts";
import { importRosterFromOptions } from "../../../server/start.ts";
import { copyDemo, removeCopies, removeFile } from "../../domain/case/case-copy.ts";
import { STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";

const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  await removeCopies();
});

const env = (memberKey: string, caseDir: string, dataDir: string) => ({ COOKIE_SECRET: "c".repeat(40), MEMBER_KEY: memberKey, LOG_LEVEL: "silent", CASE_DIR: caseDir, DATA_DIR: dataDir });

describe("the roster the server starts with", () => {
  it(
    "is the imported one; without any members the server refuses to start; under another MEMBER_KEY too",
    async () => {
      const caseDir = await copyDemo();
      await removeFile(caseDir, "members.json");
      const dataDir = await mkdtemp(join(tmpdir(), "roster-choice-"));
      folders.push(dataDir);
      const noMembers = await composeServer(readServerSettings(env("m".repeat(40), caseDir, dataDir))).catch((error: unknown) => error);
      expect(noMembers).toBeInstanceOf(CaseError);
      expect((noMembers as CaseError).message).toContain(NO_MEMBERS);

      const csv = join(dataDir, "roster.csv");
      await writeFile(csv, "credentials.noticeId,credentials.pin,prepopulated.firstName,formTypes\nNWR-1,101010,Ann,Standard\n");
      const imported = await importRosterFromOptions(csv, { case: caseDir, mode: "replace", defaultFormTypes: [] }, env("m".repeat(40), caseDir, dataDir));
      expect(imported.outcome).toMatchObject({ kind: "imported", members: 1 });

      const composed = await composeServer(readServerSettings(env("m".repeat(40), caseDir, dataDir)));
      const csrf = await composed.app.inject({ method: "GET", url: "/api/csrf" });
      const token = (csrf.json<{ requestToken: string }>()).requestToken;
      const cookie = csrf.cookies.map((each) => `${each.name}=${each.value}`).join("; ");
      const authorize = await composed.app.inject({
        method: "POST",
        url: "/api/forms/standard/authorize",
        headers: { "x-xsrf-token": token, cookie },
        payload: { credentials: { fields: { noticeId: "nwr-1", pin: "101010" } }, reCaptchaResponse: null }
      });
      expect(authorize.json()).toMatchObject({ authorized: true, prepopulatedData: [{ fields: { firstName: "Ann" } }] });
      await composed.app.close();

      const otherKey = await composeServer(readServerSettings(env("o".repeat(40), caseDir, dataDir))).catch((error: unknown) => error);
      expect(otherKey).toBeInstanceOf(SettingsError);
      expect(otherKey).toMatchObject({ variable: "MEMBER_KEY", message: `MEMBER_KEY: ${ROSTER_UNDER_ANOTHER_KEY}` });
    },
    3 * STORE_START_TIMEOUT_MS
  );
});
