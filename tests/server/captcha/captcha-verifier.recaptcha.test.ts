// The reCAPTCHA v3 verifier against a local stand-in: success with a score at or above the minimum is
// accepted, a lower score or a failure is refused, a v2 answer without a score is judged by success alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MINIMUM_SCORE, makeRecaptchaVerifier } from "../../../server/captcha/captcha-verifier.recaptcha.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "./siteverify-stand-in.ts";

let standIn: SiteverifyStandIn;

beforeAll(async () => {
  standIn = await startSiteverifyStandIn();
});

afterAll(async () => {
  await standIn.close();
});

const verify = (answer: object, minimumScore?: number) => {
  standIn.answer = () => ({ body: answer });
  return makeRecaptchaVerifier({ secret: "recaptcha-secret", verifyUrl: standIn.url, ...(minimumScore === undefined ? {} : { minimumScore }) }).verify(
    "token",
    "198.51.100.4"
  );
};

describe("the reCAPTCHA verifier", () => {
  it("posts the secret, token and address", async () => {
    await verify({ success: true, score: 0.9 });
    expect(Object.fromEntries(standIn.requests.at(-1)?.form ?? [])).toEqual({ secret: "recaptcha-secret", response: "token", remoteip: "198.51.100.4" });
  });

  it("accepts a score at the minimum and refuses one below it", async () => {
    expect(await verify({ success: true, score: DEFAULT_MINIMUM_SCORE })).toEqual({ kind: "accepted" });
    expect(await verify({ success: true, score: 0.3 })).toEqual({ kind: "refused", reasons: ["score 0.3 is below 0.5"] });
    expect(await verify({ success: true, score: 0.3 }, 0.2)).toEqual({ kind: "accepted" });
  });

  it("refuses a failure with its error codes, and judges a scoreless answer by success alone", async () => {
    expect(await verify({ success: false, "error-codes": ["timeout-or-duplicate"] })).toEqual({ kind: "refused", reasons: ["timeout-or-duplicate"] });
    expect(await verify({ success: true })).toEqual({ kind: "accepted" });
  });

  it("is unavailable without a verdict", async () => {
    expect((await verify({ score: 0.9 })).kind).toBe("unavailable");
  });
});
