// `claims members import` into a real store (the tests' PGlite or PostgreSQL) through server/roster's import,
// as server/start.ts runs it: a roster CSV with bad rows is
// refused, each problem with its line, and the roster before it stays whole; a good one is imported, and the
// HTTP API then authorizes its members and files their claims under the same member key members.json gives.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MembersDependencies, membersCommand } from "../../../cli/commands/members.command.ts";
import { importRosterFile } from "../../../server/roster/roster-import.ts";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { buildTestApp, injectClient, openTestStore, STORE_START_TIMEOUT_MS, TEST_MEMBER_KEY } from "../../support/server-kit.ts";
import { standardClaimParts } from "../../server/http/claim-body.ts";
import { ADA, testCase } from "../../server/http/http-case.ts";
import { freshKey, submitBody } from "../../server/http/submit-kit.ts";
import { multipartRequest } from "../../server/http/claim-body.ts";

let store: ClaimStore;
let dir: string;

beforeAll(async () => {
  store = await openTestStore();
  dir = await mkdtemp(join(tmpdir(), "roster-"));
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const HEADER = "credentials.noticeId,credentials.pin,prepopulated.FirstName,prepopulated.lastName,formTypes,walletEmail";

const GOOD = [
  HEADER,
  "NWD-10000001,111111,Ada,Lovelace,Standard|DocumentsUpload,Ada@Example.com",
  'NWD-20000002,222222,"Grace ""Amazing""","Hopper, Jr",,',
  "NWD-20000003,333333,Alan,,DocumentsUpload,"
].join("\n");

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const sink = () => {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    }
  });
  return { stream, text: () => text };
};

/** What server/start.ts does, into the file's test store and the test case, under the tests' member key. */
const intoTestStore: MembersDependencies["importRoster"] = async (file, options, onProgress) => ({
  outcome: await importRosterFile({
    file,
    mode: options.mode,
    defaultFormTypes: options.defaultFormTypes,
    claimsCase: testCase(),
    identities: makeMemberIdentities(TEST_MEMBER_KEY),
    store,
    now: new Date("2026-11-21T17:00:00Z"),
    onProgress
  }),
  storeName: "the test store"
});

/** Runs the command over the test store. */
const importCsv = async (name: string, csv: string | Uint8Array, ...options: readonly string[]): Promise<Ran> => {
  const file = join(dir, name);
  await writeFile(file, csv);
  const stdout = sink();
  const stderr = sink();
  let code = -1;
  const command = membersCommand(
    { importRoster: intoTestStore },
    { stdout: stdout.stream, stderr: stderr.stream },
    (exitCode) => {
      code = exitCode;
    }
  );
  await command.parseAsync(["import", file, "--case", "cases/demo", ...options], { from: "user" });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

describe("claims members import", () => {
  it("imports a roster, and the API authorizes its members and files their claims under their member key", async () => {
    const ran = await importCsv("good.csv", GOOD, "--form-types", "Standard");
    expect(ran).toMatchObject({ code: 0, stderr: "" });
    expect(ran.stdout).toMatch(/good\.csv: 3 members imported \(replace\) into the test store in [\d.]+ s; the roster holds 3 members\./);
    expect(ran.stdout).toContain("The notice id, kept with each claim and counted for lock-outs, is credentials.noticeId.");
    const roster = await store.roster();
    expect(roster).not.toBeNull();
    if (roster === null) return;
    const { app } = buildTestApp({ store, claimsCase: testCase(), roster });
    const client = injectClient(app);
    await client.loadCsrf();
    const authorize = (segment: string, fields: Readonly<Record<string, string>>) =>
      client.inject({ method: "POST", url: `/api/forms/${segment}/authorize`, payload: { credentials: { fields }, reCaptchaResponse: null } });

    const grace = await authorize("standard", { noticeId: " nwd-20000002", pin: "222222" });
    expect(grace.statusCode).toBe(200);
    expect(grace.json()).toMatchObject({ authorized: true, prepopulatedData: [{ fields: { firstName: 'Grace "Amazing"', lastName: "Hopper, Jr" } }] });
    expect((await authorize("standard", { noticeId: "NWD-20000003", pin: "333333" })).statusCode).toBe(401);
    expect((await authorize("documents-upload", { noticeId: "NWD-20000003", pin: "333333" })).statusCode).toBe(200);
    expect((await authorize("standard", { noticeId: "NWD-20000002", pin: "222223" })).statusCode).toBe(401);

    expect((await authorize("standard", ADA.credentials)).statusCode).toBe(200);
    const filed = await client.inject({ method: "POST", url: "/api/forms/standard", ...multipartRequest(standardClaimParts(), { "idempotency-key": freshKey() }) });
    expect(filed.statusCode).toBe(200);
    const stored = await store.findClaim(submitBody(filed).referenceCodeForm ?? "");
    expect(stored?.memberKey).toBe(makeMemberIdentities(TEST_MEMBER_KEY).keyOf(ADA));
    await app.close();
  });

  it("refuses a file with bad rows, naming each line, and leaves the roster as it was", async () => {
    expect((await importCsv("before.csv", GOOD, "--form-types", "Standard")).code).toBe(0);
    const bad = [
      HEADER,
      "NWD-30000001,444444,Ok,Row,Standard,",
      "NWD-30000002,   ,No,Pin,Standard,",
      "NWD-30000003,555555,Bad,Form,Standard|Refunds,",
      " nwd-30000001 ,444444,Same,Member,Standard,",
      "NWD-30000004,666666,Too,Few",
      "NWD-30000005,777777,Bad,Wallet,Standard,not-an-email",
      "NWD-30000006,888888,No,Types,,"
    ].join("\r\n");
    const ran = await importCsv("bad.csv", bad);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toBe("");
    const file = join(dir, "bad.csv");
    expect(ran.stderr.split("\n")).toEqual([
      `${file}:3: credentials.pin: a credential must not be blank`,
      `${file}:4: formTypes: "Refunds" is not a form type (Standard, Lookup, Automotive, DocumentsUpload)`,
      `${file}:5: the same credentials as line 2; one member could never be told from the other`,
      `${file}:6: has 4 cells for the 6 columns of the header`,
      `${file}:7: walletEmail: "not-an-email" is not an email address`,
      `${file}:8: formTypes: empty, and the import has no --form-types default`,
      "claims members import: nothing was imported; the roster is as it was.",
      ""
    ]);
    const roster = await store.roster();
    expect(roster?.size).toBe(3);
    const identities = makeMemberIdentities(TEST_MEMBER_KEY);
    expect(await roster?.member(identities.keyOfSent(["noticeId", "pin"], { noticeId: "NWD-30000001", pin: "444444" }) ?? "")).toBeNull();
    expect(await roster?.member(identities.keyOf(ADA))).not.toBeNull();
  });

  it("refuses a header that names no credentials, an unknown column or a field the credentials model lacks", async () => {
    const ran = await importCsv("header.csv", "prepopulated.firstName,credentials.accountId,nickname\nAda,1,x\n");
    expect(ran.code).toBe(1);
    const file = join(dir, "header.csv");
    expect(ran.stderr).toContain(`${file}:1: column 3 ("nickname") is not a roster column`);
    expect(ran.stderr).toMatch(/:1: credentials\.accountId: the \w+ credentials model has no field "accountId"/);
  });

  it("refuses a file that is not CSV (an unclosed quote) with its line, an empty file, and an update with other columns", async () => {
    const unclosed = await importCsv("unclosed.csv", `${HEADER}\nNWD-1,1,"Ada,Lovelace,Standard,\nNWD-2,2,Bob,B,Standard,\n`);
    expect(unclosed.code).toBe(1);
    expect(unclosed.stderr).toMatch(/unclosed\.csv:\d+: not readable as CSV: .*quote/i);
    const empty = await importCsv("empty.csv", "");
    expect(empty.stderr).toContain("empty.csv:1: the file is empty: a roster CSV starts with a header row");
    const other = await importCsv("other.csv", "credentials.noticeId,credentials.pin,formTypes\nNWD-9,9,Standard\n", "--update");
    expect(other.code).toBe(1);
    expect(other.stderr).toContain("other.csv:1: the roster in the store has the columns noticeId, pin, FirstName, lastName; this file has noticeId, pin: import it with --replace");
  });

  it("takes the notice id from the credentials model, whatever the columns' order, and refuses what cannot be a member", async () => {
    const reordered = await importCsv("reordered.csv", "credentials.pin,credentials.noticeId,prepopulated.FirstName,prepopulated.lastName,formTypes,walletEmail\n111111,NWD-10000001,Ada,L,Standard,\n");
    expect(reordered.code).toBe(0);
    expect(reordered.stdout).toContain("is credentials.noticeId.");
    expect((await store.roster())?.credentialFields).toEqual(["noticeId", "pin"]);
    const latin1 = Buffer.concat([Buffer.from("credentials.noticeId,credentials.pin,formTypes\nNWD-1,"), Buffer.from([0xe9]), Buffer.from(",Standard\n")]);
    const notUtf8 = await importCsv("latin1.csv", latin1);
    expect(notUtf8.code).toBe(1);
    expect(notUtf8.stderr).toContain("latin1.csv:2: column 2: is not UTF-8 text (save the file as UTF-8)");
    const proto = await importCsv("proto.csv", "credentials.__proto__,formTypes\nx,Standard\n");
    expect(proto.code).toBe(1);
    expect(proto.stderr).toMatch(/proto\.csv:1: credentials\.__proto__: the \w+ credentials model has no field "__proto__"/);
    const leak = await importCsv("leak.csv", `${HEADER}\nNWD-1,PIN"SECRET,Ada,L,Standard,\n`);
    expect(leak.stderr).toContain("not readable as CSV: a quote inside a value that does not start with one");
    expect(leak.stderr).not.toContain("SECRET");
    const pinOnly = await importCsv("pin-only.csv", "credentials.pin,formTypes\n111111,Standard\n");
    expect(pinOnly.code).toBe(1);
    expect(pinOnly.stderr).toContain("pin-only.csv:1: no credentials.noticeId column: the credentials model's first field names a member to people");
    const unoffered = await importCsv("unoffered.csv", GOOD, "--form-types", "Automotive");
    expect(unoffered.stderr).toContain("--form-types: the case offers no Automotive form");
  });

  it("cannot begin without the file: one line, exit 2", async () => {
    const stderr = sink();
    let code = -1;
    const command = membersCommand(
      { importRoster: intoTestStore },
      { stdout: sink().stream, stderr: stderr.stream },
      (exitCode) => {
        code = exitCode;
      }
    );
    await command.parseAsync(["import", join(dir, "missing.csv"), "--case", "cases/demo"], { from: "user" });
    expect(code).toBe(2);
    expect(stderr.text()).toBe(`claims members import: there is no file ${join(dir, "missing.csv")}\n`);
  });
});
