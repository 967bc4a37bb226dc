// Checks the captcha token of an authorize or submit when captcha is on: absent or refused is the
// claimant's problem (400); a provider that cannot be reached is the server's (503). Off: always passes.
import type { FastifyRequest } from "fastify";
import type { ApiContext } from "./api-context.ts";

export type CaptchaCheck =
  | { readonly kind: "passed" }
  | { readonly kind: "refused"; readonly status: 400 | 503; readonly error: string };

export const checkCaptcha = async (context: ApiContext, request: FastifyRequest, token: string | null | undefined): Promise<CaptchaCheck> => {
  if (!context.captchaOn) return { kind: "passed" };
  if (token === null || token === undefined || token.trim() === "") {
    return { kind: "refused", status: 400, error: "A captcha answer is required (reCaptchaResponse)." };
  }
  const verdict = await context.captchaVerifier.verify(token, request.ip);
  switch (verdict.kind) {
    case "accepted":
      return { kind: "passed" };
    case "refused": {
      const reasons = verdict.reasons.length === 0 ? "" : ` (${verdict.reasons.join(", ")})`;
      return { kind: "refused", status: 400, error: `The captcha answer was not accepted${reasons}.` };
    }
    case "unavailable":
      request.log.warn({ detail: verdict.detail }, "captcha verification unavailable");
      return { kind: "refused", status: 503, error: "The captcha answer could not be checked just now. Please try again." };
  }
};
