// The CaptchaVerifier on reCAPTCHA v3's siteverify: the provider must say success and, as v3 scores
// every request, the score must reach the case's minimum. The verify address is configurable for tests.
import type { CaptchaVerifier } from "./captcha-verifier.port.ts";
import { DEFAULT_VERIFY_TIMEOUT_MS, errorCodes, postSiteVerify, verifyFields } from "./site-verify.ts";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** Google's own suggestion for a first threshold. */
export const DEFAULT_MINIMUM_SCORE = 0.5;

export interface RecaptchaVerifierOptions {
  readonly secret: string;
  readonly verifyUrl?: string;
  readonly minimumScore?: number;
  readonly timeoutMs?: number;
}

export const makeRecaptchaVerifier = (options: RecaptchaVerifierOptions): CaptchaVerifier => ({
  verify: async (token, remoteAddress) => {
    const answer = await postSiteVerify({
      verifyUrl: options.verifyUrl ?? RECAPTCHA_VERIFY_URL,
      fields: verifyFields(options.secret, token, remoteAddress),
      timeoutMs: options.timeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS
    });
    if (answer.kind === "unavailable") return answer;
    const { success, score } = answer.body;
    if (typeof success !== "boolean") return { kind: "unavailable", detail: "the answer has no success flag" };
    if (!success) return { kind: "refused", reasons: errorCodes(answer.body) };
    const minimum = options.minimumScore ?? DEFAULT_MINIMUM_SCORE;
    // A v2 token carries no score; v3 always does, and a low one is the provider's "probably a bot".
    if (typeof score === "number" && score < minimum) return { kind: "refused", reasons: [`score ${score} is below ${minimum}`] };
    return { kind: "accepted" };
  }
});
