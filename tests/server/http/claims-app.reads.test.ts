// The read calls of spec section 7 on the HTTP tier: each answers from the case as the client expects,
// unknown cultures are a 400 naming them, and every answer carries the security headers.
import { createHash } from "node:crypto";
import { memoryRoster } from "../../../server/store/member-roster.memory.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { makeAcceptListCaptchaVerifier } from "../../../server/captcha/captcha-verifier.accept-list.ts";
import { INTERNAL_ERROR } from "../../../server/http/api-errors.ts";
import { buildClaimsApp } from "../../../server/http/claims-app.ts";
import { CONTENT_SECURITY_POLICY } from "../../../server/http/security-headers.ts";
import { EARLY_PRESS_SCRIPT } from "../../../server/site/early-press.ts";
import { PAINTED_PRELOAD_SCRIPT } from "../../../server/site/painted-preload.ts";
import { SettingsError } from "../../../server/settings/server-settings.ts";
import { thrownBy } from "../../support/thrown-by.ts";
import { buildTestApp, injectClient, makeTestClock, openTestStore, setCookies, STORE_START_TIMEOUT_MS, TEST_COOKIE_SECRET, TEST_DRAFT_KEY, TEST_MEMBER_KEY, type TestAppOptions } from "../../support/server-kit.ts";
import { testCase } from "./http-case.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const get = async (url: string, options: Partial<TestAppOptions> = {}) => {
  const { app } = buildTestApp({ store, claimsCase: testCase(), ...options });
  const response = await app.inject({ method: "GET", url });
  await app.close();
  return response;
};

describe("the case's answers", () => {
  it("answers cultures, deadlines, whitelist and model configuration from the case", async () => {
    const claimsCase = testCase();
    expect((await get("/api/cultures")).json()).toEqual({ en: "English", es: "Español" });
    expect((await get("/api/deadlines")).json()).toEqual(claimsCase.deadlines);
    expect((await get("/api/characters-whitelist")).json()).toEqual({ allowedCharacters: claimsCase.characterWhitelist });
    const config = await get("/api/forms/config");
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual(JSON.parse(JSON.stringify(claimsCase.modelConfig)));
  });

  it("answers the wallet settings under paypal-settings by default, and under the case's own segment", async () => {
    expect((await get("/api/banking/paypal-settings")).json()).toEqual(testCase().site.wallet);
    const custom = testCase({ site: { walletSettingsSegment: "venmo-settings" } });
    expect((await get("/api/banking/venmo-settings", { claimsCase: custom })).json()).toEqual(custom.site.wallet);
    expect((await get("/api/banking/paypal-settings", { claimsCase: custom })).statusCode).toBe(404);
  });

  it("gives the captcha site key only in production and only when the case has one", async () => {
    expect((await get("/api/captcha")).json()).toEqual({ provider: "hCaptcha", siteKey: null });
    expect((await get("/api/captcha", { production: true })).json()).toEqual({ provider: "hCaptcha", siteKey: "site-key-0001" });
    const keyless = testCase({ site: { captcha: { provider: "reCAPTCHA", siteKey: null } } });
    expect((await get("/api/captcha", { production: true, claimsCase: keyless })).json()).toEqual({ provider: "reCAPTCHA", siteKey: null });
  });
});

describe("cultures", () => {
  it("answers a culture's content in any letter case, and en when none is asked", async () => {
    expect((await get("/api/culture/content?culture=ES")).json()).toEqual([{ key: "LocKey_Header_Main", value: "Formulario de reclamación" }]);
    expect((await get("/api/culture/content")).json()).toEqual([{ key: "LocKey_Header_Main", value: "Claim form" }]);
  });

  it("refuses an unknown culture with a 400 naming it", async () => {
    for (const url of ["/api/culture/content?culture=fr", "/api/culture/set-language?culture=fr", "/api/signature-date?culture=fr"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: string }>().error).toContain('"fr"');
    }
  });

  it("sets the culture cookie and answers 204", async () => {
    const response = await get("/api/culture/set-language?culture=es");
    expect(response.statusCode).toBe(204);
    expect(setCookies(response).get("claims-culture")).toBe("es");
    expect(String(response.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it("writes the signature date as today in Los Angeles, month first in English and day first in Spanish", async () => {
    // 07:30 UTC on 2 March is still 1 March in Los Angeles.
    const clock = makeTestClock(new Date("2026-03-02T07:30:00Z"));
    expect((await get("/api/signature-date?culture=en", { clock })).json()).toEqual({ signatureDate: "03/01/2026" });
    expect((await get("/api/signature-date?culture=es", { clock })).json()).toEqual({ signatureDate: "01/03/2026" });
    clock.set(new Date("2026-03-02T08:30:00Z"));
    expect((await get("/api/signature-date?culture=en", { clock })).json()).toEqual({ signatureDate: "03/02/2026" });
  });
});

describe("every answer", () => {
  it("carries the content security policy and the other security headers, and no X-Powered-By", async () => {
    for (const url of ["/api/cultures", "/api/culture/content?culture=fr", "/api/nowhere"]) {
      const response = await get(url);
      expect(response.headers["content-security-policy"], url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-powered-by"]).toBeUndefined();
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toMatch(/default-src 'self'/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src [^;]*https:\/\/\*\.hcaptcha\.com[^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(CONTENT_SECURITY_POLICY).toMatch(/frame-src [^;]*https:\/\/\*\.hcaptcha\.com/);
    // No form is ever sent by the browser itself, and the only inline scripts allowed are the two a page served
    // whole runs before the site's (the early press's, and the preloading once painted), each by its hash.
    expect(CONTENT_SECURITY_POLICY).toMatch(/form-action 'none'/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline[^;]*;[^;]*script-src|script-src[^;]*unsafe-inline/);
    const hashOf = (script: string): string => createHash("sha256").update(script).digest("base64");
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hashOf(EARLY_PRESS_SCRIPT)}' 'sha256-${hashOf(PAINTED_PRELOAD_SCRIPT)}' https:`);
  });

  it("adds HSTS in production", async () => {
    expect((await get("/api/cultures", { production: true })).headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });

  it("answers an address that does not decode with a JSON 400", async () => {
    const response = await get("/api/culture/content?culture=%E0%A4%A");
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/cannot be read|culture/);
    const path = await get("/api/%zz");
    expect(path.statusCode).toBeGreaterThanOrEqual(400);
    expect(path.statusCode).toBeLessThan(500);
    expect(path.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answers the server's own failure with a JSON 500 that gives nothing away", async () => {
    const failing: ClaimStore = { ...store, countAttempt: () => Promise.reject(new Error("connection to the database lost")) };
    const { app } = buildTestApp({ store: failing, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    const response = await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields: {} } } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ authorized: false, error: INTERNAL_ERROR });
    expect(response.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    await app.close();
  });

  it("answers an unknown API call with a JSON 404 naming it", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    const response = await client.inject({ method: "POST", url: "/api/forms/lookup" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "There is no API call POST /api/forms/lookup." });
    const deleted = await client.inject({ method: "DELETE", url: "/api/csrf" });
    expect(deleted.statusCode).toBe(404);
    await app.close();
  });
});

describe("building the app", () => {
  it("refuses a cookie secret, member key or draft key too short to sign with and a lease that is no duration, each as a SettingsError naming its variable", () => {
    const deps = { store, claimsCase: testCase(), roster: memoryRoster([], () => ""), clock: () => new Date(), captchaVerifier: makeAcceptListCaptchaVerifier([]) };
    const shortSecret = thrownBy(() => buildClaimsApp({ ...deps, settings: { cookieSecret: "short", memberKey: TEST_MEMBER_KEY, draftKey: TEST_DRAFT_KEY, production: false, idempotencyLeaseMs: 1000 } }));
    expect(shortSecret).toBeInstanceOf(SettingsError);
    expect(shortSecret).toMatchObject({ name: "SettingsError", variable: "COOKIE_SECRET", message: expect.stringMatching(/at least 32 characters/) as unknown });
    const shortKey = thrownBy(() => buildClaimsApp({ ...deps, settings: { cookieSecret: TEST_COOKIE_SECRET, memberKey: "short", draftKey: TEST_DRAFT_KEY, production: false, idempotencyLeaseMs: 1000 } }));
    expect(shortKey).toMatchObject({ name: "SettingsError", variable: "MEMBER_KEY", message: expect.stringMatching(/at least 32 characters/) as unknown });
    const shortDraftKey = thrownBy(() => buildClaimsApp({ ...deps, settings: { cookieSecret: TEST_COOKIE_SECRET, memberKey: TEST_MEMBER_KEY, draftKey: "short", production: false, idempotencyLeaseMs: 1000 } }));
    expect(shortDraftKey).toMatchObject({ name: "SettingsError", variable: "DRAFT_KEY", message: expect.stringMatching(/at least 32 characters/) as unknown });
    const noLease = thrownBy(() =>
      buildClaimsApp({ ...deps, settings: { cookieSecret: TEST_COOKIE_SECRET, memberKey: TEST_MEMBER_KEY, draftKey: TEST_DRAFT_KEY, production: false, idempotencyLeaseMs: 0 } })
    );
    expect(noLease).toBeInstanceOf(SettingsError);
    expect(noLease).toMatchObject({ name: "SettingsError", variable: "IDEMPOTENCY_LEASE_MS", message: expect.stringMatching(/lease/) as unknown });
  });
});
