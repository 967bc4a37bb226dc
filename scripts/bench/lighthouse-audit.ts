// Lighthouse's mobile audit of one page, for npm run bench:site: the performance score (0 to 100), LCP, TBT
// and CLS, with Lighthouse's own mobile preset (simulated slow 4G, CPU slowed 4 times) on Debian's Chromium.
// Lighthouse is 185 MB and needs nothing of the site, so it lives in a package of its own
// (scripts/bench/lighthouse/), installed from its lock file the first time the bench runs.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM_PATH } from "../system-programs.ts";

const PACKAGE = join(import.meta.dirname, "lighthouse");

export interface Audit {
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

interface LighthouseResult {
  readonly lhr: {
    /** A run Lighthouse could not measure (its trace lacked the navigation, say): no figures. */
    readonly runtimeError?: { readonly code: string; readonly message: string };
    readonly categories: { readonly performance: { readonly score: number | null } };
    readonly audits: Readonly<Record<string, { readonly numericValue?: number }>>;
  };
}

type Lighthouse = (url: string, flags: Readonly<Record<string, unknown>>) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  readonly port: number;
  readonly kill: () => Promise<void> | void;
}
type LaunchChrome = (options: Readonly<Record<string, unknown>>) => Promise<LaunchedChrome>;

/** Installs the Lighthouse package from its lock file when it is not there yet. */
const ensureInstalled = (): void => {
  if (existsSync(join(PACKAGE, "node_modules", "lighthouse"))) return;
  process.stderr.write("installing Lighthouse for the bench (scripts/bench/lighthouse, once)...\n");
  const installed = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: PACKAGE, stdio: "inherit" });
  if (installed.status !== 0) throw new Error("Lighthouse could not be installed (npm ci in scripts/bench/lighthouse).");
};

const load = async (): Promise<{ readonly lighthouse: Lighthouse; readonly launch: LaunchChrome }> => {
  ensureInstalled();
  const lighthouseModule = (await import(pathToFileURL(join(PACKAGE, "node_modules", "lighthouse", "core", "index.js")).href)) as { readonly default: Lighthouse };
  const launcher = (await import(pathToFileURL(join(PACKAGE, "node_modules", "chrome-launcher", "dist", "index.js")).href)) as { readonly launch: LaunchChrome };
  return { lighthouse: lighthouseModule.default, launch: launcher.launch };
};

/**
 * Tries a run again when Lighthouse could not measure it: its trace now and then lacks what it needs
 * (NO_NAVSTART, NO_FCP) on a page that loaded well. A page that fails every time fails the bench.
 */
const ATTEMPTS = 3;

export const auditPage = async (url: string): Promise<Audit> => {
  const failures: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const audit = await auditOnce(url);
    if (typeof audit !== "string") return audit;
    failures.push(audit);
  }
  throw new Error(`Lighthouse could not measure ${url}: ${failures.join("; ")}`);
};

/** One run's figures, or what kept Lighthouse from measuring it. */
const auditOnce = async (url: string): Promise<Audit | string> => {
  const { lighthouse, launch } = await load();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError !== undefined) return `${runtimeError.code} (${runtimeError.message})`;
    const value = (audit: string): number => result.lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((result.lhr.categories.performance.score ?? Number.NaN) * 100),
      lcpMs: value("largest-contentful-paint"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift")
    };
  } finally {
    await chrome.kill();
  }
};
