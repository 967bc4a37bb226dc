// The browser tests: Debian's Chromium against the reference server, one server per layout theme, one whose
// clock is past the demo's deadlines, and one with captcha on (production, the hCaptcha stand-in), each on its
// own free port with its own PostgreSQL database and throw-away data folder (e2e/support/test-run.ts).
// The site is built once, by the first server's command, when it is missing or older than its sources.
import { join, resolve } from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { STAND_IN_SCRIPT_PATH, STAND_IN_SECRET } from "./e2e/support/captcha-stand-in/stand-in-keys.ts";
import { prepareTestRun, runPrepared, testRun } from "./e2e/support/test-run.ts";
import { CHROMIUM_PATH } from "./scripts/system-programs.ts";

const ROOT = import.meta.dirname;
const TSX = resolve(ROOT, "node_modules", ".bin", "tsx");
const THEMES = ["jnd-7-0-default", "ftc-7-0-default", "jnd-9-0-kontent"] as const;
/** After every deadline in cases/demo/deadlines.json (12/31/2099 11:59:59 PM Pacific). */
const AFTER_THE_DEADLINES = "2100-01-02T00:00:00Z";
const DEADLINE_SERVER = "deadline-passed";
/** Production, with the copy of the demo case that has a captcha site key. */
const CAPTCHA_SERVER = "captcha-on";
/** Signs the captcha-on server's cookies (production requires one); a test value, never a deployment's. */
const TEST_COOKIE_SECRET = "e2e-cookie-secret-not-for-any-deployment-0001";
/** Keys the member hash of the captcha-on server (production requires one); a test value, never a deployment's. */
const TEST_MEMBER_KEY = "e2e-member-key-not-for-any-deployment-00001";
const TEST_DRAFT_KEY = "e2e-draft-key-not-for-any-deployment-000001";

// The runner makes the run; its workers, which load this file again, read it.
if (!runPrepared()) await prepareTestRun([...THEMES, DEADLINE_SERVER, CAPTCHA_SERVER]);
const { ports, databaseUrls, dataRoot, captchaCaseDir } = testRun();

const urlOf = (name: string): string => `http://127.0.0.1:${String(ports[name])}`;

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, readonly unknown[]>[number];

const server = (name: string, env: Readonly<Record<string, string>>, first = false): WebServer => ({
  command: `${first ? `${TSX} scripts/ensure-site.ts && ` : ""}${TSX} server/main.ts`,
  cwd: ROOT,
  url: urlOf(name),
  name,
  env: { PORT: String(ports[name]), HOST: "127.0.0.1", DATA_DIR: join(dataRoot, name), DATABASE_URL: databaseUrls[name] ?? "", ...env },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: "ignore",
  stderr: "pipe"
});

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ]
  }
};

/** The spec that needs the server whose clock is past the deadlines; it runs in its own project. */
const DEADLINE_SPEC = /deadline-passed\.spec\.ts$/;
/** The specs in e2e/captcha-on/ run against the captcha-on server only. */
const CAPTCHA_SPECS = /captcha-on\/.+\.spec\.ts$/;
/** Tests tagged so need one theme only (e2e/support/one-theme.ts): they run on the first theme's server. */
const ONE_THEME_TAG = /@one-theme/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: { ...chromium, screenshot: "only-on-failure" },
  webServer: [
    server(THEMES[0], { THEME: THEMES[0] }, true),
    server(THEMES[1], { THEME: THEMES[1] }),
    server(THEMES[2], { THEME: THEMES[2] }),
    server(DEADLINE_SERVER, { CLAIMS_NOW: AFTER_THE_DEADLINES }),
    server(CAPTCHA_SERVER, {
      NODE_ENV: "production",
      CASE_DIR: captchaCaseDir,
      COOKIE_SECRET: TEST_COOKIE_SECRET,
      MEMBER_KEY: TEST_MEMBER_KEY,
      DRAFT_KEY: TEST_DRAFT_KEY,
      CAPTCHA_SECRET: STAND_IN_SECRET,
      CAPTCHA_SCRIPT_URL: STAND_IN_SCRIPT_PATH
    })
  ],
  projects: [
    ...THEMES.map((theme, index) => ({
      name: theme,
      testIgnore: [DEADLINE_SPEC, CAPTCHA_SPECS],
      ...(index === 0 ? {} : { grepInvert: ONE_THEME_TAG }),
      use: { baseURL: urlOf(theme) }
    })),
    { name: DEADLINE_SERVER, testMatch: DEADLINE_SPEC, use: { baseURL: urlOf(DEADLINE_SERVER) } },
    { name: CAPTCHA_SERVER, testMatch: CAPTCHA_SPECS, use: { baseURL: urlOf(CAPTCHA_SERVER) } }
  ]
});
