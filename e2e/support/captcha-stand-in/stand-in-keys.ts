// What the captcha stand-in and the server running with it agree on: the site key the case copy names, the
// secret the server sends to siteverify, where the page loads the provider's script, and which tokens pass.

/** The captcha-on server's site key: the stand-in draws widgets for it, siteverify checks tokens for it. */
export const STAND_IN_SITE_KEY = "stand-in-site-key-0001";

/** The secret the captcha-on server sends along with each token (CAPTCHA_SECRET). */
export const STAND_IN_SECRET = "stand-in-secret-0001";

/**
 * CAPTCHA_SCRIPT_URL of the captcha-on server. A path on the site itself, so the site's content security
 * policy ('self') lets the script in as it is; the test's page.route answers it, the server never has it.
 */
export const STAND_IN_SCRIPT_PATH = "/captcha-stand-in/hcaptcha.js";

/** Tokens of passed challenges start so; siteverify accepts each one once, as hCaptcha does. */
export const PASSING_TOKEN_PREFIX = "stand-in-pass-";

/** Tokens a challenge "passes" with that siteverify then refuses: a forged or stale answer. */
export const REFUSED_TOKEN_PREFIX = "stand-in-refused-";
