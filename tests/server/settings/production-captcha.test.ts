// Production with no captcha site key: the server refuses to start, naming the setting, unless the case says
// captcha is off on purpose; development runs keyless as before.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { composeServer, type ComposedServer, NO_CAPTCHA_IN_PRODUCTION } from "../../../server/composition.ts";
import { readServerSettings, SettingsError } from "../../../server/settings/server-settings.ts";
import { copyDemo, DEMO_DIR, editJson, removeCopies } from "../../domain/case/case-copy.ts";
import { STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";

const SECRETS = { COOKIE_SECRET: "c".repeat(40), MEMBER_KEY: "m".repeat(40), DRAFT_KEY: "d".repeat(40), LOG_LEVEL: "silent" };

let composed: ComposedServer | null = null;
const folders: string[] = [];

afterEach(async () => {
  await composed?.app.close();
  composed = null;
});

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  await removeCopies();
});

const compose = async (caseDir: string, nodeEnv: string): Promise<ComposedServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), "production-captcha-"));
  folders.push(dataDir);
  composed = await composeServer(readServerSettings({ ...SECRETS, NODE_ENV: nodeEnv, CASE_DIR: caseDir, DATA_DIR: dataDir }));
  return composed;
};

describe("captcha in production", () => {
  it("refuses to start keyless, naming the setting and the way to run without captcha on purpose", async () => {
    const refused = await compose(DEMO_DIR, "production").then(
      () => null,
      (error: unknown) => error
    );
    expect(refused).toBeInstanceOf(SettingsError);
    expect(refused).toMatchObject({ variable: "captcha.siteKey", message: `captcha.siteKey: ${NO_CAPTCHA_IN_PRODUCTION}` });
  });

  it("starts keyless when the case says captcha is off on purpose, and in development", async () => {
    const dir = await copyDemo();
    await editJson(dir, "site.json", (site: { captcha: Record<string, unknown> }) => {
      site.captcha["disabledOnPurpose"] = true;
    });
    const onPurpose = await compose(dir, "production");
    expect((await onPurpose.app.inject({ method: "GET", url: "/api/captcha" })).statusCode).toBe(200);
    await onPurpose.app.close();
    composed = null;
    const development = await compose(DEMO_DIR, "development");
    expect((await development.app.inject({ method: "GET", url: "/api/csrf" })).statusCode).toBe(200);
  }, 2 * STORE_START_TIMEOUT_MS);
});
