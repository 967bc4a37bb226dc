// The server is killed with SIGKILL 50 times while claims with documents are being submitted, each claim
// retried under its idempotency key until it is acknowledged. Afterwards every acknowledged claim is stored
// exactly once with all its documents, whose files in the document store hold exactly their bytes; no claim
// is stored in part, and after a last start (which sweeps) no file is left that no claim names.
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClaimsApiHttp } from "../../../adapters/http/claims-api.http.ts";
import { cookieJarFetch } from "../../../adapters/http/cookie-jar-fetch.ts";
import { assignField, editField } from "../../../domain/forms/field-editing.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { createModel } from "../../../domain/forms/model-factory.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import type { ClaimDto } from "../../../domain/submission/claim-dto.ts";
import { prepareSubmission } from "../../../domain/submission/submission-preparation.ts";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import { loadCaseAt } from "../../domain/case/load-case-at.ts";
import { makeFileSystemDocumentStore } from "../../../server/store/document-store.file-system.ts";
import { openPgliteDatabase } from "../../../server/store/sql-database.pglite.ts";
import { seededCharacters } from "../../support/seeded-characters.ts";
import { bundleServer, type ServerBundle } from "../../support/server-bundle.ts";
import { type ServerProcess, startServerProcess } from "../../support/server-process.ts";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";

const KILLS = 50;
const WORKERS = 4;
const LEASE_MS = 400;

interface PlannedClaim {
  readonly key: string;
  readonly member: ClassMember;
  readonly credentials: FormModel;
  readonly dto: ClaimDto;
  /** SHA-256 of each document by its context client id. */
  readonly documents: ReadonlyMap<string, string>;
}

let root: string;
let caseDir: string;
let dataDir: string;
let claimsCase: ClaimsCase;
let bundle: ServerBundle;
let server: ServerProcess | null = null;
let serverUrl: Promise<string>;
/** Submissions that met a dead server or a held key and had to be tried again. */
let retries = 0;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const pdf = (text: string): Uint8Array<ArrayBuffer> => rehearsalDocument(text, 0).bytes;

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

const itemOf = (dtoMapping: string): ModelConfigItem => {
  const item = claimsCase.modelConfig.find((candidate) => candidate.metadata["formType"] === "DocumentsUpload" && candidate.metadata.dtoMapping === dtoMapping);
  if (item === undefined) throw new Error(`no DocumentsUpload ${dtoMapping} item`);
  return item;
};

/** A DocumentsUpload claim with two documents, built once so every retry sends the very same body. */
const planClaim = (index: number, member: ClassMember): PlannedClaim => {
  const characters = seededCharacters();
  const credentials = ["noticeId", "pin"].reduce(
    (model, key) => assignField(model, key, member.credentials[key] ?? ""),
    createModel(itemOf("credentials"), characters)
  );
  const documents = new Map<string, string>();
  const records = [1, 2].map((n) => {
    const bytes = pdf(`claim ${index} document ${n}`);
    const draft = createModel(itemOf("DocumentContexts"), characters);
    const chosen = editField(editField(draft, "documentFile", [new File([bytes], `proof-${index}-${n}.pdf`, { type: "application/pdf" })]), "documentType", "Receipt");
    documents.set(chosen.clientId, sha256(bytes));
    return { ...chosen, metadata: { ...chosen.metadata, dtoMapping: "documentContexts" as const } };
  });
  const prepared = prepareSubmission(
    { saved: [credentials, ...records], drafts: [] },
    { formType: "DocumentsUpload", culture: "en", captchaToken: null, previousCaptcha: null, captchaEnabled: false }
  );
  if (prepared._tag === "Failure") throw new Error(`claim ${index} breaks the site's rules: ${JSON.stringify(prepared.failure)}`);
  return { key: `crash-claim-${String(index).padStart(4, "0")}`, member, credentials, dto: prepared.success, documents };
};

/** Files one claim, retrying through dead servers and held keys until the server acknowledges it. */
const fileUntilAcknowledged = async (claim: PlannedClaim): Promise<string> => {
  for (let attempt = 1; ; attempt += 1) {
    const baseUrl = await serverUrl;
    const api = makeClaimsApiHttp({ baseUrl, fetch: cookieJarFetch(globalThis.fetch) });
    const answer = await Effect.runPromise(
      Effect.result(
        Effect.gen(function* () {
          yield* api.csrf;
          yield* api.authorize("DocumentsUpload", claim.credentials, null);
          return yield* api.submit("DocumentsUpload", claim.dto, claim.key);
        })
      )
    );
    if (answer._tag === "Success" && answer.success.submitted && answer.success.referenceCodeForm != null) return answer.success.referenceCodeForm;
    if (answer._tag === "Failure" && answer.failure._tag !== "ApiCallFailed") {
      throw new Error(`claim ${claim.key} was refused: ${JSON.stringify(answer.failure)}`);
    }
    if (attempt > 400) throw new Error(`claim ${claim.key} was never acknowledged`);
    retries += 1;
    await sleep(50 + Math.random() * 100);
  }
};

const start = async (): Promise<void> => {
  const starting = startServerProcess(
    { CASE_DIR: caseDir, DATA_DIR: dataDir, IDEMPOTENCY_LEASE_MS: String(LEASE_MS), COOKIE_SECRET: "k".repeat(48) },
    60_000,
    bundle.entry
  );
  serverUrl = starting.then((running) => running.url);
  server = await starting;
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "sigkill-"));
  caseDir = join(root, "case");
  dataDir = join(root, "data");
  await cp("cases/demo", caseDir, { recursive: true });
  const site = JSON.parse(await readFile(join(caseDir, "site.json"), "utf8")) as Record<string, unknown>;
  // Every claim comes from one address here; the limits are not what this test is about.
  site["rateLimits"] = { windowSeconds: 60, authorizePerWindow: 1_000_000, submitPerWindow: 1_000_000 };
  await writeFile(join(caseDir, "site.json"), JSON.stringify(site));
  claimsCase = await loadCaseAt(caseDir);
  // Started 51 times: without tsx's loader each start takes about half the CPU.
  bundle = await bundleServer();
}, 60_000);

afterAll(async () => {
  await server?.kill();
  await Promise.all([rm(root, { recursive: true, force: true }), bundle.remove()]);
});

describe("a server killed while claims are filed", () => {
  it(`files every acknowledged claim exactly once, whole, across ${KILLS} kills`, async () => {
    const members = claimsCase.members.filter((member) => member.formTypes.includes("DocumentsUpload"));
    const acknowledged = new Map<string, { claim: PlannedClaim; referenceCode: string }>();
    let planned = 0;
    let killing = true;
    await start();

    const worker = async (): Promise<void> => {
      while (killing) {
        const claim = planClaim(planned, members[planned % members.length]!);
        planned += 1;
        acknowledged.set(claim.key, { claim, referenceCode: await fileUntilAcknowledged(claim) });
      }
    };
    const workers = Array.from({ length: WORKERS }, () => worker());

    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(150 + Math.random() * 450);
      await server?.kill();
      await start();
    }
    // On a loaded machine the kills can come faster than claims; the last server files until there are as
    // many acknowledged claims as kills, so the count below never hangs on the machine's speed.
    const enough = Date.now() + 120_000;
    while (acknowledged.size < KILLS) {
      if (Date.now() > enough) throw new Error(`only ${String(acknowledged.size)} claims were acknowledged in the 2 minutes after the kills`);
      await sleep(50);
    }
    killing = false;
    await Promise.all(workers);
    await server?.stop();
    // One more start and stop: the start sweeps the files of claims that never committed.
    await start();
    await server?.stop();
    server = null;

    expect(acknowledged.size).toBe(planned);
    expect(planned).toBeGreaterThanOrEqual(KILLS);
    // The kills really cut submissions short: claims had to be retried.
    expect(retries).toBeGreaterThan(0);
    console.info(`${planned} claims acknowledged across ${KILLS} kills, after ${retries} retries`);

    const db = await openPgliteDatabase(join(dataDir, "pglite"));
    try {
      const claims = await db.query<{ reference_code: string; idempotency_key: string; documents: number }>(
        `SELECT c.reference_code, c.idempotency_key, (SELECT count(*)::int FROM claim_documents d WHERE d.claim_id = c.id) AS documents FROM claims c`
      );
      expect(claims).toHaveLength(acknowledged.size);
      expect(new Set(claims.map((row) => row.idempotency_key)).size).toBe(claims.length);
      expect(claims.every((row) => row.documents === 2)).toBe(true);
      for (const { claim, referenceCode } of acknowledged.values()) {
        const stored = await db.query<{ idempotency_key: string; context_client_id: string; sha256: string; size: number }>(
          `SELECT c.idempotency_key, d.context_client_id, d.sha256, d.size::int AS size FROM claims c JOIN claim_documents d ON d.claim_id = c.id WHERE c.reference_code = $1`,
          [referenceCode]
        );
        expect(stored.map((row) => row.idempotency_key)).toEqual([claim.key, claim.key]);
        expect(new Map(stored.map((row) => [row.context_client_id, row.sha256]))).toEqual(claim.documents);
      }
      // Every document's file holds exactly its bytes, and the folder holds no file that no claim names.
      const documents = makeFileSystemDocumentStore(join(dataDir, "documents"));
      const named = await db.query<{ sha256: string; bytes: Uint8Array | null }>("SELECT sha256, bytes FROM claim_documents");
      expect(named.every((row) => row.bytes === null)).toBe(true);
      for (const row of named) expect(sha256((await documents.get(row.sha256)) ?? new Uint8Array())).toBe(row.sha256);
      const files: string[] = [];
      for await (const file of documents.list()) files.push(file);
      expect(new Set(files)).toEqual(new Set(named.map((row) => row.sha256)));
      const orphans = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM claim_documents d WHERE NOT EXISTS (SELECT 1 FROM claims c WHERE c.id = d.claim_id)`);
      expect(orphans[0]?.count).toBe(0);
      const pending = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM idempotency_keys WHERE state = 'done' AND reference_code IS NULL AND answer_status = 200`);
      expect(pending[0]?.count).toBe(0);
    } finally {
      await db.close();
    }
  }, 600_000);
});
