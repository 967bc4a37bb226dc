// The headers every answer carries, API and site alike: a content security policy that lets in only this
// origin's scripts (and two inline scripts, by their hashes) and the captcha providers' scripts and frames,
// and no form sent by the browser itself; no framing by anyone, no MIME sniffing, a strict referrer policy
// and, in production, HSTS. Nothing announces the server's technology.
import { EARLY_PRESS_SCRIPT_SOURCE } from "../site/early-press.ts";
import { PAINTED_PRELOAD_SCRIPT_SOURCE } from "../site/painted-preload.ts";

const HCAPTCHA = ["https://hcaptcha.com", "https://*.hcaptcha.com"];
const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

const directive = (name: string, sources: readonly string[]): string => `${name} ${sources.join(" ")}`;

/** styled-components writes its rules into style elements at run time, hence 'unsafe-inline' for styles only. */
export const CONTENT_SECURITY_POLICY = [
  directive("default-src", ["'self'"]),
  // The only inline scripts, both a page served whole's: one keeps a press made before the site has taken it
  // over, the other fetches the site's chunks once the page is painted.
  directive("script-src", ["'self'", EARLY_PRESS_SCRIPT_SOURCE, PAINTED_PRELOAD_SCRIPT_SOURCE, ...HCAPTCHA, ...RECAPTCHA_SCRIPTS]),
  directive("frame-src", ["'self'", ...HCAPTCHA, ...RECAPTCHA_FRAMES]),
  directive("style-src", ["'self'", "'unsafe-inline'", ...HCAPTCHA]),
  directive("connect-src", ["'self'", ...HCAPTCHA, ...RECAPTCHA_SCRIPTS]),
  // The wallet provider's login button is an image from its own host.
  directive("img-src", ["'self'", "data:", "https:"]),
  directive("object-src", ["'none'"]),
  directive("base-uri", ["'self'"]),
  // The site never lets the browser send its form itself.
  directive("form-action", ["'none'"]),
  directive("frame-ancestors", ["'none'"])
].join("; ");

export const securityHeaders = (production: boolean): Readonly<Record<string, string>> => ({
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  // allow-popups: the wallet provider's login may open in a window that reports back to this one.
  "cross-origin-opener-policy": "same-origin-allow-popups",
  ...(production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {})
});
