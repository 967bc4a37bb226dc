// A real reference server for the command-line tests: server/start.ts on a free loopback port, PGlite in a
// temporary data folder, a copy of the demo case whose rate limits and claims per member a test run cannot
// reach (the golden files are replayed more than once on one server), and a one-line
// site page (the appsettings are written into it as into the built site). Optionally a fixed server clock.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Writable } from "node:stream";
import { DEFAULT_SETTINGS } from "../../../server/settings/server-settings.ts";
import { startServer } from "../../../server/start.ts";

export const ROOT = resolve(import.meta.dirname, "../../..");
export const GOLDEN_CLAIMS = join(ROOT, "examples/claims");
export const AFTER_DEADLINE_CLAIMS = join(ROOT, "examples/claims-after-deadline");
/** Claim files that stop after a page and come back on another device (save and return). */
export const RESUMED_CLAIMS = join(ROOT, "examples/claims-resumed");

/** PGlite takes seconds to start on a busy machine. */
export const SERVER_START_TIMEOUT_MS = 60_000;

export interface ReplayServer {
  readonly url: string;
  readonly folder: string;
  /** Stops the server and keeps its folder, for a test to read the store it leaves. */
  readonly stop: () => Promise<void>;
  /** Stops the server (unless stopped) and removes its folder. */
  readonly close: () => Promise<void>;
}

const SITE_PAGE = '<!doctype html>\n<html lang="en"><head><title>claims</title></head><body><div id="root"></div></body></html>\n';

export interface RateLimits {
  readonly windowSeconds: number;
  readonly authorizePerWindow: number;
  readonly submitPerWindow: number;
}

export interface ReplayServerOptions {
  readonly now?: Date;
  /** The case's own, for a test of what a deployment's limits do; none a test run can reach by default. */
  readonly rateLimits?: RateLimits;
  /** A PostgreSQL database instead of PGlite in the folder. */
  readonly databaseUrl?: string;
  /** Work on the case and the data folder before the server opens it (what an administrator does before go-live). */
  readonly prepare?: (folders: { readonly caseDir: string; readonly dataDir: string }) => Promise<void>;
}

export const startReplayServer = async (options: ReplayServerOptions = {}): Promise<ReplayServer> => {
  const folder = await mkdtemp(join(tmpdir(), "claims-replay-"));
  const caseDir = join(folder, "case");
  await cp(join(ROOT, "cases/demo"), caseDir, { recursive: true });
  const sitePath = join(caseDir, "site.json");
  const site = JSON.parse(await readFile(sitePath, "utf8")) as Record<string, unknown>;
  site["rateLimits"] = options.rateLimits ?? { windowSeconds: 60, authorizePerWindow: 100_000, submitPerWindow: 100_000 };
  site["claimsPerMember"] = { Standard: 1000, Automotive: 1000, DocumentsUpload: 1000 };
  await writeFile(sitePath, JSON.stringify(site));
  const siteDir = join(folder, "site");
  await mkdir(siteDir, { recursive: true });
  await writeFile(join(siteDir, "index.html"), SITE_PAGE);
  await options.prepare?.({ caseDir, dataDir: join(folder, "data") });
  const server = await startServer({
    ...DEFAULT_SETTINGS,
    logLevel: "silent",
    port: 0,
    host: "127.0.0.1",
    caseDir,
    dataDir: join(folder, "data"),
    siteDir,
    now: options.now ?? null,
    databaseUrl: options.databaseUrl ?? null
  });
  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => (stopped ??= server.close());
  return {
    url: server.url,
    folder,
    stop,
    close: async () => {
      await stop();
      await rm(folder, { recursive: true, force: true });
    }
  };
};

export interface Captured {
  readonly stream: Writable & { readonly isTTY?: boolean };
  readonly text: () => string;
}

/** A stream that keeps what is written, as a pipe would (not a terminal). */
export const captured = (): Captured => {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(String(chunk));
      done();
    }
  });
  return { stream, text: () => chunks.join("") };
};
