// docs/deployment.md runs as written: every fenced block of it is taken from the doc and run here, and a block
// this test does not know fails it. The secrets are made as the doc says; the one-machine start starts the
// server in production; nginx checks and serves the TLS and HTTP/2 front with a certificate made here, and
// /readyz answers through it over HTTP/2; `claims store copy` moves the folder to PostgreSQL and an S3 API
// server; two replicas start on them; the scrape reads their metrics; Prometheus's own promtool checks the
// scrape configuration and the alert rules, whose metrics the replicas serve. Only the deployment's own
// values (its paths, hosts and ports) are replaced by this machine's stand-ins, in STAND_INS.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect as connectHttp2 } from "node:http2";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { type PostgresCluster, startPostgresCluster } from "../../scripts/postgres-cluster.ts";
import { type DocBlock, fencedBlocks, FRONT_BLOCK, startTlsFront } from "../../scripts/nginx-front.ts";
import { PROMTOOL_PATH } from "../../scripts/system-programs.ts";
import { type S3Server, startS3Server } from "../support/s3-server.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 120_000;

let root: string;
let blocks: readonly DocBlock[];
let cluster: PostgresCluster;
let s3: S3Server;
let targetUrl: string;
const ports = { server: 0, metrics: 0, http: 0, https: 0, replicaA: 0, replicaB: 0, metricsA: 0, metricsB: 0 };
const started: ChildProcess[] = [];
const ran = new Set<string>();

/** The deployment's own values in the doc, and what stands in for each on this machine. */
const standIns = (): readonly (readonly [string | RegExp, string])[] => [
  ["/etc/claims", join(root, "etc")],
  ["/var/lib/claims", join(root, "data")],
  ["cases/my-settlement", join(root, "case")],
  ["postgres://claims@db.internal:5432/claims", targetUrl],
  ["s3://claims-documents/my-settlement", `s3://${s3.bucket}/my-settlement`],
  ["HOST=0.0.0.0", "HOST=127.0.0.1"],
  ["METRICS_HOST=0.0.0.0", "METRICS_HOST=127.0.0.1"],
  [/PORT=8080 /g, `PORT=${String(ports.server)} `],
  [/METRICS_PORT=9464/g, `METRICS_PORT=${String(ports.metrics)}`],
  ["127.0.0.1:9464", `127.0.0.1:${String(ports.metrics)}`]
];

const standIn = (text: string, more: readonly (readonly [string | RegExp, string])[] = []): string =>
  [...more, ...standIns()].reduce((result, [from, to]) => (typeof from === "string" ? result.split(from).join(to) : result.replace(from, to)), text);

const block = (label: string): DocBlock => {
  const found = blocks.find((candidate) => candidate.label === label);
  if (found === undefined) throw new Error(`docs/deployment.md has no block "# ${label}"`);
  ran.add(label);
  return found;
};

/** A clean environment: the machine's PATH and HOME, and the object store's AWS settings a deployment would have. */
const environment = (): Readonly<Record<string, string>> => ({
  PATH: process.env["PATH"] ?? "/usr/bin:/bin",
  HOME: process.env["HOME"] ?? "/root",
  LOG_LEVEL: "warn",
  ...Object.fromEntries(Object.entries(s3.serverEnv()).filter(([name]) => name !== "DOCUMENTS_URL"))
});

/** Runs a block of commands with bash to its end; what it printed. */
const runToEnd = (text: string): string => execFileSync("bash", ["-euo", "pipefail", "-c", text], { cwd: ROOT, env: environment(), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** Starts a block that serves (it ends with `npx claims serve`) and waits until it listens; its address. */
const startServing = (text: string): Promise<string> =>
  new Promise((found, failed) => {
    const child = spawn("bash", ["-euo", "pipefail", "-c", text], { cwd: ROOT, env: environment(), stdio: ["ignore", "pipe", "pipe"], detached: true });
    started.push(child);
    let output = "";
    const timer = setTimeout(() => { failed(new Error(`the server did not start:\n${output}`)); }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening at (http:\/\/\S+)/.exec(output)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        found(url);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      failed(new Error(`the block exited (${String(code)}) before listening:\n${output}`));
    });
  });

const groupRuns = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends a started block and everything it started (its process group), and waits until none of them is left. */
const stop = async (child: ChildProcess | undefined): Promise<void> => {
  if (child?.pid === undefined || !groupRuns(child.pid)) return;
  process.kill(-child.pid, "SIGTERM");
  while (groupRuns(child.pid)) await new Promise((wake) => setTimeout(wake, 50));
};

/** One HTTP/2 request over TLS, the certificate made here accepted. */
const http2Get = (port: number, path: string, headers: Readonly<Record<string, string>> = {}, method = "GET"): Promise<{ status: number; body: string; protocol: string }> =>
  new Promise((done, failed) => {
    const session = connectHttp2(`https://127.0.0.1:${String(port)}`, { rejectUnauthorized: false });
    session.once("error", failed);
    const request = session.request({ ":path": path, ":method": method, ...headers });
    let status = 0;
    let body = "";
    request.on("response", (answer) => (status = Number(answer[":status"])));
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const protocol = session.alpnProtocol ?? "";
      session.close();
      done({ status, body, protocol });
    });
    request.on("error", failed);
    request.end();
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "deployment-doc-"));
  blocks = fencedBlocks(await readFile(join(ROOT, "docs/deployment.md"), "utf8"));
  for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
  [cluster, s3] = await Promise.all([startPostgresCluster(), startS3Server()]);
  targetUrl = await cluster.createDatabase("claims");
  // The case, with the captcha site key production asks for; the provider's secret in its file.
  await cp(join(ROOT, "cases/demo"), join(root, "case"), { recursive: true });
  const site = JSON.parse(await readFile(join(root, "case/site.json"), "utf8")) as { captcha: Record<string, unknown> };
  site.captcha = { ...site.captcha, siteKey: "10000000-ffff-ffff-ffff-000000000001" };
  await writeFile(join(root, "case/site.json"), JSON.stringify(site));
}, START_TIMEOUT_MS);

afterAll(async () => {
  for (const child of started) await stop(child);
  cluster.stop();
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

describe("docs/deployment.md, run as written", () => {
  it("makes the secrets as the doc says: three of 64 hex digits, in a file only its owner reads", () => {
    runToEnd(standIn(block("the deployment's secrets, made once").text));
    const secrets = execFileSync("cat", [join(root, "etc/secrets.env")], { encoding: "utf8" });
    expect(secrets).toMatch(/^COOKIE_SECRET=[0-9a-f]{64}\nMEMBER_KEY=[0-9a-f]{64}\nDRAFT_KEY=[0-9a-f]{64}\n$/);
    expect(execFileSync("stat", ["-c", "%a", join(root, "etc/secrets.env"), join(root, "etc")], { encoding: "utf8" })).toBe("600\n700\n");
  });

  it(
    "starts one machine in production, and serves it through nginx's TLS and HTTP/2 front",
    async () => {
      await writeFile(join(root, "etc/captcha-secret"), "0x0000000000000000000000000000000000000000", { mode: 0o600 });
      const url = await startServing(standIn(block("one machine: the server behind the TLS front on the same host").text));
      expect(url).toBe(`http://127.0.0.1:${String(ports.server)}`);
      expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: "ready" });
      expect((await fetch(`http://127.0.0.1:${String(ports.metrics)}/metrics`)).status).toBe(200);

      // The front: the doc's configuration with this machine's certificate, ports and temporary folders.
      ran.add(FRONT_BLOCK);
      const front = await startTlsFront(join(root, "front"), ports.server);
      ports.https = front.httpsPort;
      ports.http = front.httpPort;
      const ready = await http2Get(ports.https, "/readyz");
      expect(front.configuration).toContain(`listen ${String(ports.https)} ssl http2;`);
      expect(ready.protocol).toBe("h2");
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", checks: { database: "ok", migrations: "ok", documents: "ok" } });
      expect((await http2Get(ports.https, "/healthz")).status).toBe(200);
      expect((await http2Get(ports.https, "/no-such-page")).status).toBe(404);
      // Plain HTTP is sent to HTTPS; a body far past the case's limit is refused by the front itself.
      const plain = await fetch(`http://127.0.0.1:${String(ports.http)}/`, { redirect: "manual" });
      expect([plain.status, plain.headers.get("location")]).toEqual([301, `https://127.0.0.1/`]);
      const oversized = await http2Get(ports.https, "/api/forms/documents-upload", { "content-length": String(60 * 1024 * 1024) }, "POST").catch(() => null);
      expect(oversized?.status).toBe(413);
      await front.stop();
      await stop(started[0]);
    },
    2 * START_TIMEOUT_MS
  );

  it(
    "moves the folder to PostgreSQL and the object store, and starts two replicas on them whose metrics the scrape reads",
    async () => {
      const copied = runToEnd(standIn(block("the move from PGlite to PostgreSQL, the server stopped").text));
      expect(copied).toContain("checked after the copy: every table's count and every document's SHA-256 match.");
      const replica = block("each replica, behind the load balancer").text;
      const urls = await Promise.all([
        startServing(standIn(replica, [[/PORT=8080 /g, `PORT=${String(ports.replicaA)} `], [/METRICS_PORT=9464/g, `METRICS_PORT=${String(ports.metricsA)}`]])),
        startServing(standIn(replica, [[/PORT=8080 /g, `PORT=${String(ports.replicaB)} `], [/METRICS_PORT=9464/g, `METRICS_PORT=${String(ports.metricsB)}`]]))
      ]);
      for (const url of urls) expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: "ready", checks: { documents: "ok" } });
      const scrape = runToEnd(standIn(block("a scrape of the metrics").text, [["127.0.0.1:9464", `127.0.0.1:${String(ports.metricsA)}`]]));
      // The doc's example output has the lines the scrape gives, with their counts.
      const example = blocks[blocks.findIndex((candidate) => candidate.label === "a scrape of the metrics") + 1];
      expect(example?.language).toBe("text");
      const shape = (lines: string) => lines.trim().split("\n").map((line) => line.replace(/ \d+$/, " N").replace(/form_type="\w+"/, 'form_type="F"'));
      expect(shape(scrape).filter((line) => line.startsWith("claims_submits_shed_total"))).toEqual(shape(example?.text ?? "").filter((line) => line.startsWith("claims_submits_shed_total")));
      if (example !== undefined) ran.add("the scrape's output");

      const metrics = await (await fetch(`http://127.0.0.1:${String(ports.metricsB)}/metrics`)).text();
      const yaml = blocks.filter((candidate) => candidate.language === "yaml");
      expect(yaml).toHaveLength(2);
      const [config, rules] = yaml;
      await writeFile(join(root, "prometheus.yml"), config?.text ?? "");
      await writeFile(join(root, "rules.yml"), rules?.text ?? "");
      execFileSync(PROMTOOL_PATH, ["check", "config", join(root, "prometheus.yml")], { stdio: "pipe" });
      expect(execFileSync(PROMTOOL_PATH, ["check", "rules", join(root, "rules.yml")], { encoding: "utf8" })).toContain("SUCCESS: 3 rules found");
      // Every metric the rules read is one the replicas serve (up is Prometheus's own).
      const used = new Set([...(rules?.text ?? "").matchAll(/\b((?:claims|nodejs)_[a-z0-9_]+?)(?:_bucket|_count)?[{[)\s]/g)].map((match) => match[1]));
      expect(used.size).toBeGreaterThanOrEqual(4);
      for (const name of used) expect(metrics, String(name)).toMatch(new RegExp(`^# TYPE ${String(name)} `, "m"));
      ran.add("prometheus.yml");
      ran.add("the alert rules");
    },
    2 * START_TIMEOUT_MS
  );

  it("has no block this test does not run", () => {
    const known = blocks.map((candidate, index) =>
      candidate.label !== "" ? candidate.label : candidate.language === "text" ? "the scrape's output" : candidate.language === "yaml" ? (index === blocks.findIndex((b) => b.language === "yaml") ? "prometheus.yml" : "the alert rules") : `an unnamed ${candidate.language} block`
    );
    expect(known.filter((label) => !ran.has(label))).toEqual([]);
  });
});
