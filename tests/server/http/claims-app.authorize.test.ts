// POST /api/forms/<type>/authorize: the member's credentials and captcha token in; a signed authorization
// cookie for that form type and the prepopulated data out. Wrong credentials 401, bad bodies 400 or 415,
// captcha refused 400, provider down 503, too many attempts 429.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaptchaVerifier } from "../../../server/captcha/captcha-verifier.port.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { buildTestApp, GOOD_CAPTCHA_TOKEN, injectClient, openTestStore, setCookies, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { ADA, BOB, credentialsOf, testCase } from "./http-case.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const authorizeBody = (fields: object, token: string | null = null) => ({
  credentials: { clientId: "credentials_00000001", id: null, metadataHash: "std-credentials", metadata: { dtoMapping: "credentials" }, fields },
  reCaptchaResponse: token
});

const authorizedClient = async (options: { production?: boolean; captchaVerifier?: CaptchaVerifier; address?: string } = {}) => {
  const { app, clock } = buildTestApp({ store, claimsCase: testCase(), ...options });
  const client = injectClient(app, options.address);
  await client.loadCsrf();
  return { app, clock, client };
};

describe("authorizing", () => {
  it("accepts the member's credentials, sets the form type's cookie and answers the prepopulated data", async () => {
    const { app, client } = await authorizedClient();
    const response = await client.inject({
      method: "POST",
      url: "/api/forms/standard/authorize",
      payload: authorizeBody({ noticeId: " nwd-10000001 ", pin: "111111" })
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authorized: true, error: null, captcha: null, prepopulatedData: ADA.prepopulatedData });
    const cookies = setCookies(response);
    expect(cookies.get("claims-auth-standard")).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    // A session cookie (no Max-Age): it ends with the browser; the signed grant inside still expires on the server's clock.
    expect(String(response.headers["set-cookie"])).toMatch(/claims-auth-standard=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
    expect(cookies.has("claims-auth-automotive")).toBe(false);
    // Beside it, a cookie that only says it was set, sent on every navigation (server/site/fresh-visit.ts).
    expect(cookies.get("claims-held-standard")).toBe("1");
    expect(String(response.headers["set-cookie"])).toMatch(/claims-held-standard=1; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies.has("claims-held-automotive")).toBe(false);
    await app.close();
  });

  it("answers 401 for credentials that name no one, or a member not allowed that form", async () => {
    const { app, client } = await authorizedClient();
    const wrongPin = await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: authorizeBody({ ...credentialsOf(ADA), pin: "999999" }) });
    expect(wrongPin.statusCode).toBe(401);
    expect(wrongPin.json()).toMatchObject({ authorized: false, error: expect.stringMatching(/do not match/) as unknown });
    const notAllowed = await client.inject({ method: "POST", url: "/api/forms/documents-upload/authorize", payload: authorizeBody(credentialsOf(BOB)) });
    expect(notAllowed.statusCode).toBe(401);
    expect(setCookies(notAllowed).size).toBe(0);
    await app.close();
  });

  it("answers 400 naming the path for a body that does not decode", async () => {
    const { app, client } = await authorizedClient();
    const response = await client.inject({ method: "POST", url: "/api/forms/lookup/authorize", payload: { credentials: { fields: { noticeId: ["x"] } } } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/credentials\.fields\.noticeId/);
    expect(response.json()).toMatchObject({ authorized: false });
    await app.close();
  });

  it("answers 400 for JSON that does not parse or is empty, 415 for plain text, 413 for a huge body", async () => {
    const { app, client } = await authorizedClient();
    const url = "/api/forms/standard/authorize";
    const json = { "content-type": "application/json" };
    const broken = await client.inject({ method: "POST", url, headers: json, payload: '{"credentials": {' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ authorized: false, error: "The body is not valid JSON." });
    const empty = await client.inject({ method: "POST", url, headers: json, payload: "" });
    expect(empty.statusCode).toBe(400);
    const poisoned = await client.inject({ method: "POST", url, headers: json, payload: '{"__proto__": {"admin": true}, "credentials": {"fields": {}}}' });
    expect(poisoned.statusCode).toBe(400);
    const text = await client.inject({ method: "POST", url, headers: { "content-type": "text/plain" }, payload: "noticeId=1" });
    expect(text.statusCode).toBe(415);
    expect(text.json<{ error: string }>().error).toMatch(/text\/plain/);
    const huge = await client.inject({ method: "POST", url, payload: authorizeBody({ noticeId: "x".repeat(20_000) }) });
    expect(huge.statusCode).toBe(413);
    await app.close();
  });
});

describe("captcha on authorize (production)", () => {
  it("accepts a token the verifier accepts and says so", async () => {
    const { app, client } = await authorizedClient({ production: true });
    const response = await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: authorizeBody(credentialsOf(ADA), GOOD_CAPTCHA_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authorized: true, captcha: true });
    expect(setCookies(response).has("__Host-claims-auth-standard")).toBe(true);
    expect(setCookies(response).get("__Host-claims-held-standard")).toBe("1");
    await app.close();
  });

  it("refuses a missing or refused token with 400 and no authorization", async () => {
    const { app, client } = await authorizedClient({ production: true });
    for (const token of [null, "forged-token"]) {
      const response = await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: authorizeBody(credentialsOf(ADA), token) });
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json()).toMatchObject({ authorized: false, captcha: false });
      expect(setCookies(response).has("__Host-claims-auth-standard")).toBe(false);
    }
    await app.close();
  });

  it("answers 503 when the provider cannot be reached", async () => {
    const down: CaptchaVerifier = { verify: () => Promise.resolve({ kind: "unavailable", detail: "connection refused" }) };
    const { app, client } = await authorizedClient({ production: true, captchaVerifier: down });
    const response = await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: authorizeBody(credentialsOf(ADA), GOOD_CAPTCHA_TOKEN) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ authorized: false });
    await app.close();
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After past the case's attempts per window, per address, until the window ends", async () => {
    const limited = testCase({ site: { rateLimits: { windowSeconds: 60, authorizePerWindow: 2, submitPerWindow: 2 } } });
    const { app, clock } = buildTestApp({ store, claimsCase: limited });
    clock.set(new Date("2026-11-21T17:00:15Z"));
    const client = injectClient(app, "203.0.113.7");
    await client.loadCsrf();
    const attempt = () => client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: authorizeBody({ ...credentialsOf(ADA), pin: "000000" }) });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBe("45");
    expect(third.json()).toMatchObject({ authorized: false, error: expect.stringMatching(/Too many attempts/) as unknown });
    const elsewhere = injectClient(app, "203.0.113.8");
    await elsewhere.loadCsrf();
    expect((await elsewhere.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: authorizeBody(credentialsOf(ADA)) })).statusCode).toBe(200);
    clock.advance(45_000);
    expect((await attempt()).statusCode).toBe(401);
    await app.close();
  });
});
