// The CaptchaVerifier on hCaptcha's siteverify: a token is accepted exactly when the provider says
// success. The verify address is configurable so tests and private deployments never reach the internet.
import type { CaptchaVerifier } from "./captcha-verifier.port.ts";
import { DEFAULT_VERIFY_TIMEOUT_MS, errorCodes, postSiteVerify, verifyFields } from "./site-verify.ts";

export const HCAPTCHA_VERIFY_URL = "https://api.hcaptcha.com/siteverify";

export interface HcaptchaVerifierOptions {
  readonly secret: string;
  readonly verifyUrl?: string;
  /** Sent along so hCaptcha refuses tokens solved for another site. */
  readonly siteKey?: string;
  readonly timeoutMs?: number;
}

export const makeHcaptchaVerifier = (options: HcaptchaVerifierOptions): CaptchaVerifier => ({
  verify: async (token, remoteAddress) => {
    const answer = await postSiteVerify({
      verifyUrl: options.verifyUrl ?? HCAPTCHA_VERIFY_URL,
      fields: {
        ...verifyFields(options.secret, token, remoteAddress),
        ...(options.siteKey === undefined ? {} : { sitekey: options.siteKey })
      },
      timeoutMs: options.timeoutMs ?? DEFAULT_VERIFY_TIMEOUT_MS
    });
    if (answer.kind === "unavailable") return answer;
    if (typeof answer.body["success"] !== "boolean") return { kind: "unavailable", detail: "the answer has no success flag" };
    return answer.body["success"] ? { kind: "accepted" } : { kind: "refused", reasons: errorCodes(answer.body) };
  }
});
