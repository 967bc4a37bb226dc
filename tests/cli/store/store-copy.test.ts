// `claims store copy` as an operator runs it, on real parts: a PGlite deployment that filed claims over HTTP,
// with a draft and a lock-out, is copied into an empty PostgreSQL 15 database with its documents into an S3
// API server (s3rver), and into another with its documents in the rows; every table's rows arrive and every
// document's bytes match their SHA-256; the server on the target then knows who filed (filing again gives
// alreadyFiled with the first reference code) and who is locked out; a target that is not empty is refused
// with the target left as it was, and so is a copy cut short by a missing document; and every table of the
// schema is on the list of tables copied.
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeCommand } from "../../../cli/commands/store.command.ts";
import { fileDirectly } from "../../../cli/rehearse/file-directly.ts";
import type { ClaimOutcome } from "../../../cli/rehearse/rehearsal-claim.ts";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";
import type { RosterMember } from "../../../cli/rehearse/roster-csv.ts";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import { readServerSettings } from "../../../server/settings/server-settings.ts";
import { copyStoreFromOptions, startServer } from "../../../server/start.ts";
import { openPgliteClaimStore } from "../../../server/store/claim-store.pglite.ts";
import { openPostgresClaimStore } from "../../../server/store/claim-store.postgres.ts";
import { COPIED_TABLES, NOT_COPIED } from "../../../server/store/copied-tables.ts";
import { makeS3DocumentStore } from "../../../server/store/document-store.s3.ts";
import { type PostgresCluster, startPostgresCluster } from "../../../scripts/postgres-cluster.ts";
import { type S3Server, startS3Server } from "../../support/s3-server.ts";
import { STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";

const SECRETS = { MEMBER_KEY: "m".repeat(40), COOKIE_SECRET: "c".repeat(40), DRAFT_KEY: "d".repeat(40) };
const SERVER = { PORT: "0", LOG_LEVEL: "silent", SITE_DIR: "no-such-site", ...SECRETS };
const MEMBERS: readonly RosterMember[] = [
  { credentials: { noticeId: "NWD-10000001", pin: "482913" }, prepopulated: {}, formTypes: null, walletEmail: null },
  { credentials: { noticeId: "NWD-10000002", pin: "730158" }, prepopulated: {}, formTypes: null, walletEmail: null }
];

let root: string;
let dataDir: string;
let cluster: PostgresCluster;
let s3: S3Server;
const filed: string[] = [];
let runs = 0;

/** Files a DocumentsUpload claim for the member over HTTP, as a claimant's browser does. */
const fileClaim = (api: string, member: RosterMember): Promise<ClaimOutcome> => {
  runs += 1;
  const run = runs;
  return fileDirectly({ api, fetch: (input, init) => fetch(input, init), retries: 0, maxWaits: 5, captchaToken: null, keyOf: () => `store-copy-${String(run)}` })({
    index: run,
    member,
    document: rehearsalDocument(`store copy ${String(run)}`, 2048)
  });
};

const sink = () => {
  let text = "";
  return {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      }
    }),
    text: () => text
  };
};

/** Runs `claims store copy` with these arguments; its exit code and what it printed. */
const copy = async (args: readonly string[]) => {
  const stdout = sink();
  const stderr = sink();
  let code = -1;
  const command = storeCommand({ copy: (options, onTable) => copyStoreFromOptions(options, s3.serverEnv(), onTable) }, { stdout: stdout.stream, stderr: stderr.stream }, (exitCode) => {
    code = exitCode;
  });
  await command.parseAsync(["copy", ...args], { from: "user" });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

const noticeKey = makeMemberIdentities(SECRETS.MEMBER_KEY).keyOfCredential("noticeId", "NWD-10000003");

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "store-copy-"));
  dataDir = join(root, "data");
  [cluster, s3] = await Promise.all([startPostgresCluster(), startS3Server()]);
  const server = await startServer(readServerSettings({ ...SERVER, DATA_DIR: dataDir }));
  try {
    for (const member of MEMBERS) {
      const outcome = await fileClaim(server.url, member);
      if (outcome.kind !== "filed") throw new Error(`the claim was not filed: ${outcome.message}`);
      filed.push(outcome.referenceCode);
    }
  } finally {
    await server.close();
  }
  const store = await openPgliteClaimStore(dataDir);
  await store.drafts.write("Standard", "member-with-a-draft", 0, new Uint8Array([7, 7, 7]), new Date(), 1);
  for (let failure = 0; failure < 7; failure += 1) await store.recordCredentialFailure(noticeKey, new Date(), (failures) => (failures > 5 ? 3_600_000 : 0));
  await store.close();
}, 3 * STORE_START_TIMEOUT_MS);

afterAll(async () => {
  cluster.stop();
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

describe("claims store copy", () => {
  it(
    "copies a PGlite deployment into PostgreSQL and an object store, after which the server there knows who filed",
    async () => {
      const target = await cluster.createDatabase("moved");
      const ran = await copy(["--from", dataDir, "--to", target, "--documents-to", `s3://${s3.bucket}/moved`]);
      expect(ran.stderr).toBe("");
      expect(ran.code).toBe(0);
      expect(ran.stdout).toMatch(/^ {2}claims {14} {11}2 rows$/m);
      expect(ran.stdout).toMatch(/^ {2}claim_drafts {8} {11}1 rows$/m);
      expect(ran.stdout).toMatch(/^ {2}credential_failures {8} {4}1 rows$/m);
      expect(ran.stdout).toContain(`2 documents (4,096 bytes) into s3://${s3.bucket}/moved at ${s3.endpoint}/ (us-east-1), each checked against its SHA-256`);
      expect(ran.stdout).toContain("checked after the copy: every table's count and every document's SHA-256 match.");

      const documents = makeS3DocumentStore(s3.storeOptions("moved"));
      const moved = await openPostgresClaimStore(target, { documents });
      try {
        for (const referenceCode of filed) {
          const claim = await moved.findClaim(referenceCode);
          expect(claim?.documents).toHaveLength(1);
          const bytes = await moved.documentBytes(referenceCode, claim?.documents[0]?.contextClientId ?? "");
          expect(bytes?.byteLength).toBe(2048);
        }
        expect((await moved.credentialFailures(noticeKey)).failures).toBe(7);
        expect([...((await moved.drafts.read("Standard", "member-with-a-draft"))?.sealed ?? [])]).toEqual([7, 7, 7]);
      } finally {
        await moved.close();
      }

      const server = await startServer(readServerSettings({ ...SERVER, DATABASE_URL: target, ...s3.serverEnv("moved") }));
      try {
        const again = await fileClaim(server.url, MEMBERS[0] ?? { credentials: {}, prepopulated: {}, formTypes: null, walletEmail: null });
        expect(again.kind).toBe("failed");
        expect(again.kind === "failed" ? again.message : "").toContain(`"alreadyFiledReferenceCode":"${filed[0] ?? ""}"`);
        expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({ status: "ready" });
      } finally {
        await server.close();
      }
    },
    3 * STORE_START_TIMEOUT_MS
  );

  it(
    "copies the documents into the database's rows without an object store, and refuses a target that is not empty",
    async () => {
      const target = await cluster.createDatabase("rows");
      expect((await copy(["--from", dataDir, "--to", target])).code).toBe(0);
      const client = new Client({ connectionString: target });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: number }>("SELECT count(*)::int AS count FROM claim_documents WHERE encode(sha256(bytes), 'hex') = sha256");
        expect(rows[0]?.count).toBe(2);
        const refused = await copy(["--from", dataDir, "--to", target]);
        expect(refused.code).toBe(2);
        expect(refused.stderr).toMatch(/^claims store copy: the target is not empty \(claims, claim_documents, idempotency_keys, rate_limit_counters, credential_failures, claim_drafts hold rows\): copy into a new, empty database\n$/);
        const { rows: after } = await client.query<{ count: number }>("SELECT count(*)::int AS count FROM claims");
        expect(after[0]?.count).toBe(2);
      } finally {
        await client.end();
      }
    },
    2 * STORE_START_TIMEOUT_MS
  );

  it(
    "undoes the whole copy when a claim's document is missing from the folder, leaving the target empty",
    async () => {
      const damaged = join(root, "damaged");
      await cp(dataDir, damaged, { recursive: true });
      const [first] = await readdir(join(damaged, "documents"), { recursive: true, withFileTypes: true }).then((entries) => entries.filter((entry) => entry.isFile()));
      if (first === undefined) throw new Error("the folder holds no document");
      await rm(join(first.parentPath, first.name));
      const target = await cluster.createDatabase("undone");
      const ran = await copy(["--from", damaged, "--to", target]);
      expect(ran.code).toBe(2);
      expect(ran.stderr).toBe(`claims store copy: a claim names the document ${first.name}, which the source's document store does not hold\n`);
      const client = new Client({ connectionString: target });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: number }>("SELECT (SELECT count(*) FROM claims) + (SELECT count(*) FROM claim_drafts) + (SELECT count(*) FROM credential_failures) AS count");
        expect(Number(rows[0]?.count)).toBe(0);
      } finally {
        await client.end();
      }
    },
    2 * STORE_START_TIMEOUT_MS
  );

  it("copies every table the migrations make", async () => {
    const client = new Client({ connectionString: cluster.databaseUrl("rows") });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
      expect(rows.map((row) => row.name).sort()).toEqual([...COPIED_TABLES.map((table) => table.name), ...NOT_COPIED].sort());
    } finally {
      await client.end();
    }
  });
});
