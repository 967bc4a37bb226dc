// The browser tests: Debian's Chromium against the reference server, one server per layout theme and one
// whose clock is past the demo's deadlines, each on its own free port with its own throw-away data folder.
// The site is built once, by the first server's command, when it is missing or older than its sources.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

const ROOT = import.meta.dirname;
const TSX = resolve(ROOT, "node_modules", ".bin", "tsx");
const THEMES = ["jnd-7-0-default", "ftc-7-0-default", "jnd-9-0-kontent"] as const;
/** After every deadline in cases/demo/deadlines.json (12/31/2099 11:59:59 PM Pacific). */
const AFTER_THE_DEADLINES = "2100-01-02T00:00:00Z";
/** How the test runner hands the servers' ports and data folder to its worker processes, which load this file again. */
const PORTS_VARIABLE = "E2E_SERVER_PORTS";
const DATA_VARIABLE = "E2E_DATA_ROOT";

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === "object" && address !== null) done(address.port);
        else fail(new Error("no free port"));
      });
    });
  });

if (process.env[PORTS_VARIABLE] === undefined) {
  const ports = await Promise.all([...THEMES, "deadline"].map(() => freePort()));
  process.env[PORTS_VARIABLE] = ports.join(",");
  const dataRoot = mkdtempSync(join(tmpdir(), "claims-e2e-"));
  process.env[DATA_VARIABLE] = dataRoot;
  // The servers are stopped before the runner exits; their data goes with them.
  process.once("exit", () => {
    rmSync(dataRoot, { recursive: true, force: true });
  });
}
const [defaultPort, ftcPort, kontentPort, deadlinePort] = (process.env[PORTS_VARIABLE] ?? "").split(",").map(Number);
const dataRoot = process.env[DATA_VARIABLE] ?? "";

const urlOf = (port: number | undefined): string => `http://127.0.0.1:${String(port)}`;
const THEME_PORTS = { "jnd-7-0-default": defaultPort, "ftc-7-0-default": ftcPort, "jnd-9-0-kontent": kontentPort } as const;

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, readonly unknown[]>[number];

const server = (name: string, port: number | undefined, env: Readonly<Record<string, string>>, first = false): WebServer => ({
  command: `${first ? `${TSX} scripts/ensure-site.ts && ` : ""}${TSX} server/main.ts`,
  cwd: ROOT,
  url: urlOf(port),
  name,
  env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(dataRoot, name), ...env },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: "ignore",
  stderr: "pipe"
});

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
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
    server(THEMES[0], THEME_PORTS[THEMES[0]], { THEME: THEMES[0] }, true),
    server(THEMES[1], THEME_PORTS[THEMES[1]], { THEME: THEMES[1] }),
    server(THEMES[2], THEME_PORTS[THEMES[2]], { THEME: THEMES[2] }),
    server("deadline-passed", deadlinePort, { CLAIMS_NOW: AFTER_THE_DEADLINES })
  ],
  projects: [
    ...THEMES.map((theme) => ({ name: theme, testIgnore: DEADLINE_SPEC, use: { baseURL: urlOf(THEME_PORTS[theme]) } })),
    { name: "deadline-passed", testMatch: DEADLINE_SPEC, use: { baseURL: urlOf(deadlinePort) } }
  ]
});
