// Which captcha provider the settings name (spec section 4): "hCaptcha", in any letter case, is the first
// provider; any other name, or none, is the second, reCAPTCHA v3. It never loads or calls a provider.
export const CAPTCHA_PROVIDERS = ["hCaptcha", "reCaptchaV3"] as const;

export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

const FIRST_PROVIDER_NAME = "hcaptcha";

/**
 * Surrounding spaces are ignored: a case file saying " hCaptcha " means hCaptcha, and falling back to
 * reCAPTCHA over a stray space would render a widget the site key does not belong to.
 */
export const captchaProvider = (name: string | null | undefined): CaptchaProvider =>
  name?.trim().toLowerCase() === FIRST_PROVIDER_NAME ? "hCaptcha" : "reCaptchaV3";
