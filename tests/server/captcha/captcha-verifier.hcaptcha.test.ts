// The hCaptcha verifier against a local stand-in: it posts the secret, the token, the claimant's address
// and the site key form-encoded; success is accepted, a refusal carries the provider's error codes, and
// every answer it cannot use (an error status, no JSON, no verdict, no answer in time) is "unavailable".
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HCAPTCHA_VERIFY_URL, makeHcaptchaVerifier } from "../../../server/captcha/captcha-verifier.hcaptcha.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "./siteverify-stand-in.ts";

let standIn: SiteverifyStandIn;

beforeAll(async () => {
  standIn = await startSiteverifyStandIn();
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
});

const verifier = (timeoutMs = 2_000) => makeHcaptchaVerifier({ secret: "0x-secret", verifyUrl: standIn.url, siteKey: "site-key-1", timeoutMs });

describe("the hCaptcha verifier", () => {
  it("posts the secret, token, address and site key, and accepts a success", async () => {
    standIn.answer = () => ({ body: { success: true, hostname: "claims.example" } });
    expect(await verifier().verify("token-1", "203.0.113.9")).toEqual({ kind: "accepted" });
    const [request] = standIn.requests;
    expect(request?.method).toBe("POST");
    expect(request?.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ secret: "0x-secret", response: "token-1", remoteip: "203.0.113.9", sitekey: "site-key-1" });
  });

  it("leaves the address out when it is not known", async () => {
    await verifier().verify("token-2", null);
    expect(standIn.requests[0]?.form.has("remoteip")).toBe(false);
  });

  it("refuses with the provider's error codes", async () => {
    standIn.answer = () => ({ body: { success: false, "error-codes": ["invalid-input-response", 7] } });
    expect(await verifier().verify("forged", null)).toEqual({ kind: "refused", reasons: ["invalid-input-response"] });
  });

  it.each([
    ["an error status", { status: 500, body: { success: true } }],
    ["an answer that is not JSON", { body: "<html>busy</html>" }],
    ["JSON without a verdict", { body: { ok: true } }],
    ["a JSON list", { body: [true] }]
  ])("is unavailable on %s", async (_name, answer) => {
    standIn.answer = () => answer;
    expect((await verifier().verify("token", null)).kind).toBe("unavailable");
  });

  it("is unavailable when the provider does not answer in time", async () => {
    standIn.answer = () => ({ body: {}, hang: true });
    const verdict = await verifier(150).verify("token", null);
    expect(verdict.kind).toBe("unavailable");
  });

  it("is unavailable when nothing listens at the address", async () => {
    const closed = makeHcaptchaVerifier({ secret: "s", verifyUrl: "http://127.0.0.1:9/siteverify", timeoutMs: 1_000 });
    expect((await closed.verify("token", null)).kind).toBe("unavailable");
  });

  it("uses hCaptcha's own address by default", () => {
    expect(HCAPTCHA_VERIFY_URL).toBe("https://api.hcaptcha.com/siteverify");
  });
});
