// `npm run bench:crafted`: how long other claimants wait while one submits a crafted value. Starts the
// reference server on the demo case (PGlite in a throw-away folder) unless --api names a running one,
// authorizes a demo member, then five times submits a claim whose confirmEmailAddress is 60,000 characters
// built to make a backtracking e-mail pattern take quadratic time, while GET /api/csrf is timed every 25 ms
// from another claimant. Prints each run's submit time and the csrf latencies (median and max), and the
// median over the runs. Loopback only.
import process from "node:process";
import { authorize, benchServer, type Claimant, cookieHeader, csrf, median, newClaimant, timeCsrfUntil } from "./bench-kit.ts";

const RUNS = 5;
const CSRF_EVERY_MS = 25;
const CRAFTED = `a@${".".repeat(60_000)} `;
const MEMBER = { noticeId: "NWD-10000003", pin: "205647" };

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

const main = async (): Promise<void> => {
  const server = await benchServer("bench-crafted-");
  const { api } = server;
  try {
    const claimant = newClaimant();
    await csrf(api, claimant);
    await authorize(api, claimant, "standard", MEMBER);
    const medians: number[] = [];
    const maxima: number[] = [];
    process.stdout.write(`GET /api/csrf while a claim with a crafted 60,000-character e-mail is submitted (${api}, every ${CSRF_EVERY_MS} ms)\n`);
    for (let run = 1; run <= RUNS; run += 1) {
      const submit = craftedSubmit(api, claimant, run);
      const [times, answer] = await Promise.all([timeCsrfUntil(api, submit, CSRF_EVERY_MS), submit]);
      medians.push(median(times));
      maxima.push(Math.max(...times));
      process.stdout.write(
        `run ${run}: submit answered ${answer.status} in ${answer.ms.toFixed(0)} ms; csrf calls ${times.length}, median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms\n`
      );
    }
    process.stdout.write(`median of ${RUNS} runs: csrf median ${median(medians).toFixed(1)} ms, csrf max ${median(maxima).toFixed(1)} ms\n`);
  } finally {
    await server.stop();
  }
};

await main();
