// What one browser-test run shares between the runner and its workers: each server's free port and its own
// database in one private PostgreSQL 15 cluster (a server opens it in a fraction of PGlite's start-up), the
// throw-away data folder, and the captcha-on server's copy of the demo case (captcha on, verified by the
// local siteverify stand-in; the wallet login on, at the wallet stand-in's address). Made once, by the runner.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";
import { startPostgresCluster } from "../../scripts/postgres-cluster.ts";
import { startSiteverify } from "./captcha-stand-in/siteverify.ts";
import { STAND_IN_SITE_KEY } from "./captcha-stand-in/stand-in-keys.ts";
import { WALLET_STAND_IN } from "./wallet-stand-in.ts";
import { freePort } from "../../scripts/free-port.ts";

export interface TestRun {
  /** Each server's port, by its name in playwright.config.ts (which is also its project's name). */
  readonly ports: Readonly<Record<string, number>>;
  /** Each server's database (postgres://...), by its name: the specs read filed claims from it. */
  readonly databaseUrls: Readonly<Record<string, string>>;
  readonly dataRoot: string;
  /** The demo case with a captcha site key and the stand-in's siteverify address. */
  readonly captchaCaseDir: string;
}

/** How the runner hands the run to its worker processes, which load playwright.config.ts again. */
const RUN_VARIABLE = "E2E_TEST_RUN";

const DEMO_CASE = resolve(import.meta.dirname, "../../cases/demo");

/** Attempts per minute and address high enough for every spec, all from 127.0.0.1, in one minute. */
const GENEROUS_RATE_LIMITS = { windowSeconds: 60, authorizePerWindow: 1000, submitPerWindow: 1000 };

/** The demo case, copied, with captcha on for the stand-in's site key and tokens checked at verifyUrl, and the wallet login on. */
const captchaCase = (folder: string, verifyUrl: string): void => {
  cpSync(DEMO_CASE, folder, { recursive: true });
  const siteFile = join(folder, "site.json");
  const site = JSON.parse(readFileSync(siteFile, "utf8")) as Record<string, unknown>;
  site["captcha"] = { provider: "hCaptcha", siteKey: STAND_IN_SITE_KEY, verifyUrl };
  site["rateLimits"] = GENEROUS_RATE_LIMITS;
  site["wallet"] = { clientId: WALLET_STAND_IN.clientId, enabled: true, loginUrl: WALLET_STAND_IN.loginUrl, authCodeExpiration: 10 };
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
};

/** Whether this process is the runner that made the run (false in its workers). */
export const runPrepared = (): boolean => process.env[RUN_VARIABLE] !== undefined;

/**
 * Makes the run, in the runner only: ports, data folder, database and case copy. Everything it starts or
 * writes goes when the runner exits (the servers are stopped before that).
 */
export const prepareTestRun = async (serverNames: readonly string[]): Promise<void> => {
  const dataRoot = mkdtempSync(join(tmpdir(), "claims-e2e-"));
  process.once("exit", () => {
    rmSync(dataRoot, { recursive: true, force: true });
  });
  const ports = await Promise.all(serverNames.map(() => freePort()));
  // Stopped by its own exit handler when the runner exits.
  const cluster = await startPostgresCluster();
  const databaseUrls: string[] = [];
  // One after another: each CREATE DATABASE copies template1.
  for (const name of serverNames) databaseUrls.push(await cluster.createDatabase(`claims_${name.replace(/[^a-z0-9]/g, "_")}`));
  const captchaCaseDir = join(dataRoot, "captcha-on-case");
  captchaCase(captchaCaseDir, await startSiteverify());
  const byName = <T>(values: readonly T[]): Record<string, T> => Object.fromEntries(values.map((value, index) => [serverNames[index] ?? "", value]));
  const run: TestRun = { ports: byName(ports), databaseUrls: byName(databaseUrls), dataRoot, captchaCaseDir };
  process.env[RUN_VARIABLE] = JSON.stringify(run);
};

/** The run the runner made, in the runner and in every worker. */
export const testRun = (): TestRun => {
  const text = process.env[RUN_VARIABLE];
  if (text === undefined) throw new Error(`${RUN_VARIABLE} is not set: the browser tests run through playwright.config.ts`);
  return JSON.parse(text) as TestRun;
};
