// What a captcha error code does to the widget (spec section 4): reset it, render it again, or only log
// a warning. Codes are spelled as hCaptcha spells them; it decides, the captcha adapter acts.
export const CAPTCHA_ERROR_CODES = [
  "rate-limited",
  "network-error",
  "invalid-data",
  "challenge-error",
  "challenge-closed",
  "challenge-expired",
  "missing-captcha",
  "invalid-captcha-id",
  "internal-error",
  "script-error"
] as const;

export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];

export interface CaptchaErrorHandling {
  /** reset: a fresh challenge in the same widget; rerender: the widget is gone and is drawn anew; keep: leave it. */
  readonly widget: "reset" | "rerender" | "keep";
  readonly logWarning: boolean;
}

const RESET: CaptchaErrorHandling = { widget: "reset", logWarning: false };
const RERENDER: CaptchaErrorHandling = { widget: "rerender", logWarning: false };
const WARN_ONLY: CaptchaErrorHandling = { widget: "keep", logWarning: true };

export const CAPTCHA_ERROR_HANDLING: Readonly<Record<CaptchaErrorCode, CaptchaErrorHandling>> = {
  "rate-limited": RESET,
  "network-error": WARN_ONLY,
  "invalid-data": RESET,
  "challenge-error": RESET,
  "challenge-closed": RESET,
  "challenge-expired": RESET,
  "missing-captcha": RERENDER,
  "invalid-captcha-id": RERENDER,
  "internal-error": RESET,
  "script-error": WARN_ONLY
};

/**
 * A code the table does not know (a newer provider version, or reCAPTCHA's own failures) still means the
 * challenge failed for a reason we cannot act on precisely: the widget is reset, as for most known
 * failures, so the next request starts clean, and a warning is logged so the new code gets noticed.
 * Re-rendering stays reserved for codes saying the widget itself is gone.
 */
export const UNKNOWN_CODE_HANDLING: CaptchaErrorHandling = { widget: "reset", logWarning: true };

export const isCaptchaErrorCode = (code: string): code is CaptchaErrorCode =>
  (CAPTCHA_ERROR_CODES as readonly string[]).includes(code);

export const captchaErrorHandling = (code: string): CaptchaErrorHandling =>
  isCaptchaErrorCode(code) ? CAPTCHA_ERROR_HANDLING[code] : UNKNOWN_CODE_HANDLING;
