// The siteverify exchange hCaptcha and reCAPTCHA share: a form-encoded POST of the secret and the token
// to the provider's verify address, answered with JSON. Turns every transport failure into "unavailable".
import type { CaptchaVerdict } from "./captcha-verifier.port.ts";

/** Long enough for a provider on a bad day, short enough that the claimant's submit does not hang. */
export const DEFAULT_VERIFY_TIMEOUT_MS = 5_000;

export interface SiteVerifyRequest {
  readonly verifyUrl: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

export type SiteVerifyAnswer =
  | { readonly kind: "answered"; readonly body: Readonly<Record<string, unknown>> }
  | Extract<CaptchaVerdict, { kind: "unavailable" }>;

const describe = (cause: unknown): string => (cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));

export const postSiteVerify = async (request: SiteVerifyRequest): Promise<SiteVerifyAnswer> => {
  const unavailable = (detail: string): SiteVerifyAnswer => ({ kind: "unavailable", detail: `${request.verifyUrl}: ${detail}` });
  try {
    const response = await fetch(request.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams(request.fields).toString(),
      signal: AbortSignal.timeout(request.timeoutMs)
    });
    const text = await response.text();
    if (!response.ok) return unavailable(`answered ${response.status}`);
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null || Array.isArray(body)) return unavailable("the answer is not a JSON object");
    return { kind: "answered", body: body as Readonly<Record<string, unknown>> };
  } catch (cause) {
    return unavailable(describe(cause));
  }
};

/** The provider's error codes ("timeout-or-duplicate", ...), or none. */
export const errorCodes = (body: Readonly<Record<string, unknown>>): readonly string[] => {
  const codes = body["error-codes"];
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === "string") : [];
};

/** Token and secret, plus the claimant's address when known. */
export const verifyFields = (secret: string, token: string, remoteAddress: string | null): Record<string, string> => ({
  secret,
  response: token,
  ...(remoteAddress === null ? {} : { remoteip: remoteAddress })
});
