// POST /api/forms/<type>: an authorized, valid claim is filed with its documents and answered with its
// reference code; a submit without authorization, key, multipart body or captcha, or after the deadline,
// is a JSON refusal naming why, and leaves nothing filed. The site's own rules: claims-app.submit-rules.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { AUTHORIZATION_LIFETIME_MINUTES } from "../../../server/http/authorization-cookie.ts";
import { GOOD_CAPTCHA_TOKEN, makeTestClock, openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { documentsClaimParts, FILES, receipt, standardClaimParts } from "./claim-body.ts";
import { CLAIM_FILING_CLOSES, testCase } from "./http-case.ts";
import { submitBody, submitter, nothingFiled } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});


describe("a valid claim", () => {
  it("is filed and answered with its reference code", async () => {
    const { app, clock, submit } = await submitter(store);
    const response = await submit("standard", standardClaimParts());
    expect(response.statusCode).toBe(200);
    const body = submitBody(response);
    expect(body).toEqual({ submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: expect.any(String) as unknown });
    const stored = await store.findClaim(body.referenceCodeForm ?? "");
    expect(stored).toMatchObject({ formType: "Standard", culture: "en", receivedAt: clock.now(), documents: [] });
    expect(stored?.payload).toMatchObject({ userPreferredCulture: "en", signature: { fields: { signature: "Ada Lovelace" } }, prepopulatedData: [] });
    await app.close();
  });

  it("keeps the notice id but never the PIN", async () => {
    const { app, submit } = await submitter(store);
    const response = await submit("standard", standardClaimParts());
    const stored = await store.findClaim(submitBody(response).referenceCodeForm ?? "");
    expect(stored?.payload).toMatchObject({ credentials: { fields: { noticeId: "NWD-10000001" } } });
    expect((stored?.payload as { credentials: { fields: object } }).credentials.fields).toEqual({ noticeId: "NWD-10000001" });
    expect(JSON.stringify(stored)).not.toContain("111111");
    await app.close();
  });

  it("is filed with its documents, each under its context's client id and the claimant's sanitised name", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"] });
    const first = receipt(1);
    const second = { ...receipt(2, FILES.png), name: "C:\\scans\\photo\u202e.png" };
    const response = await submit("documents-upload", documentsClaimParts([first, second]));
    expect(response.statusCode).toBe(200);
    const code = submitBody(response).referenceCodeForm ?? "";
    const stored = await store.findClaim(code);
    expect(stored?.documents.map((document) => [document.contextClientId, document.name, document.mediaType, document.size])).toEqual([
      [first.clientId, "receipt-1.pdf", "application/pdf", FILES.pdf.length],
      [second.clientId, "photo.png", "image/png", FILES.png.length]
    ]);
    expect(Buffer.from((await store.documentBytes(code, second.clientId)) ?? [])).toEqual(Buffer.from(FILES.png));
    await app.close();
  });

  it("renews the authorization on every authorized call", async () => {
    const { app, clock, submit } = await submitter(store);
    clock.advance(25 * 60_000);
    expect((await submit("standard", standardClaimParts())).statusCode).toBe(200);
    clock.advance(25 * 60_000);
    expect((await submit("standard", standardClaimParts())).statusCode).toBe(200);
    await app.close();
  });
});

describe("authorization", () => {
  it("is required for the form type submitted", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"] });
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts()));
    expect(response.statusCode).toBe(401);
    expect(submitBody(response)).toMatchObject({ submitted: false, error: expect.stringMatching(/not authorized/) as unknown });
    await app.close();
  });

  it("outlasts the site's 30-minute inactivity time-out for a claimant still working through the pages", async () => {
    const { app, clock, submit } = await submitter(store);
    clock.advance(45 * 60_000);
    expect((await submit("standard", standardClaimParts())).statusCode).toBe(200);
    await app.close();
  });

  it("is renewed by every tracking event it authorizes", async () => {
    const { app, clock, client, submit } = await submitter(store);
    clock.advance(AUTHORIZATION_LIFETIME_MINUTES * 60_000 - 60_000);
    const tracked = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: { formType: "Standard", fieldKey: "FirstName", fieldValue: "Ada" } });
    expect(tracked.statusCode).toBe(204);
    clock.advance(2 * 60_000);
    expect((await submit("standard", standardClaimParts())).statusCode).toBe(200);
    await app.close();
  });

  it(`expires ${AUTHORIZATION_LIFETIME_MINUTES} minutes after it was last used`, async () => {
    const { app, clock, submit } = await submitter(store);
    clock.advance(AUTHORIZATION_LIFETIME_MINUTES * 60_000 + 1);
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts()));
    expect(response.statusCode).toBe(401);
    expect(submitBody(response).error).toMatch(/expired/);
    await app.close();
  });

  it("is cleared by the session time-out", async () => {
    const { app, client, submit } = await submitter(store, { authorized: ["standard", "documents-upload"] });
    const logout = await client.inject({ method: "POST", url: "/api/session-timeout" });
    expect(logout.statusCode).toBe(204);
    expect(client.cookies.has("claims-auth-standard")).toBe(false);
    expect(client.cookies.has("claims-auth-documents-upload")).toBe(false);
    expect((await nothingFiled(store, () => submit("standard", standardClaimParts()))).statusCode).toBe(401);
    await app.close();
  });
});

describe("the request", () => {
  it("needs an Idempotency-Key", async () => {
    const { app, submit } = await submitter(store);
    for (const key of [null, "", "has spaces", "x".repeat(129)]) {
      const response = await nothingFiled(store, () => submit("standard", standardClaimParts(), key));
      expect(response.statusCode, String(key)).toBe(400);
      expect(submitBody(response).error).toMatch(/Idempotency-Key/);
    }
    await app.close();
  });

  it("must be multipart", async () => {
    const { app, client } = await submitter(store);
    const response = await nothingFiled(store, () =>
      client.inject({ method: "POST", url: "/api/forms/standard", headers: { "idempotency-key": "json-body-0001" }, payload: { signature: {} } })
    );
    expect(response.statusCode).toBe(415);
    expect(submitBody(response)).toMatchObject({ submitted: false, error: expect.stringMatching(/multipart/) as unknown });
    await app.close();
  });
});

describe("captcha (production)", () => {
  it("files a claim whose token the verifier accepts", async () => {
    const { app, submit } = await submitter(store, { production: true });
    expect((await submit("standard", standardClaimParts({ captcha: GOOD_CAPTCHA_TOKEN }))).statusCode).toBe(200);
    await app.close();
  });

  it("refuses a missing or refused token with a 400", async () => {
    const { app, submit } = await submitter(store, { production: true });
    for (const parts of [standardClaimParts(), standardClaimParts({ captcha: "forged" })]) {
      const response = await nothingFiled(store, () => submit("standard", parts));
      expect(response.statusCode).toBe(400);
      expect(submitBody(response)).toMatchObject({ submitted: false, error: expect.stringMatching(/captcha/) as unknown });
    }
    await app.close();
  });
});

describe("the deadline", () => {
  it("refuses a claim after the form's filing deadline on the server clock", async () => {
    const { app, clock, submit } = await submitter(store, { clock: makeTestClock(CLAIM_FILING_CLOSES) });
    expect((await submit("standard", standardClaimParts())).statusCode).toBe(200);
    clock.advance(1);
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts()));
    expect(response.statusCode).toBe(400);
    expect(submitBody(response)).toMatchObject({ submitted: false, error: expect.stringMatching(/deadline/) as unknown, deadline: "claimFilingDeadline" });
    await app.close();
  });

  it("is the form's own: another form stays open", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"], clock: makeTestClock(new Date(CLAIM_FILING_CLOSES.getTime() + 1)) });
    expect((await submit("documents-upload", documentsClaimParts([receipt(1)]))).statusCode).toBe(200);
    await app.close();
  });
});

describe("a case with tracking off", () => {
  it("refuses tracking events with a 403", async () => {
    const { app, client } = await submitter(store, { claimsCase: testCase({ site: { trackingEnabled: false } }) });
    const response = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: { formType: "Standard", fieldKey: "FirstName", fieldValue: "Ada" } });
    expect(response.statusCode).toBe(403);
    await app.close();
  });
});
