// The security log: JSON lines for failed authorizations and lock-outs (the notice id as its keyed hash),
// rate-limit refusals and every 4xx by route, and nothing of a claimant's personal data or credentials,
// whatever the requests carried; the start-up line names the settings, never a secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import { DEFAULT_SETTINGS } from "../../../server/settings/server-settings.ts";
import { startupLogLine } from "../../../server/startup-log.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { injectClient, openTestStore, STORE_START_TIMEOUT_MS, TEST_MEMBER_KEY } from "../../support/server-kit.ts";
import { standardClaimParts } from "./claim-body.ts";
import { ADA, BOB, credentialsOf, testCase } from "./http-case.ts";
import { submitBody, submitter } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

interface LogLine {
  readonly level: number;
  readonly event?: string;
  readonly notice?: string;
  readonly route?: string;
  readonly status?: number;
  readonly msg?: string;
}

/** Everything the claimants below sent that is personal or secret. */
const PERSONAL = ["111111", "222222", "999999", "NWD-10000001", "NWD-10000002", "Ada", "Lovelace", "Ada@Example.com", "ada@example.com", "1 Main Street", "(555) 010-0100"];

describe("the security log", () => {
  it("records failed authorizations, lock-outs, rate limits and refusals by route, with no personal data", async () => {
    const lines: string[] = [];
    const log = { level: "info", stream: { write: (line: string) => lines.push(line) } };
    const claimsCase = testCase({ site: { rateLimits: { windowSeconds: 60, authorizePerWindow: 9, submitPerWindow: 1000 } } });
    const { app, submit } = await submitter(store, { claimsCase, log });
    const client = injectClient(app, "192.0.2.7");
    await client.loadCsrf();
    const authorize = (fields: object) => client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields }, reCaptchaResponse: null } });
    for (let attempt = 0; attempt < 7; attempt += 1) await authorize({ ...credentialsOf(BOB), pin: "999999" });
    // While locked even the right PIN is refused; the tenth attempt from the address meets its rate limit.
    for (let attempt = 0; attempt < 3; attempt += 1) await authorize({ ...credentialsOf(BOB) });
    const filed = await submit(
      "standard",
      standardClaimParts({ claimantInfo: { firstName: "Ada", lastName: "Lovelace" }, claimDetails: { paypalEmail: "ada@example.com" } })
    );
    expect(submitBody(filed).submitted).toBe(true);
    await client.inject({ method: "GET", url: "/api/no-such-call?pin=111111&email=ada@example.com" });
    await app.close();

    const parsed = lines.map((line) => JSON.parse(line) as LogLine);
    const events = parsed.map((line) => line.event);
    const bobNotice = makeMemberIdentities(TEST_MEMBER_KEY).keyOfCredential("noticeId", "NWD-10000002");
    expect(parsed.filter((line) => line.event === "authorizeFailed").map((line) => line.notice)).toEqual(Array(6).fill(bobNotice));
    expect(parsed.find((line) => line.event === "noticeLocked")).toMatchObject({ notice: bobNotice, level: 40 });
    expect(events).toContain("lockedAttempt");
    expect(events).toContain("rateLimited");
    expect(parsed.filter((line) => line.event === "refused").map((line) => [line.route, line.status])).toEqual(
      expect.arrayContaining([
        ["/api/forms/standard/authorize", 401],
        ["/api/forms/standard/authorize", 429],
        ["/api/no-such-call", 404]
      ])
    );
    // A successful request leaves no line; a filed claim leaves none at all.
    expect(parsed.some((line) => line.status === 200)).toBe(false);
    const text = lines.join("");
    for (const secret of PERSONAL) expect(text, secret).not.toContain(secret);
    expect(ADA.credentials["pin"]).toBe("111111");
  });

  it("names the start-up settings and never a secret", () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      production: true,
      cookieSecret: "cookie-secret-never-logged-0123456789",
      memberKey: "member-key-never-logged-0123456789",
      draftKey: "draft-key-never-logged-0123456789ab",
      captchaSecret: "captcha-secret-never-logged",
      databaseUrl: "postgres://claims:db-password-never-logged@db.internal:5432/claims"
    };
    const line = startupLogLine(settings, testCase(), true);
    expect(line).toMatchObject({ event: "start", caseName: "Test v. Case", production: true, captcha: "hCaptcha", cookieSecret: "set", memberKey: "set", draftKey: "set" });
    const text = JSON.stringify(line);
    for (const secret of ["cookie-secret-never-logged", "member-key-never-logged", "draft-key-never-logged", "captcha-secret-never-logged", "db-password-never-logged", "claims:"]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(line["store"]).toBe("PostgreSQL at postgres://db.internal:5432/claims");
  });
});
