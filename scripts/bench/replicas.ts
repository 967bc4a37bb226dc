// `npm run bench:replicas`: several replicas, rehearsed. On a durable PostgreSQL 15 cluster and an S3 API
// server (s3rver, a process of its own) started here, the rehearsal (claims rehearse's direct path: csrf,
// authorize, submit) files N claims through one replica, then through two replicas of the same deployment on a
// fresh database, each request of a claim sent to the other replica than the one before (the load alternating,
// so a cookie one replica set is read by the other). Each run is checked exactly once in the store, every
// document's bytes read back from the shared object store; then, across the two replicas, one claim per member
// (filing again on the other replica is alreadyFiled) and the lock-out (failures counted on both lock the
// notice id on both). Prints the figures of one and two replicas side by side; exits 1 when a claim was lost
// or doubled or a cross-replica check failed. Options: --claims N (1000), --concurrency C (64), --document-kb K (150).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { Client } from "pg";
import { checkExactlyOnce, type ExactlyOnce } from "../../cli/rehearse/exactly-once.ts";
import { freshRoster } from "../../cli/rehearse/fresh-members.ts";
import { writeRehearsalCase } from "../../cli/rehearse/rehearsal-case.ts";
import { type RehearsalSummary, summarize, summaryLines } from "../../cli/rehearse/rehearsal-report.ts";
import { type Roster } from "../../cli/rehearse/roster-csv.ts";
import { runRehearsal } from "../../cli/rehearse/run-rehearsal.ts";
import type { FetchFunction } from "../../cli/replay/call-latency.ts";
import { requestFetch } from "../../cli/request-fetch.ts";
import { openPostgresClaimStore } from "../../server/store/claim-store.postgres.ts";
import { makeS3DocumentStore } from "../../server/store/document-store.s3.ts";
import { startPostgresCluster } from "../postgres-cluster.ts";
import { freePort } from "../free-port.ts";
import { ROOT } from "./bench-kit.ts";
import { crossReplicaChecks } from "./replica-checks.ts";

const { values: args } = parseArgs({ options: { claims: { type: "string", default: "1000" }, concurrency: { type: "string", default: "64" }, "document-kb": { type: "string", default: "150" } } });
const CLAIMS = Number(args.claims);
const CONCURRENCY = Number(args.concurrency);
const DOCUMENT_KB = Number(args["document-kb"]);
const WARM_UP_CLAIMS = 300;
const SECRETS = { COOKIE_SECRET: "bench-cookie-secret-".padEnd(48, "c"), MEMBER_KEY: "bench-member-key-".padEnd(48, "m"), DRAFT_KEY: "bench-draft-key-".padEnd(48, "d") };
const S3_KEY = "S3RVER";

const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

interface Child {
  readonly child: ChildProcess;
  readonly stop: () => Promise<void>;
}

const stopper = (child: ChildProcess) => async (): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
};

/** s3rver in a process of its own, so its work is not the load generator's. */
const startObjectStore = async (directory: string): Promise<Child & { readonly endpoint: string }> => {
  const port = await freePort();
  const code = `const S3rver = require("s3rver"); new S3rver({ port: ${String(port)}, address: "127.0.0.1", silent: true, directory: ${JSON.stringify(directory)}, configureBuckets: [{ name: "claims" }] }).run().then(() => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", code], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((ready, failed) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) ready();
    });
    child.once("exit", (status) => {
      failed(new Error(`s3rver exited (${String(status)})`));
    });
  });
  return { child, stop: stopper(child), endpoint: `http://127.0.0.1:${String(port)}` };
};

/** A replica as `npm start` runs it (node with tsx, server/main.ts), its security log off. */
const startReplica = (env: Readonly<Record<string, string>>): Promise<Child & { readonly api: string }> => {
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", NODE_ENV: "", ...SECRETS, ...env },
    stdio: ["ignore", "pipe", "inherit"]
  });
  return new Promise((found, failed) => {
    let seen = "";
    child.stdout.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const api = /listening at (http:\/\/[^\s"]+)/.exec(seen)?.[1];
      if (api !== undefined) found({ child, api, stop: stopper(child) });
    });
    child.once("exit", (status) => {
      failed(new Error(`a replica exited (${String(status)}) before listening: ${seen}`));
    });
  });
};

/** Each request to the next replica in turn: the claim's calls alternate between them. */
const alternating = (fetch: FetchFunction, apis: readonly string[]): FetchFunction => {
  let next = 0;
  const [first = ""] = apis;
  return (url, init) => {
    const api = apis[next % apis.length] ?? first;
    next += 1;
    return fetch(url.startsWith(first) ? api + url.slice(first.length) : url, init);
  };
};

/** The database's size on disk and its claims. */
const databaseSize = async (databaseUrl: string): Promise<{ readonly bytes: number; readonly claims: number }> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string; claims: number }>("SELECT pg_database_size(current_database())::text AS bytes, (SELECT count(*)::int FROM claims) AS claims");
    return { bytes: Number(rows[0]?.bytes ?? 0), claims: rows[0]?.claims ?? 0 };
  } finally {
    await client.end();
  }
};

interface ReplicaRun {
  readonly replicas: number;
  readonly summary: RehearsalSummary;
  readonly once: ExactlyOnce;
  readonly checks: readonly string[];
  /** The database's size once migrated and after the run (documents in the object store), and its claims then. */
  readonly emptyBytes: number;
  readonly databaseBytes: number;
  readonly claimsStored: number;
}

const rehearse = async (replicas: number, roster: Roster, env: Readonly<Record<string, string>>, databaseUrl: string, prefix: string, endpoint: string): Promise<ReplicaRun> => {
  const documentsUrl = `s3://claims/${prefix}`;
  const serverEnv = { ...env, DATABASE_URL: databaseUrl, DOCUMENTS_URL: documentsUrl, AWS_ENDPOINT_URL_S3: endpoint, AWS_ACCESS_KEY_ID: S3_KEY, AWS_SECRET_ACCESS_KEY: S3_KEY };
  // One at a time: each migrates, the second finds nothing to do.
  const started = [];
  for (let replica = 0; replica < replicas; replica += 1) started.push(await startReplica(serverEnv));
  try {
    const emptyBytes = (await databaseSize(databaseUrl)).bytes;
    const apis = started.map((replica) => replica.api);
    const fetch = alternating(requestFetch(), apis);
    const options = { api: apis[0] ?? "", documentBytes: DOCUMENT_KB * 1024, path: "direct" as const, retries: 2, maxWaits: 1000, timeoutMs: 30_000, captchaToken: "unused" };
    const environment = {
      fetch,
      newSession: () => {
        throw new Error("the direct path opens no session");
      }
    };
    const warmUp = { ...roster, members: roster.members.slice(roster.members.length - WARM_UP_CLAIMS) };
    await runRehearsal({ ...options, claims: WARM_UP_CLAIMS, concurrency: 8, roster: warmUp }, environment);
    const run = await runRehearsal({ ...options, claims: CLAIMS, concurrency: CONCURRENCY, roster }, environment);
    const store = await openPostgresClaimStore(databaseUrl, {
      documents: makeS3DocumentStore({
        location: { bucket: "claims", prefix: `${prefix}/` },
        endpoint,
        region: "us-east-1",
        credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
        maxObjectBytes: 64 * 1024 * 1024
      })
    });
    try {
      const identifierField = roster.credentialFields[0] ?? "noticeId";
      const stored = await store.findFiledClaims({
        formType: "DocumentsUpload",
        identifierField,
        identifiers: run.results.map((result) => result.member.credentials[identifierField] ?? ""),
        referenceCodes: run.results.flatMap((result) => (result.outcome.kind === "filed" ? [result.outcome.referenceCode] : []))
      });
      const once = checkExactlyOnce(run.results, stored, identifierField);
      const unused = roster.members[CLAIMS];
      const checks = replicas > 1 && unused !== undefined ? await crossReplicaChecks(apis, run.results, unused) : [];
      const after = await databaseSize(databaseUrl);
      return { replicas, summary: summarize(run, once), once, checks, emptyBytes, databaseBytes: after.bytes, claimsStored: after.claims };
    } finally {
      await store.close();
    }
  } finally {
    await Promise.all(started.map((replica) => replica.stop()));
  }
};

const callP99 = (summary: RehearsalSummary, call: string): string => summary.calls.find((found) => found.call === call)?.p99.toFixed(1) ?? "-";

const main = async (): Promise<number> => {
  const startLoad = loadavg()[0]?.toFixed(2) ?? "?";
  const folder = await mkdtemp(join(tmpdir(), "bench-replicas-"));
  const roster = freshRoster(CLAIMS + WARM_UP_CLAIMS + 10);
  await writeRehearsalCase(join(ROOT, "cases/demo"), join(folder, "case"), roster);
  // A page of one line: the rehearsal reads the deployment's settings from the page; the site's code is not what is measured.
  await mkdir(join(folder, "site"), { recursive: true });
  await writeFile(join(folder, "site/index.html"), '<!doctype html>\n<html lang="en"><head><title>claims</title></head><body><div id="root"></div></body></html>\n');
  const env = { CASE_DIR: join(folder, "case"), DATA_DIR: join(folder, "unused-data"), SITE_DIR: join(folder, "site") };
  log(`machine: ${String(availableParallelism())} cores, Node ${process.version}; ${String(CLAIMS)} claims of ${String(DOCUMENT_KB)} KB per run, concurrency ${String(CONCURRENCY)}`);
  const postgres = await startPostgresCluster({ durable: true });
  const objects = await startObjectStore(join(folder, "objects"));
  try {
    const runs: ReplicaRun[] = [];
    for (const replicas of [1, 2]) {
      log(`${String(replicas)} replica(s) on one PostgreSQL and one object store...`);
      const databaseUrl = await postgres.createDatabase(`replicas_${String(replicas)}`);
      const run = await rehearse(replicas, roster, env, databaseUrl, `replicas-${String(replicas)}`, objects.endpoint);
      for (const line of summaryLines(run.summary, `${String(replicas)} replica(s)`)) log(`  ${line}`);
      runs.push(run);
    }
    const out = (line: string) => process.stdout.write(`${line}\n`);
    out("");
    out(
      `Replicas bench: ${String(CLAIMS)} DocumentsUpload claims of ${String(DOCUMENT_KB)} KB per run, concurrency ${String(CONCURRENCY)}, direct path (csrf, authorize, submit), each request to the next replica in turn; PostgreSQL 15 durable and s3rver on this machine; ${String(availableParallelism())} cores shared by replicas, database, object store and generator; latencies in ms`
    );
    out(`load average (1 min) at the start ${startLoad}, at the end ${loadavg()[0]?.toFixed(2) ?? "?"}`);
    out("");
    out("replicas | filed | filed claims/s | csrf p99 | authorize p99 | submit p99 | 503 honoured | failed | lost or doubled | exactly once");
    out("--- | --- | --- | --- | --- | --- | --- | --- | --- | ---");
    for (const { replicas, summary, once } of runs) {
      const broken = once.acknowledged - once.verified + once.unacknowledged;
      out(
        [
          String(replicas),
          `${String(summary.filed)}/${String(summary.claims)}`,
          summary.filedPerSecond.toFixed(1),
          callP99(summary, "csrf"),
          callP99(summary, "authorize"),
          callP99(summary, "submit"),
          String(summary.tally.busy),
          String(summary.failed),
          String(broken),
          once.problems.length === 0 && once.verified === summary.filed ? `yes (${String(once.verified)})` : `NO (${String(once.problems.length)} problems)`
        ].join(" | ")
      );
    }
    const [one, two] = runs;
    const ratio = one === undefined || two === undefined ? 0 : two.summary.filedPerSecond / one.summary.filedPerSecond;
    out("");
    out(`two replicas / one: ${ratio.toFixed(2)}x the filed claims/s (target at least 0.9x on one machine, where they share its cores)`);
    for (const { replicas, emptyBytes, databaseBytes, claimsStored } of runs) {
      const perClaim = claimsStored === 0 ? 0 : (databaseBytes - emptyBytes) / claimsStored;
      out(`database after ${String(replicas)} replica(s)' run: ${(databaseBytes / 1024 / 1024).toFixed(1)} MiB (${(emptyBytes / 1024 / 1024).toFixed(1)} once migrated) for ${String(claimsStored)} claims: ${(perClaim / 1024).toFixed(1)} KiB a claim with its key, document row and indexes, its document in the object store`);
    }
    for (const line of two?.checks ?? []) out(line);
    const good = runs.every((run) => run.summary.failed === 0 && run.once.problems.length === 0 && run.once.verified === run.summary.filed) && (two?.checks ?? []).every((line) => line.startsWith("ok"));
    return good ? 0 : 1;
  } finally {
    await objects.stop();
    postgres.stop();
    await rm(folder, { recursive: true, force: true });
  }
};

process.exitCode = await main();
