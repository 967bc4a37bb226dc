// The browser's Captcha port for either provider: the settings' provider name, read by domain/captcha at
// configure time, picks hCaptcha or reCAPTCHA v3. It loads nothing itself; the chosen adapter does.
import { Effect, Layer } from "effect";
import { Captcha, type CaptchaShape } from "../../application/ports/captcha.port.ts";
import { type CaptchaProvider, captchaProvider } from "../../domain/captcha/captcha-provider.ts";
import type { CaptchaStart } from "../../domain/captcha/captcha-state.ts";
import type { CaptchaLog } from "./captcha-driver.ts";
import { type HCaptchaOptions, makeHCaptcha } from "./captcha.hcaptcha.ts";
import { makeRecaptcha, type RecaptchaOptions } from "./captcha.recaptcha.ts";

export interface BrowserCaptchaOptions {
  /** How the deployment starts captcha (pass the session's captchaStart), for both providers unless one says otherwise. */
  readonly start?: CaptchaStart;
  readonly log?: CaptchaLog;
  readonly hCaptcha?: HCaptchaOptions;
  readonly reCaptcha?: RecaptchaOptions;
}

export const makeBrowserCaptcha = (options: BrowserCaptchaOptions = {}): CaptchaShape => {
  const adapters = new Map<CaptchaProvider, CaptchaShape>();
  const adapterFor = (provider: CaptchaProvider): CaptchaShape => {
    const known = adapters.get(provider);
    if (known !== undefined) return known;
    const shared = { ...(options.start === undefined ? {} : { start: options.start }), ...(options.log === undefined ? {} : { log: options.log }) };
    const made = provider === "hCaptcha" ? makeHCaptcha({ ...shared, ...options.hCaptcha }) : makeRecaptcha({ ...shared, ...options.reCaptcha });
    adapters.set(provider, made);
    return made;
  };
  let chosen: CaptchaProvider | null = null;

  return {
    configure: (settings) =>
      Effect.suspend(() => {
        const provider = captchaProvider(settings.provider);
        const previous = chosen;
        chosen = provider;
        if (previous === null || previous === provider) return adapterFor(provider).configure(settings);
        // Settings for another provider: the old adapter is told it has no key (a running challenge fails there)
        // and forgotten, so coming back to it starts afresh.
        const stopped = adapterFor(previous).configure({ provider: settings.provider, siteKey: null });
        adapters.delete(previous);
        return Effect.andThen(stopped, adapterFor(provider).configure(settings));
      }),
    // Before any settings the first provider answers, as any adapter does then: not ready, or no captcha when off.
    execute: Effect.suspend(() => adapterFor(chosen ?? "hCaptcha").execute)
  };
};

export const browserCaptchaLayer = (options: BrowserCaptchaOptions = {}): Layer.Layer<Captcha> =>
  Layer.sync(Captcha, () => makeBrowserCaptcha(options));
