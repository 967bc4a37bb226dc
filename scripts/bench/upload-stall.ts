// `npm run bench:upload`: how long other claimants wait while one claimant's 10 MiB document is filed.
// Starts the reference server on the demo case (PGlite in a throw-away folder) unless --api names a running
// one; five times a different demo member authorizes DocumentsUpload and submits one 10 MiB PDF, while
// GET /api/csrf is timed every 10 ms from another claimant. Prints each run's submit time and the csrf
// latencies (p50, p99, max), and the median over the runs. Loopback only.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { authorize, benchServer, type Claimant, cookieHeader, csrf, median, newClaimant, percentile, ROOT, timeCsrfUntil } from "./bench-kit.ts";
import { rehearsalDocument } from "../../cli/rehearse/rehearsal-document.ts";

const RUNS = 5;
const CSRF_EVERY_MS = 10;
const DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Demo members from this place in members.json on: one per run, since each may file one DocumentsUpload claim. */
const FIRST_MEMBER = 40;

interface MemberList {
  readonly credentialFields: readonly string[];
  readonly formTypes: readonly string[];
  readonly members: readonly { readonly credentials: readonly string[]; readonly formTypes?: readonly string[] }[];
}

const documentsMembers = (): readonly { readonly noticeId: string; readonly pin: string }[] => {
  const list = JSON.parse(readFileSync(join(ROOT, "cases/demo/members.json"), "utf8")) as MemberList;
  const at = (name: string) => list.credentialFields.indexOf(name);
  return list.members
    .filter((member) => (member.formTypes ?? list.formTypes).includes("DocumentsUpload"))
    .map((member) => ({ noticeId: member.credentials[at("noticeId")] ?? "", pin: member.credentials[at("pin")] ?? "" }));
};

const pdfOf = (size: number): Uint8Array<ArrayBuffer> => rehearsalDocument("upload stall", size).bytes;

/** The claim's body, built before the clock starts, so the bench's own work is not timed as the server's. */
const documentsClaim = (member: { readonly noticeId: string; readonly pin: string }): FormData => {
  const clientId = "documentContexts_BENCH001";
  const model = (id: string, metadataHash: string, fields: object) => JSON.stringify({ clientId: id, id: null, metadataHash, fields });
  const form = new FormData();
  form.append("userPreferredCulture", "en");
  form.append("credentials", model("credentials_BENCH001", "nwd-documents-upload-credentials", member));
  form.append("prepopulatedData", "[]");
  form.append("claimTransactions", "[]");
  form.append(
    "documentContexts",
    `[${model(clientId, "nwd-documents-upload-documents", { name: "receipt.pdf", size: DOCUMENT_BYTES, type: "application/pdf", documentType: "Receipt" })}]`
  );
  form.append("documents", new Blob([pdfOf(DOCUMENT_BYTES)], { type: "application/pdf" }), clientId);
  return form;
};

const submitDocument = async (api: string, claimant: Claimant, form: FormData, run: number) => {
  const started = performance.now();
  const response = await fetch(`${api}/api/forms/documents-upload`, {
    method: "POST",
    headers: { "x-xsrf-token": claimant.token, cookie: cookieHeader(claimant), "idempotency-key": `bench-upload-${Date.now()}-${run}` },
    body: form
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`submit answered ${response.status}: ${text}`);
  return performance.now() - started;
};

const main = async (): Promise<void> => {
  const server = await benchServer("bench-upload-");
  const { api } = server;
  const members = documentsMembers().slice(FIRST_MEMBER, FIRST_MEMBER + RUNS);
  try {
    const p99s: number[] = [];
    const maxima: number[] = [];
    process.stdout.write(`GET /api/csrf while a 10 MiB document is filed on DocumentsUpload (${api}, every ${CSRF_EVERY_MS} ms)\n`);
    for (const [index, member] of members.entries()) {
      const claimant = newClaimant();
      await csrf(api, claimant);
      await authorize(api, claimant, "documents-upload", member);
      const form = documentsClaim(member);
      const submit = submitDocument(api, claimant, form, index);
      const [times, millis] = await Promise.all([timeCsrfUntil(api, submit, CSRF_EVERY_MS), submit]);
      p99s.push(percentile(times, 99));
      maxima.push(Math.max(...times));
      process.stdout.write(
        `run ${index + 1}: filed in ${millis.toFixed(0)} ms; csrf calls ${times.length}, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms\n`
      );
    }
    process.stdout.write(`median of ${RUNS} runs: csrf p99 ${median(p99s).toFixed(1)} ms, csrf max ${median(maxima).toFixed(1)} ms\n`);
  } finally {
    await server.stop();
  }
};

await main();
