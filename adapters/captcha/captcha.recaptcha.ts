// The Captcha port on reCAPTCHA v3 in the browser: loads window.grecaptcha for the site key, waits for ready,
// and asks execute for a token under one action name. v3 has no widget, so there is nothing to draw or reset;
// what a failure means is still decided in domain/captcha.
import { Layer } from "effect";
import { Captcha, type CaptchaShape } from "../../application/ports/captcha.port.ts";
import type { CaptchaStart } from "../../domain/captcha/captcha-state.ts";
import { type CaptchaLog, errorCode, makeCaptchaDriver, type ProviderBinding, SCRIPT_ERROR_CODE } from "./captcha-driver.ts";
import { appendScript, type ScriptLoader, scriptAddress } from "./provider-script.ts";

export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

/** The action the tokens are asked for; the provider's console shows scores per action. */
export const DEFAULT_RECAPTCHA_ACTION = "submit";

/**
 * reCAPTCHA's execute rejects without an error code of its own: a code outside hCaptcha's table, so the
 * machine resets (nothing, for v3) and logs a warning.
 */
export const RECAPTCHA_FAILED_CODE = "recaptcha-failed";

/** The part of window.grecaptcha this adapter calls. */
export interface RecaptchaApi {
  readonly ready: (callback: () => void) => void;
  readonly execute: (siteKey: string, options: { readonly action: string }) => PromiseLike<string>;
}

export interface RecaptchaOptions {
  /** The script's address without its query; tests and e2e point it at a local stand-in. */
  readonly scriptUrl?: string;
  readonly loadScript?: ScriptLoader;
  /** Where the API is found once loaded; window.grecaptcha by default. */
  readonly provider?: () => RecaptchaApi | undefined;
  /** Letters, digits, slashes and underscores only, as reCAPTCHA requires. */
  readonly action?: string;
  readonly start?: CaptchaStart;
  readonly log?: CaptchaLog;
}

const windowRecaptcha = (): RecaptchaApi | undefined => (globalThis as { readonly grecaptcha?: RecaptchaApi }).grecaptcha;

export const makeRecaptcha = (options: RecaptchaOptions = {}): CaptchaShape => {
  const provider = options.provider ?? windowRecaptcha;
  const loadScript = options.loadScript ?? appendScript;
  const action = options.action ?? DEFAULT_RECAPTCHA_ACTION;
  /** One load per address: the address names the site key, so new settings with another key load again. */
  const loaded = new Map<string, Promise<RecaptchaApi>>();

  const loadApi = (siteKey: string): Promise<RecaptchaApi> => {
    const address = scriptAddress(options.scriptUrl ?? RECAPTCHA_SCRIPT_URL, { render: siteKey });
    const known = loaded.get(address);
    if (known !== undefined) return known;
    const loading = loadScript(address)
      .then(() => {
        const api = provider();
        if (api === undefined) throw new Error("The reCAPTCHA script ran without defining window.grecaptcha.");
        return new Promise<RecaptchaApi>((resolve) => {
          api.ready(() => {
            resolve(api);
          });
        });
      })
      .catch((error: unknown) => {
        loaded.delete(address);
        throw error;
      });
    loaded.set(address, loading);
    return loading;
  };

  const binding: ProviderBinding = {
    render: async (config) => {
      await loadApi(config.siteKey);
      return null;
    },
    execute: (run, report) => {
      const api = provider();
      if (api === undefined) {
        report({ type: "challengeFailed", code: SCRIPT_ERROR_CODE });
        return;
      }
      const failed = (reason: unknown): void => {
        report({ type: "challengeFailed", code: errorCode(reason, RECAPTCHA_FAILED_CODE) });
      };
      try {
        api.execute(run.config.siteKey, { action }).then((token) => {
          report({ type: "challengePassed", token });
        }, failed);
      } catch (error) {
        failed(error);
      }
    },
    // v3 keeps no widget and no token between challenges: each execute asks for a fresh one.
    reset: () => undefined
  };

  return makeCaptchaDriver(binding, { start: options.start, log: options.log });
};

export const recaptchaLayer = (options: RecaptchaOptions = {}): Layer.Layer<Captcha> => Layer.sync(Captcha, () => makeRecaptcha(options));
