// Files a rehearsal claim through the site's own use cases, as `claims replay` does (drive-claim.ts): a fresh
// ClaimSession per claim runs start-up, the route guard, authorize, the upload and Submit from the template
// documents-upload.claim.json with the member's credentials and the claim's generated PDF put in. The session
// itself waits out a 503 and sends the same submit again; this file only watches which key each submit carried.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Result } from "effect";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { callKindOf, type FetchFunction } from "../replay/call-latency.ts";
import type { ClaimFile } from "../replay/claim-file.schema.ts";
import { decodeClaimFile } from "../replay/claim-files.ts";
import { describeRun } from "../replay/claim-run.ts";
import { driveClaim } from "../replay/drive-claim.ts";
import { refusalLog } from "../replay/refusal-log.ts";
import type { FileClaim, RehearsalClaim } from "./rehearsal-claim.ts";

export const CLAIM_TEMPLATE = new URL("./documents-upload.claim.json", import.meta.url);

export type NewSession = (options: { readonly apiUrl: string; readonly fetch: FetchFunction; readonly settings: AppSettings; readonly captchaToken: string }) => ClaimSession;

export interface SiteFilingOptions {
  readonly api: string;
  /** Measured (rehearsal-fetch.ts); answers of 503 are the session's to wait out. */
  readonly fetch: FetchFunction;
  readonly settings: AppSettings;
  readonly captchaToken: string;
  readonly newSession: NewSession;
  /** Where each claim's generated document is written for the session to pick, as a browser picks a file. */
  readonly folder: string;
}

/** The product template, decoded with the claim-file Schema so a template that drifts from the format fails at once. */
export const loadClaimTemplate = async (): Promise<ClaimFile> => {
  const decoded = decodeClaimFile(JSON.parse(await readFile(CLAIM_TEMPLATE, "utf8")));
  if (Result.isFailure(decoded)) throw new Error(`the rehearsal claim template does not decode: ${decoded.failure.map((found) => `at ${found.path}: ${found.problem}`).join("; ")}`);
  return decoded.success;
};

/** The template with this claim's credentials and document. */
export const claimFileFor = (template: ClaimFile, claim: RehearsalClaim): ClaimFile => ({
  ...template,
  name: `rehearsal claim ${String(claim.index + 1)}`,
  credentials: claim.member.credentials,
  records: Object.fromEntries(
    Object.entries(template.records ?? {}).map(([list, records]) => [list, records.map((record) => (record.file === undefined ? record : { ...record, file: claim.document.name }))])
  )
});

export const fileThroughSite = (template: ClaimFile, options: SiteFilingOptions): FileClaim => async (claim) => {
  await writeFile(join(options.folder, claim.document.name), claim.document.bytes);
  const seen: { key: string | null; busyRetries: number; keyChanged: boolean } = { key: null, busyRetries: 0, keyChanged: false };
  const watching: FetchFunction = async (input, init) => {
    const response = await options.fetch(input, init);
    if (callKindOf(init.method ?? "GET", input) === "submit") {
      const sent = new Headers(init.headers).get("idempotency-key");
      // A submit sent again under another key than the one shed would break exactly-once: it is reported.
      if (seen.busyRetries > 0 && sent !== seen.key) seen.keyChanged = true;
      if (response.status === 503) seen.busyRetries += 1;
      seen.key = sent;
    }
    return response;
  };
  const log = refusalLog(watching);
  const session = options.newSession({ apiUrl: options.api, fetch: log.fetch, settings: options.settings, captchaToken: options.captchaToken });
  try {
    const claimFile = claimFileFor(template, claim);
    const loaded = { kind: "claim", file: claim.document.name, claim: claimFile, folder: options.folder, text: JSON.stringify(claimFile) } as const;
    const run = await driveClaim({ session, claim: loaded, apiSaid: log.last });
    const { busyRetries } = seen;
    if (seen.keyChanged) return { kind: "failed", message: "a submit answered 503 went again under another Idempotency-Key", busyRetries };
    if (run.kind === "submitted") return { kind: "filed", referenceCode: run.referenceCode, idempotencyKey: seen.key, busyRetries };
    return { kind: "failed", message: describeRun(run), busyRetries };
  } finally {
    await session.dispose();
  }
};
