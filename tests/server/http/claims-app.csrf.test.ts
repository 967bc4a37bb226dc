// The anti-forgery token: GET /api/csrf hands out a token kept in a signed HttpOnly cookie, and every
// unsafe call without the matching header is a 403 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { buildTestApp, injectClient, openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { ADA, credentialsOf, testCase } from "./http-case.ts";
import { multipartRequest, standardClaimParts } from "./claim-body.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const AUTHORIZE_JSON = { credentials: { fields: credentialsOf(ADA) }, reCaptchaResponse: null };
const TRACKING_JSON = { formType: "Standard", fieldKey: "FirstName", fieldValue: "Ada" };

const UNSAFE_CALLS = [
  { url: "/api/forms/standard/authorize", json: AUTHORIZE_JSON },
  { url: "/api/telemetry/tracking", json: TRACKING_JSON },
  { url: "/api/session-timeout", json: undefined }
];

describe("GET /api/csrf", () => {
  it("answers the header name and a token kept in a signed, HttpOnly, SameSite=Strict cookie", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const response = await app.inject({ method: "GET", url: "/api/csrf" });
    const body = response.json<{ requestHeaderName: string; requestToken: string }>();
    expect(body.requestHeaderName).toBe("X-XSRF-TOKEN");
    expect(body.requestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^claims-csrf=${body.requestToken}\\.[A-Za-z0-9_-]+; Path=/; HttpOnly; SameSite=Strict$`));
    await app.close();
  });

  it("keeps the same token while the cookie is valid, so several tabs share it", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    const first = await client.loadCsrf();
    expect(await client.loadCsrf()).toBe(first);
    expect(await injectClient(app).loadCsrf()).not.toBe(first);
    await app.close();
  });

  it("names the cookie __Host- and makes it Secure in production", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase(), production: true });
    const response = await app.inject({ method: "GET", url: "/api/csrf" });
    expect(String(response.headers["set-cookie"])).toMatch(/^__Host-claims-csrf=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    await app.close();
  });
});

describe("unsafe calls", () => {
  it.each(UNSAFE_CALLS)("refuse $url without the header, with a wrong one, or without the cookie", async ({ url, json }) => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    const token = await client.loadCsrf();
    const attempts = [
      client.inject({ method: "POST", url, csrf: false, ...(json === undefined ? {} : { payload: json }) }),
      client.inject({ method: "POST", url, headers: { "x-xsrf-token": `${token}x` }, ...(json === undefined ? {} : { payload: json }) }),
      app.inject({ method: "POST", url, headers: { "x-xsrf-token": token }, ...(json === undefined ? {} : { payload: json }) })
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: string }>().error).toMatch(/anti-forgery token/);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    await app.close();
  });

  it("refuse a cookie whose signature does not verify, even with its own token in the header", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const forged = "forged-token-forged-token-forged-token-0000";
    const response = await app.inject({
      method: "POST",
      url: "/api/telemetry/tracking",
      headers: { cookie: `claims-csrf=${forged}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, "x-xsrf-token": forged },
      payload: { formType: "Standard", fieldKey: "FirstName", fieldValue: "Forged" }
    });
    expect(response.statusCode).toBe(403);
    await app.close();
  });

  it("refuse a submit without the header before reading it: nothing is filed", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    const authorized = await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: AUTHORIZE_JSON });
    expect(authorized.statusCode).toBe(200);
    const before = await store.countClaims();
    const response = await client.inject({
      method: "POST",
      url: "/api/forms/standard",
      csrf: false,
      ...multipartRequest(standardClaimParts(), { "idempotency-key": "csrf-missing-0001" })
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ submitted: false });
    expect(await store.countClaims()).toBe(before);
    await app.close();
  });

  it("accept the token in the header once loaded", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    expect((await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: AUTHORIZE_JSON })).statusCode).toBe(200);
    const tracked = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: TRACKING_JSON });
    expect(tracked.statusCode).toBe(204);
    await app.close();
  });
});
