// The captcha store (spec sections 3 and 4): the provider settings, the last token, the enabled flag, the
// widget id and whether a challenge is running. Plain data; captcha-transition.ts is what changes it.
import type { CaptchaProvider } from "./captcha-provider.ts";

export interface CaptchaConfig {
  readonly siteKey: string;
  readonly provider: CaptchaProvider;
}

export interface CaptchaState {
  /** Null until settings with a site key load; captcha is ready only after that. */
  readonly config: CaptchaConfig | null;
  /**
   * Whether authorize and submit need a token. Starts from the deployment's default and is switched off
   * when the settings give no key; while enabled but not ready, requests are refused rather than skipped.
   */
  readonly enabled: boolean;
  /** The token of the last passed challenge; cleared whenever the widget is reset or drawn again. */
  readonly token: string | null;
  /** The provider's id of the rendered widget; null before rendering (and always for reCAPTCHA v3). */
  readonly widgetId: string | null;
  readonly challengeRunning: boolean;
}

export interface CaptchaStart {
  /** Whether the site runs as a production deployment; the caller knows, the domain never looks. */
  readonly production: boolean;
  /** An explicit switch (the deployment's captcha setting) that wins over the production default. */
  readonly enabled?: boolean;
}

/** Enabled in production and disabled in development, unless the deployment says otherwise. */
export const initialCaptchaState = (start: CaptchaStart): CaptchaState => ({
  config: null,
  enabled: start.enabled ?? start.production,
  token: null,
  widgetId: null,
  challengeRunning: false
});

export const isCaptchaReady = (state: CaptchaState): boolean => state.config !== null;
