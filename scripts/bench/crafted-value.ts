// `npm run bench:crafted`: how long other claimants wait while one submits a crafted value. Starts the
// reference server on the demo case (PGlite in a throw-away folder) unless --api names a running one,
// authorizes a demo member, then five times submits a claim whose confirmEmailAddress is 60,000 characters
// built to make a backtracking e-mail pattern take quadratic time, while GET /api/csrf is timed every 25 ms
// from another claimant. Prints each run's submit time and the csrf latencies (median and max), and the
// median over the runs. Loopback only.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";

const ROOT = resolve(import.meta.dirname, "../..");
const RUNS = 5;
const CSRF_EVERY_MS = 25;
const CRAFTED = `a@${".".repeat(60_000)} `;
const MEMBER = { noticeId: "NWD-10000003", pin: "205647" };

interface Claimant {
  readonly cookies: Map<string, string>;
  token: string;
}

const cookieHeader = (claimant: Claimant): string => [...claimant.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

const keepCookies = (claimant: Claimant, response: Response): void => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    claimant.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
};

const csrf = async (api: string, claimant: Claimant): Promise<void> => {
  const response = await fetch(`${api}/api/csrf`, { headers: { cookie: cookieHeader(claimant) } });
  keepCookies(claimant, response);
  claimant.token = ((await response.json()) as { requestToken: string }).requestToken;
};

const authorize = async (api: string, claimant: Claimant): Promise<void> => {
  const response = await fetch(`${api}/api/forms/standard/authorize`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": claimant.token, cookie: cookieHeader(claimant) },
    body: JSON.stringify({ credentials: { fields: MEMBER }, reCaptchaResponse: null })
  });
  keepCookies(claimant, response);
  if (response.status !== 200) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
};

const craftedSubmit = async (api: string, claimant: Claimant, run: number): Promise<{ readonly status: number; readonly ms: number }> => {
  const form = new FormData();
  const model = (clientId: string, metadataHash: string, fields: object) => JSON.stringify({ clientId, id: null, metadataHash, fields });
  form.append("userPreferredCulture", "en");
  form.append("credentials", model("credentials_BENCH001", "nwd-standard-credentials", MEMBER));
  form.append("claimantInfo", model("claimantInfo_BENCH001", "nwd-standard-claimant", { confirmEmailAddress: CRAFTED }));
  const started = performance.now();
  const response = await fetch(`${api}/api/forms/standard`, {
    method: "POST",
    headers: { "x-xsrf-token": claimant.token, cookie: cookieHeader(claimant), "idempotency-key": `bench-crafted-${Date.now()}-${run}` },
    body: form
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Times GET /api/csrf every CSRF_EVERY_MS until `done` settles; gives each call's milliseconds. */
const timeCsrfUntil = async (api: string, done: Promise<unknown>): Promise<readonly number[]> => {
  const other: Claimant = { cookies: new Map(), token: "" };
  const times: number[] = [];
  const submit = { settled: false };
  void done.finally(() => {
    submit.settled = true;
  });
  while (!submit.settled) {
    const started = performance.now();
    await csrf(api, other);
    times.push(performance.now() - started);
    await new Promise((wake) => setTimeout(wake, CSRF_EVERY_MS));
  }
  return times;
};

const startServer = async (): Promise<{ readonly api: string; readonly stop: () => Promise<void> }> => {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-crafted-"));
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"]
  });
  const api = await new Promise<string>((found, failed) => {
    let seen = "";
    child.stdout.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const url = /listening at (http:\/\/\S+)/.exec(seen)?.[1];
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

const main = async (): Promise<void> => {
  const given = process.argv.indexOf("--api");
  const server = given > 0 ? null : await startServer();
  const api = server?.api ?? process.argv[given + 1] ?? "";
  try {
    const claimant: Claimant = { cookies: new Map(), token: "" };
    await csrf(api, claimant);
    await authorize(api, claimant);
    const medians: number[] = [];
    const maxima: number[] = [];
    process.stdout.write(`GET /api/csrf while a claim with a crafted 60,000-character e-mail is submitted (${api}, every ${CSRF_EVERY_MS} ms)\n`);
    for (let run = 1; run <= RUNS; run += 1) {
      const submit = craftedSubmit(api, claimant, run);
      const [times, answer] = await Promise.all([timeCsrfUntil(api, submit), submit]);
      medians.push(median(times));
      maxima.push(Math.max(...times));
      process.stdout.write(
        `run ${run}: submit answered ${answer.status} in ${answer.ms.toFixed(0)} ms; csrf calls ${times.length}, median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms\n`
      );
    }
    process.stdout.write(`median of ${RUNS} runs: csrf median ${median(medians).toFixed(1)} ms, csrf max ${median(maxima).toFixed(1)} ms\n`);
  } finally {
    await server?.stop();
  }
};

await main();
