// `npm run fuzz [-- --seed N --requests N]`: at least 10,000 malformed requests over every route a claimant's
// flow uses, each a valid request of that flow with one mutation (mutations.ts), against the server as
// `npm start` runs it (the demo case on PGlite; its rate limits raised, so the requests reach past them).
// The valid requests are those `claims replay` makes filing the example claims, recorded as sent. Every
// thousand requests a claimant with a fresh member files a DocumentsUpload claim, which must be filed. Prints
// the answers by route and status, the slowest, and exits 1 on any 5xx, answer slower than SLOW_MS or lost claim.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { nodeFetch, replaySession } from "../../cli/composition.ts";
import type { FetchFunction } from "../../cli/replay/call-latency.ts";
import { runReplay } from "../../cli/replay/run-replay.ts";
import { DEFAULT_SETTINGS } from "../../server/settings/server-settings.ts";
import { startServer } from "../../server/start.ts";
import { mutate, seededRandom } from "./mutations.ts";
import { exchange, type RawRequest, requestBytes } from "./raw-request.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const EXAMPLES = join(ROOT, "examples/claims");
/** An answer slower than this is a finding: no malformed request may hold the server. */
const SLOW_MS = 2_000;
const TIMEOUT_MS = 10_000;
const VALID_CLAIM_EVERY = 1_000;

const { values } = parseArgs({ options: { seed: { type: "string", default: "20261126" }, requests: { type: "string", default: "10000" } } });
const seed = Number(values.seed);
const total = Number(values.requests);

if (spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-site.ts"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);

const work = mkdtempSync(join(tmpdir(), "claims-fuzz-"));
const caseDir = join(work, "case");
cpSync(join(ROOT, "cases/demo"), caseDir, { recursive: true });
const site = JSON.parse(readFileSync(join(caseDir, "site.json"), "utf8")) as Record<string, unknown>;
site["rateLimits"] = { windowSeconds: 60, authorizePerWindow: 1_000_000, submitPerWindow: 1_000_000 };
writeFileSync(join(caseDir, "site.json"), JSON.stringify(site, null, 2));

const server = await startServer({ ...DEFAULT_SETTINGS, port: 0, host: "127.0.0.1", dataDir: join(work, "data"), caseDir, siteDir: join(ROOT, "dist"), cookieSecret: "f".repeat(40), logLevel: "silent" });
const { host } = new URL(server.url);
const port = Number(new URL(server.url).port);

/** The route a request is counted under: its path, without its query. */
const routeOf = (target: string): string => target.split("?")[0] ?? target;

const replayOptions = (paths: readonly string[]) => ({
  paths,
  api: server.url,
  concurrency: 1,
  measure: false,
  retries: 0,
  retryDelayMs: 250,
  captchaToken: "fuzz"
});

/** The requests a claimant's flow sends, recorded as the replay sends them (cookies and tokens included). */
const recordFlows = async (): Promise<readonly RawRequest[]> => {
  const recorded: RawRequest[] = [];
  const recording: FetchFunction = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(input);
    const body = init.body === undefined || init.body === null ? new Uint8Array() : new Uint8Array(await request.clone().arrayBuffer());
    recorded.push({ method: request.method, target: `${url.pathname}${url.search}`, headers: [...request.headers], body, contentLength: null });
    return nodeFetch(input, { ...init, body: body.length === 0 ? null : body, headers: request.headers });
  };
  const report = await runReplay(replayOptions([EXAMPLES]), { fetch: recording, newSession: replaySession });
  if (report.failed > 0) throw new Error(`the example claims did not all meet their expectation before fuzzing: ${JSON.stringify(report.results.filter((result) => !result.passed))}`);
  // The site's page addresses too: a claimant's browser asks for them.
  for (const target of ["/", "/standard/claimant-info?culture=es", "/assets/none.js", "/documents-upload"]) recorded.push({ method: "GET", target, headers: [["accept", "text/html"]], body: new Uint8Array(), contentLength: null });
  // The calls the site makes that a headless replay does not, with a signed-in Standard claimant's cookies and token.
  const signedIn = recorded.findLast((request) => request.method === "POST" && request.target.startsWith("/api/forms/standard"));
  if (signedIn === undefined) throw new Error("the examples made no Standard request to take a claimant's cookies from");
  const headers = signedIn.headers.filter(([name]) => ["cookie", "x-xsrf-token"].includes(name.toLowerCase()));
  const json = (target: string, body: unknown): RawRequest => ({ method: "POST", target, headers: [...headers, ["content-type", "application/json"]], body: new TextEncoder().encode(JSON.stringify(body)), contentLength: null });
  recorded.push(json("/api/telemetry/tracking", { formType: "Standard", fieldKey: "FirstName", fieldValue: "Maria" }), json("/api/session-timeout", {}));
  for (const target of ["/api/culture/set-language?culture=es", "/api/session", "/api/characters-whitelist"]) recorded.push({ method: "GET", target, headers, body: new Uint8Array(), contentLength: null });
  return recorded;
};

/** DocumentsUpload members none of the examples uses, from the end of the demo's list. */
const freshMembers = (): (readonly [string, string])[] => {
  const list = JSON.parse(readFileSync(join(caseDir, "members.json"), "utf8")) as { readonly formTypes: readonly string[]; readonly members: readonly { readonly credentials: readonly [string, string]; readonly formTypes?: readonly string[] }[] };
  return list.members.filter((member) => (member.formTypes ?? list.formTypes).includes("DocumentsUpload")).map((member) => member.credentials).reverse();
};

const claimsDir = join(work, "valid-claims");
cpSync(join(EXAMPLES, "documents"), join(claimsDir, "documents"), { recursive: true });
const members = freshMembers();
let validFiled = 0;
let validTried = 0;

/** A claimant files a DocumentsUpload claim as the site would; it must be filed. */
const fileValidClaim = async (): Promise<void> => {
  const [noticeId, pin] = members[validTried] ?? ["", ""];
  validTried += 1;
  const path = join(claimsDir, `valid-${String(validTried)}.json`);
  writeFileSync(
    path,
    JSON.stringify({
      name: `valid claim ${String(validTried)} among the malformed`,
      formType: "DocumentsUpload",
      credentials: { noticeId, pin },
      records: { DocumentContexts: [{ file: "documents/purchase-receipt.pdf", answers: { documentType: "Receipt" } }] },
      expect: { outcome: "submitted" }
    })
  );
  const report = await runReplay(replayOptions([path]), { fetch: nodeFetch, newSession: replaySession });
  if (report.passed === 1) validFiled += 1;
  else process.stderr.write(`fuzz: a valid claim was not filed: ${report.results[0]?.happened ?? "no result"}\n`);
};

interface Answered {
  readonly route: string;
  readonly mutation: string;
  readonly status: number | null;
  readonly millis: number;
  readonly timedOut: boolean;
}

const started = performance.now();
const flows = await recordFlows();
const random = seededRandom(seed);
const answers: Answered[] = [];
let serverErrors = 0;
for (let index = 0; index < total; index += 1) {
  if (index % VALID_CLAIM_EVERY === 0) await fileValidClaim();
  const original = flows[Math.floor(random() * flows.length)];
  if (original === undefined) throw new Error("no recorded request");
  const { request, mutation } = mutate(random, original);
  const answer = await exchange(port, requestBytes(request, host), TIMEOUT_MS);
  answers.push({ route: `${original.method} ${routeOf(original.target)}`, mutation, ...answer });
  if (answer.status !== null && answer.status >= 500) {
    serverErrors += 1;
    if (serverErrors <= 5) process.stderr.write(`fuzz: ${String(answer.status)} for request ${String(index)} (${mutation} of ${original.method} ${original.target})\n`);
  }
}
await fileValidClaim();
const seconds = (performance.now() - started) / 1000;
await server.close();
rmSync(work, { recursive: true, force: true });

const classOf = (status: number | null): string => (status === null ? "closed" : `${String(Math.floor(status / 100))}xx`);
const routes = [...new Set(answers.map((answer) => answer.route))].sort();
const classes = ["2xx", "3xx", "4xx", "5xx", "closed"];
const millis = answers.map((answer) => answer.millis).sort((a, b) => a - b);
const quantile = (q: number): number => millis[Math.min(millis.length - 1, Math.floor(q * millis.length))] ?? 0;
const slow = answers.filter((answer) => answer.millis > SLOW_MS || answer.timedOut);
const lines = [
  `fuzz: seed ${String(seed)}, ${String(answers.length)} malformed requests over ${String(routes.length)} routes from ${String(flows.length)} recorded valid requests, in ${seconds.toFixed(1)} s`,
  `${"route".padEnd(48)}${classes.map((name) => name.padStart(8)).join("")}`,
  ...routes.map((route) => `${route.slice(0, 47).padEnd(48)}${classes.map((name) => String(answers.filter((answer) => answer.route === route && classOf(answer.status) === name).length).padStart(8)).join("")}`),
  `mutations: ${["method", "target", "header", "content-length", "body"].map((name) => `${name} ${String(answers.filter((answer) => answer.mutation === name).length)}`).join(", ")}`,
  `answer time: p50 ${quantile(0.5).toFixed(1)} ms, p99 ${quantile(0.99).toFixed(1)} ms, max ${quantile(1).toFixed(1)} ms; slower than ${String(SLOW_MS)} ms or no answer in ${String(TIMEOUT_MS / 1000)} s: ${String(slow.length)}`,
  `5xx answers: ${String(serverErrors)}`,
  `valid claims filed among them: ${String(validFiled)} of ${String(validTried)}`
];
process.stdout.write(`${lines.join("\n")}\n`);
process.exitCode = serverErrors === 0 && slow.length === 0 && validFiled === validTried ? 0 : 1;
