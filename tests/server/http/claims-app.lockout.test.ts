// Guessing a PIN: failures count per notice id; after the free ones the notice id is locked, for longer
// each time, and even the right PIN is refused while it lasts, with Retry-After and the time left. Other
// members still authorize; a success clears the count. Proven on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { FREE_FAILURES, lockMsAfter } from "../../../server/http/credential-lock.ts";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import { buildTestApp, injectClient, openTestStore, STORE_START_TIMEOUT_MS, TEST_MEMBER_KEY } from "../../support/server-kit.ts";
import { ADA, BOB, credentialsOf, testCase } from "./http-case.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const setUp = async () => {
  const { app, clock } = buildTestApp({ store, claimsCase: testCase() });
  const client = injectClient(app);
  await client.loadCsrf();
  const authorize = (fields: Readonly<Record<string, string>>) =>
    client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields }, reCaptchaResponse: null } });
  return { app, clock, authorize };
};

const wrongPin = (member: typeof ADA, pin = "999999") => ({ ...credentialsOf(member), pin }) as Record<string, string>;

describe("the lock-out policy", () => {
  it("lets the free failures pass, then locks for one minute, doubling to at most an hour", () => {
    expect(Array.from({ length: FREE_FAILURES }, (_, at) => lockMsAfter(at + 1))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 12, 40].map(lockMsAfter)).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000]);
  });
});

describe("failed authorizations per notice id", () => {
  it("locks the notice id after its free failures, refusing even the right PIN, while other members authorize", async () => {
    const { app, clock, authorize } = await setUp();
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt += 1) expect((await authorize(wrongPin(ADA))).statusCode).toBe(401);
    const locked = await authorize(wrongPin(ADA));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe("60");
    expect(locked.json()).toMatchObject({
      authorized: false,
      retryAfterSeconds: 60,
      error: "This notice ID is locked after too many failed attempts; try again in 1 minute."
    });
    // The right PIN, the notice id in other letter cases and spacing: all the same notice id, all refused.
    const right = await authorize({ ...credentialsOf(ADA), noticeId: " nwd-10000001 " });
    expect(right.statusCode).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect((await authorize(credentialsOf(BOB) as Record<string, string>)).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await authorize(credentialsOf(ADA) as Record<string, string>)).statusCode).toBe(200);
    await app.close();
  });

  it("locks for longer after a failure that follows a lock, and forgets every failure after a success", async () => {
    const { app, clock, authorize } = await setUp();
    const bob = (pin: string) => wrongPin(BOB, pin);
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt += 1) await authorize(bob("000001"));
    expect((await authorize(bob("000002"))).headers["retry-after"]).toBe("60");
    clock.advance(61_000);
    const second = await authorize(bob("000003"));
    expect(second.statusCode).toBe(429);
    expect(second.headers["retry-after"]).toBe("120");
    expect(second.json<{ error: string }>().error).toMatch(/try again in 2 minutes/);
    clock.advance(121_000);
    expect((await authorize(credentialsOf(BOB) as Record<string, string>)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt += 1) expect((await authorize(bob("000004"))).statusCode).toBe(401);
    await app.close();
  });

  it("keeps no notice id in the store: failures are counted under its keyed hash", async () => {
    const { app, authorize } = await setUp();
    await authorize({ noticeId: "NWD-55555555", pin: "123456" });
    const key = makeMemberIdentities(TEST_MEMBER_KEY).keyOfCredential("noticeId", "NWD-55555555");
    expect(key).not.toContain("55555555");
    expect(await store.credentialFailures(key)).toMatchObject({ failures: 1, lockedUntil: null });
    await app.close();
  });
});
