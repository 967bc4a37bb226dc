// The class at scale, for `npm run bench`: a roster CSV of a million members imported into PGlite with
// `claims members import` (timed, wall clock, the CLI's own start included), then authorize's latency against
// that roster next to the demo's 1,200 members (members.json in memory, and the same 1,200 imported), each
// server on a case copy with per-address rate limits lifted, and the same calls: 200 untimed, then 3,000
// timed from 8 claimants at a time, each a random member. Loopback only; the generator shares the machine.
import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { createWriteStream } from "node:fs";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import process from "node:process";
import { once } from "node:events";
import { REHEARSAL_RATE_LIMITS } from "../../cli/rehearse/rehearsal-case.ts";
import { authorize, type Claimant, csrf, newClaimant, percentile, ROOT, startBenchServer } from "./bench-kit.ts";

export const MILLION = 1_000_000;
const TIMED_CALLS = 3_000;
const WARM_UP_CALLS = 200;
const CLAIMANTS = 8;

interface Member {
  readonly noticeId: string;
  readonly pin: string;
}

export interface AuthorizeLatency {
  readonly p50: number;
  readonly p99: number;
}

export interface RosterScale {
  readonly importSeconds: number;
  readonly importOutput: string;
  readonly demo: AuthorizeLatency;
  readonly demoImported: AuthorizeLatency;
  readonly million: AuthorizeLatency;
}

/** The demo case without members.json (or with it), rate limits lifted. */
const caseCopy = async (target: string, keepMembers: boolean): Promise<string> => {
  await cp(join(ROOT, "cases/demo"), target, { recursive: true });
  if (!keepMembers) await rm(join(target, "members.json"));
  const sitePath = join(target, "site.json");
  const site = JSON.parse(await readFile(sitePath, "utf8")) as Record<string, unknown>;
  await writeFile(sitePath, `${JSON.stringify({ ...site, rateLimits: REHEARSAL_RATE_LIMITS }, null, 2)}\n`);
  return target;
};

/** A million members with random PINs, written as a roster CSV; every 997th is kept to authorize as. */
const writeMillion = async (file: string): Promise<readonly Member[]> => {
  const out = createWriteStream(file);
  const kept: Member[] = [];
  out.write("credentials.noticeId,credentials.pin,prepopulated.firstName,prepopulated.lastName,prepopulated.email,formTypes\n");
  for (let index = 0; index < MILLION; index += 1) {
    const noticeId = `NWB-${String(index).padStart(8, "0")}`;
    const pin = String(randomInt(100_000, 1_000_000));
    if (index % 997 === 0) kept.push({ noticeId, pin });
    if (!out.write(`${noticeId},${pin},First${String(index)},Last${String(index)},m${String(index)}@example.com,Standard|DocumentsUpload\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return kept;
};

interface MemberList {
  readonly credentialFields: readonly string[];
  readonly formTypes: readonly string[];
  readonly members: readonly { readonly credentials: readonly string[]; readonly formTypes?: readonly string[] }[];
}

/** The demo's members who may file Standard, and the demo's members.json as a roster CSV. */
const demoMembers = async (csvFile: string): Promise<readonly Member[]> => {
  const list = JSON.parse(await readFile(join(ROOT, "cases/demo/members.json"), "utf8")) as MemberList;
  const rows = list.members.map((member) => ({ noticeId: member.credentials[0] ?? "", pin: member.credentials[1] ?? "", formTypes: member.formTypes ?? list.formTypes }));
  await writeFile(csvFile, ["credentials.noticeId,credentials.pin,formTypes", ...rows.map((row) => `${row.noticeId},${row.pin},${row.formTypes.join("|")}`)].join("\n") + "\n");
  return rows.filter((row) => row.formTypes.includes("Standard")).map((row) => ({ noticeId: row.noticeId, pin: row.pin }));
};

const importRoster = async (csvFile: string, caseDir: string, dataDir: string): Promise<{ readonly seconds: number; readonly output: string }> => {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, "cli/claims.mjs"), "members", "import", csvFile, "--case", caseDir, "--data", dataDir], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "" },
    stdio: ["ignore", "pipe", "pipe"]
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "close")) as [number | null];
  if (code !== 0) throw new Error(`claims members import exited ${String(code)}: ${output}`);
  return { seconds: (performance.now() - started) / 1000, output: output.trim() };
};

/** Authorizes random members one after another from each of CLAIMANTS claimants; the timed calls' latencies. */
const authorizeLatency = async (env: Readonly<Record<string, string>>, members: readonly Member[]): Promise<AuthorizeLatency> => {
  const server = await startBenchServer("bench-roster-", env);
  try {
    const times: number[] = [];
    const claimants: Claimant[] = Array.from({ length: CLAIMANTS }, newClaimant);
    await Promise.all(claimants.map((claimant) => csrf(server.api, claimant)));
    let left = WARM_UP_CALLS + TIMED_CALLS;
    await Promise.all(
      claimants.map(async (claimant) => {
        while (left > 0) {
          left -= 1;
          const timed = left < TIMED_CALLS;
          const member = members[randomInt(members.length)] ?? { noticeId: "", pin: "" };
          const started = performance.now();
          await authorize(server.api, claimant, "standard", member);
          if (timed) times.push(performance.now() - started);
        }
      })
    );
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  } finally {
    await server.stop();
  }
};

export const measureRosterScale = async (folder: string, log: (line: string) => void): Promise<RosterScale> => {
  const millionCase = await caseCopy(join(folder, "roster-case"), false);
  const demoCase = await caseCopy(join(folder, "demo-case"), true);
  log("roster: writing a CSV of 1,000,000 members...");
  const million = await writeMillion(join(folder, "million.csv"));
  log("roster: claims members import of 1,000,000 members into PGlite...");
  const imported = await importRoster(join(folder, "million.csv"), millionCase, join(folder, "million-data"));
  await rm(join(folder, "million.csv"));
  const demo = await demoMembers(join(folder, "demo.csv"));
  await importRoster(join(folder, "demo.csv"), millionCase, join(folder, "demo-data"));
  log("roster: authorize against the demo's members.json, the demo imported, and the million imported...");
  return {
    importSeconds: imported.seconds,
    importOutput: imported.output.replace(/\s*\n\s*/g, " "),
    demo: await authorizeLatency({ CASE_DIR: demoCase }, demo),
    demoImported: await authorizeLatency({ CASE_DIR: millionCase, DATA_DIR: join(folder, "demo-data") }, demo),
    million: await authorizeLatency({ CASE_DIR: millionCase, DATA_DIR: join(folder, "million-data") }, million)
  };
};

/** The lines `npm run bench` prints. */
export const rosterScaleLines = (scale: RosterScale): readonly string[] => {
  const row = (name: string, latency: AuthorizeLatency) => `${name} | ${latency.p50.toFixed(1)} | ${latency.p99.toFixed(1)} | ${(latency.p99 / scale.demo.p99).toFixed(2)}`;
  return [
    `Roster of 1,000,000 members imported into PGlite in ${scale.importSeconds.toFixed(1)} s wall clock (claims members import: "${scale.importOutput}")`,
    `authorize, ${String(TIMED_CALLS)} timed calls after ${String(WARM_UP_CALLS)} untimed, ${String(CLAIMANTS)} claimants at a time, random members (ms):`,
    "roster | p50 | p99 | p99 / demo's",
    "--- | --- | --- | ---",
    row("demo, 1,200 members in members.json", scale.demo),
    row("demo, 1,200 members imported", scale.demoImported),
    row("1,000,000 members imported", scale.million)
  ];
};
