// What the load benches share: a claimant's cookies and CSRF token over plain fetch, authorizing a demo
// member, the reference server started on the demo case (PGlite in a throw-away folder), the time of
// GET /api/csrf polled while something else runs, and medians and percentiles. Loopback only.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";

export const ROOT = resolve(import.meta.dirname, "../..");

export interface Claimant {
  readonly cookies: Map<string, string>;
  token: string;
}

export const newClaimant = (): Claimant => ({ cookies: new Map(), token: "" });

export const cookieHeader = (claimant: Claimant): string => [...claimant.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

export const keepCookies = (claimant: Claimant, response: Response): void => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    claimant.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
};

export const csrf = async (api: string, claimant: Claimant): Promise<void> => {
  const response = await fetch(`${api}/api/csrf`, { headers: { cookie: cookieHeader(claimant) } });
  keepCookies(claimant, response);
  claimant.token = ((await response.json()) as { requestToken: string }).requestToken;
};

export const authorize = async (api: string, claimant: Claimant, segment: string, member: { readonly noticeId: string; readonly pin: string }): Promise<void> => {
  const response = await fetch(`${api}/api/forms/${segment}/authorize`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": claimant.token, cookie: cookieHeader(claimant) },
    body: JSON.stringify({ credentials: { fields: member }, reCaptchaResponse: null })
  });
  keepCookies(claimant, response);
  if (response.status !== 200) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
};

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The nearest-rank percentile. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? Number.NaN;
};

/** Times GET /api/csrf from another claimant every `everyMs` until `done` settles; gives each call's milliseconds. */
export const timeCsrfUntil = async (api: string, done: Promise<unknown>, everyMs: number): Promise<readonly number[]> => {
  const other = newClaimant();
  const times: number[] = [];
  const submit = { settled: false };
  void done.finally(() => {
    submit.settled = true;
  });
  while (!submit.settled) {
    const started = performance.now();
    await csrf(api, other);
    times.push(performance.now() - started);
    await new Promise((wake) => setTimeout(wake, everyMs));
  }
  return times;
};

export interface BenchServer {
  readonly api: string;
  readonly stop: () => Promise<void>;
}

/** The reference server on the demo case, PGlite in a throw-away folder, with the security log off. */
export const startBenchServer = async (prefix: string, env: Readonly<Record<string, string>> = {}): Promise<BenchServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "inherit"]
  });
  const api = await new Promise<string>((found, failed) => {
    let seen = "";
    child.stdout.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const url = /listening at (http:\/\/[^\s"]+)/.exec(seen)?.[1];
      if (url !== undefined) found(url);
    });
    child.once("exit", (code) => {
      failed(new Error(`the server exited (${String(code)}) before listening: ${seen}`));
    });
  });
  return {
    api,
    stop: async () => {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
};

/** The server named by --api, or one started for the bench. */
export const benchServer = async (prefix: string): Promise<BenchServer> => {
  const given = process.argv.indexOf("--api");
  const api = given > 0 ? process.argv[given + 1] : undefined;
  return api === undefined ? startBenchServer(prefix) : { api, stop: () => Promise.resolve() };
};
