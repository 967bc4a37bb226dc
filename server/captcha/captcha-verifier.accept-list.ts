// A CaptchaVerifier for development and tests: accepts exactly the tokens it was given, refuses every
// other one, and never reaches a network. Real deployments use the hCaptcha or reCAPTCHA verifier.
import type { CaptchaVerifier } from "./captcha-verifier.port.ts";

export const makeAcceptListCaptchaVerifier = (acceptedTokens: Iterable<string>): CaptchaVerifier => {
  const accepted = new Set(acceptedTokens);
  return {
    verify: (token) =>
      Promise.resolve(accepted.has(token) ? { kind: "accepted" } : { kind: "refused", reasons: ["invalid-input-response"] })
  };
};
