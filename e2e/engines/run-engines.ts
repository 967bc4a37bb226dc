// `npm run test:engines`: the claimant's main paths in the engines Playwright cannot drive here, Firefox
// ESR and WebKitGTK (Safari's family), from Debian's packages, installed first when missing (as `npm test`
// installs Chromium). Against the server as `npm start` runs it, each engine files a Standard claim (typed
// dates and money, a PDF uploaded) and a DocumentsUpload claim and does a Lookup; then the store is read to
// prove each claim was filed as answered, with its file byte for byte. Prints one line per engine and flow
// with its time, and exits 1 when any failed.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";
import { isDeepStrictEqual } from "node:util";
import { FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from "../../scripts/system-programs.ts";
import { executable, prepareSystem } from "../../scripts/system-install.ts";
import type { FiledClaim } from "../support/filed-claim.ts";
import { usMembersFor } from "../support/file-claim.ts";
import { DETAILS, RECEIPT_FILE, SMALL_PDF } from "../support/standard-claim.ts";
import type { EngineLauncher } from "./engine-driver.ts";
import { launchFirefox } from "./engine-driver.puppeteer.ts";
import { launchWebKit } from "./engine-driver.selenium.ts";
import { CLAIM_FLOWS, Claimant, type ClaimFlow } from "./engine-flows.ts";
import { startEngineSite } from "./engine-site.ts";

const COMMAND = "npm run test:engines";
const ROOT = resolve(import.meta.dirname, "../..");
/** WebKitGTK's window does not go below about 447 CSS px; both engines get the same, a large phone held sideways. */
const VIEWPORT = { width: 800, height: 900 } as const;

const ENGINES: readonly { readonly label: string; readonly launch: EngineLauncher; readonly memberIndex: number }[] = [
  { label: "Firefox ESR", launch: launchFirefox, memberIndex: 0 },
  { label: "WebKitGTK", launch: launchWebKit, memberIndex: 1 }
];

interface FlowRun {
  readonly engine: string;
  readonly flow: ClaimFlow;
  readonly seconds: number;
  readonly referenceCode: string | null;
  /** Why it failed; null while it has passed. */
  problem: string | null;
}

const seconds = (since: number): number => Math.round((Date.now() - since) / 100) / 10;

/** A WebDriver call that never answers must not hold CI: the whole run stops after this long. */
const RUN_LIMIT_MS = 10 * 60_000;
setTimeout(() => {
  process.stderr.write(`${COMMAND}: stopped after ${String(RUN_LIMIT_MS / 60_000)} minutes without finishing\n`);
  process.exit(1);
}, RUN_LIMIT_MS).unref();

const prepared = prepareSystem(COMMAND, [
  { purpose: "Firefox ESR", path: FIREFOX_PATH, debianPackage: "firefox-esr", present: executable(FIREFOX_PATH) },
  { purpose: "WebKitGTK's WebDriver", path: WEBKIT_DRIVER_PATH, debianPackage: "webkit2gtk-driver", present: executable(WEBKIT_DRIVER_PATH) },
  { purpose: "a virtual display for WebKitGTK", path: XVFB_RUN_PATH, debianPackage: "xvfb", present: executable(XVFB_RUN_PATH) }
]);
if (prepared !== 0) process.exit(prepared);

const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-site.ts"], { cwd: ROOT, stdio: "inherit" });
if (built.status !== 0) process.exit(1);

/** What the store must hold for a claim a flow filed; the empty list when it holds it. */
const filedProblems = (flow: ClaimFlow, claim: FiledClaim | null): readonly string[] => {
  if (claim === null) return ["not in the store"];
  const problems: string[] = [];
  if (claim.formType !== flow.formType) problems.push(`filed as ${claim.formType}`);
  if (claim.culture !== "en") problems.push(`filed in culture ${claim.culture}`);
  const sha256 = createHash("sha256").update(SMALL_PDF).digest("hex");
  const documents = claim.documents.map(({ name, mediaType, size, sha256: hash }) => ({ name, mediaType, size, sha256: hash }));
  const expected = [{ name: RECEIPT_FILE.name, mediaType: RECEIPT_FILE.mimeType, size: SMALL_PDF.length, sha256 }];
  if (!isDeepStrictEqual(documents, expected)) problems.push(`documents ${JSON.stringify(documents)}`);
  if (flow.formType === "Standard") {
    const details = (claim.payload["claimDetails"] as { readonly fields?: Readonly<Record<string, unknown>> } | undefined)?.fields ?? {};
    for (const key of ["purchaseDate", "purchasePrice", "retailerName", "repairDate", "firstProblemDate"] as const) {
      if (details[key] !== DETAILS[key]) problems.push(`${key} filed as ${JSON.stringify(details[key])}, answered ${DETAILS[key]}`);
    }
  }
  return problems;
};

const started = Date.now();
const site = await startEngineSite();
const filesDir = mkdtempSync(join(tmpdir(), "claims-engine-files-"));
const runs: FlowRun[] = [];
try {
  for (const engine of ENGINES) {
    const launchedAt = Date.now();
    let driver;
    try {
      driver = await engine.launch(VIEWPORT);
    } catch (error) {
      for (const flow of CLAIM_FLOWS) runs.push({ engine: engine.label, flow, seconds: seconds(launchedAt), referenceCode: null, problem: `did not start: ${String(error)}` });
      continue;
    }
    process.stdout.write(`${driver.name}: started in ${String(seconds(launchedAt))} s\n`);
    try {
      for (const flow of CLAIM_FLOWS) {
        const member = usMembersFor(flow.formType)[engine.memberIndex];
        const flowStarted = Date.now();
        if (member === undefined) throw new Error(`cases/demo/members.json has too few members for ${flow.formType}`);
        try {
          const outcome = await flow.run(new Claimant(driver, site.url, member, filesDir));
          runs.push({ engine: driver.name, flow, seconds: seconds(flowStarted), referenceCode: outcome.referenceCode, problem: null });
        } catch (error) {
          runs.push({ engine: driver.name, flow, seconds: seconds(flowStarted), referenceCode: null, problem: error instanceof Error ? error.message : String(error) });
        }
      }
    } finally {
      await driver.close();
    }
  }
  await site.stop();
  const codes = runs.flatMap((run) => (run.referenceCode === null ? [] : [run.referenceCode]));
  const filed = await site.filedClaims(codes);
  for (const run of runs) {
    if (run.referenceCode === null) continue;
    const problems = filedProblems(run.flow, filed.get(run.referenceCode) ?? null);
    if (problems.length > 0) run.problem = `${run.referenceCode}: ${problems.join("; ")}`;
  }
} finally {
  await site.stop();
  site.remove();
  rmSync(filesDir, { recursive: true, force: true });
}

for (const run of runs) {
  const what = run.problem === null ? `passed${run.referenceCode === null ? "" : `, filed ${run.referenceCode}`}` : `FAILED: ${run.problem}`;
  process.stdout.write(`${run.engine} | ${run.flow.name} | ${String(run.seconds)} s | ${what}\n`);
}
const failed = runs.filter((run) => run.problem !== null).length;
process.stdout.write(`${String(runs.length - failed)} of ${String(runs.length)} passed in ${String(seconds(started))} s\n`);
process.exitCode = failed === 0 ? 0 : 1;
