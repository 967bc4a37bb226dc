// The Captcha port on hCaptcha's invisible widget in the browser: loads window.hcaptcha once, draws the widget
// for the site key and turns its callbacks into the captcha machine's events. What each error code does to the
// widget is decided in domain/captcha; this file only calls render, execute and reset.
import { Layer } from "effect";
import { Captcha, type CaptchaShape } from "../../application/ports/captcha.port.ts";
import type { CaptchaStart } from "../../domain/captcha/captcha-state.ts";
import { type CaptchaLog, errorCode, makeCaptchaDriver, type ProviderBinding, SCRIPT_ERROR_CODE } from "./captcha-driver.ts";
import { appendScript, type ScriptLoader, scriptAddress, widgetContainers } from "./provider-script.ts";

export const HCAPTCHA_SCRIPT_URL = "https://js.hcaptcha.com/1/api.js";

/** The global function the script calls once its API is ready (the address's onload parameter). */
export const HCAPTCHA_ONLOAD = "claimsHCaptchaLoaded";

/** The parameters of hcaptcha.render used here; the widget is always invisible (spec section 4). */
export interface HCaptchaRenderParameters {
  readonly sitekey: string;
  readonly size: "invisible";
  readonly callback: (token: string) => void;
  /** The passed token expired before it was used. */
  readonly "expired-callback": () => void;
  /** The challenge expired before it was answered. */
  readonly "chalexpired-callback": () => void;
  readonly "close-callback": () => void;
  readonly "error-callback": (code?: string) => void;
}

/** The part of window.hcaptcha this adapter calls. */
export interface HCaptchaApi {
  readonly render: (container: HTMLElement | string, parameters: HCaptchaRenderParameters) => string;
  readonly execute: (widgetId: string) => void;
  readonly reset: (widgetId: string) => void;
}

export interface HCaptchaOptions {
  /** The script's address without its query; tests and e2e point it at a local stand-in. */
  readonly scriptUrl?: string;
  readonly loadScript?: ScriptLoader;
  /** Where the API is found once loaded; window.hcaptcha by default. */
  readonly provider?: () => HCaptchaApi | undefined;
  /** The element (or its id) each render draws in; a fresh div on document.body by default. */
  readonly container?: () => HTMLElement | string;
  readonly start?: CaptchaStart;
  readonly log?: CaptchaLog;
}

/** A widget id hCaptcha no longer knows: the code for an execute or reset that throws, so the widget is drawn anew. */
const UNKNOWN_WIDGET_CODE = "invalid-captcha-id";

const windowHCaptcha = (): HCaptchaApi | undefined => (globalThis as { readonly hcaptcha?: HCaptchaApi }).hcaptcha;

export const makeHCaptcha = (options: HCaptchaOptions = {}): CaptchaShape => {
  const provider = options.provider ?? windowHCaptcha;
  const loadScript = options.loadScript ?? appendScript;
  const container = options.container ?? widgetContainers();
  const address = scriptAddress(options.scriptUrl ?? HCAPTCHA_SCRIPT_URL, { render: "explicit", onload: HCAPTCHA_ONLOAD });
  let loading: Promise<HCaptchaApi> | null = null;

  /** Whichever comes first, the script's onload call or its load event; an API already on the page is used as it is. */
  const loadApi = (): Promise<HCaptchaApi> => {
    const present = provider();
    if (present !== undefined) return Promise.resolve(present);
    loading ??= new Promise<void>((resolve, reject) => {
      Reflect.set(globalThis, HCAPTCHA_ONLOAD, () => {
        resolve();
      });
      loadScript(address).then(resolve, reject);
    })
      .then(() => {
        const api = provider();
        if (api === undefined) throw new Error("The hCaptcha script ran without defining window.hcaptcha.");
        return api;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };

  const binding: ProviderBinding = {
    render: async (config, report) => {
      const api = await loadApi();
      const failed = (code: string) => () => {
        report({ type: "challengeFailed", code });
      };
      return api.render(container(), {
        sitekey: config.siteKey,
        size: "invisible",
        callback: (token) => {
          report({ type: "challengePassed", token });
        },
        "expired-callback": failed("challenge-expired"),
        "chalexpired-callback": failed("challenge-expired"),
        "close-callback": failed("challenge-closed"),
        "error-callback": (code) => {
          report({ type: "challengeFailed", code: errorCode(code, "internal-error") });
        }
      });
    },
    execute: (run, report) => {
      const api = provider();
      if (api === undefined || run.widgetId === null) {
        report({ type: "challengeFailed", code: api === undefined ? SCRIPT_ERROR_CODE : "missing-captcha" });
        return;
      }
      try {
        // hCaptcha gives each token once: a widget still holding one is reset before it is asked again.
        if (run.replacesToken) api.reset(run.widgetId);
        api.execute(run.widgetId);
      } catch {
        // hCaptcha throws for a widget id it does not know (its message is no code to read).
        report({ type: "challengeFailed", code: UNKNOWN_WIDGET_CODE });
      }
    },
    reset: (widgetId, report) => {
      const api = provider();
      if (api === undefined || widgetId === null) return;
      try {
        api.reset(widgetId);
      } catch {
        // Drawn anew rather than reset: a reset that fails and resets again would never end.
        report({ type: "challengeFailed", code: UNKNOWN_WIDGET_CODE });
      }
    }
  };

  return makeCaptchaDriver(binding, { start: options.start, log: options.log });
};

export const hCaptchaLayer = (options: HCaptchaOptions = {}): Layer.Layer<Captcha> => Layer.sync(Captcha, () => makeHCaptcha(options));
