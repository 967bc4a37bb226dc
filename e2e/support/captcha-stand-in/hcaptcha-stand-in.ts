// A local stand-in for hCaptcha's api.js, served to the page by the browser tests and never by the product:
// window.hcaptcha with render, execute (callbacks, or a promise with { async: true }), reset, remove and
// getResponse. Each challenge ends as the test planned: a token siteverify accepts, or a provider error code.
import type { CaptchaErrorCode } from "../../../domain/captcha/captcha-error-code.ts";
import { PASSING_TOKEN_PREFIX, REFUSED_TOKEN_PREFIX } from "./stand-in-keys.ts";

/**
 * How one challenge ends: "pass" with a token siteverify accepts, "refused-token" with one it refuses, or a
 * provider error. script-error is not a challenge's outcome: the script itself fails to load (see the route).
 */
export type ChallengeOutcome = "pass" | "refused-token" | Exclude<CaptchaErrorCode, "script-error">;

/** What the stand-in was asked and did, readable from the page as window.hcaptchaStandIn. */
export interface StandInRecord {
  /** "render w1", "execute w1", "reset w1", "remove w1", "getResponse w1", in order. */
  readonly calls: string[];
  /** The outcomes still planned; an execute with none left passes. */
  readonly outcomes: string[];
}

/** The page's global the stand-in keeps its record in. */
export const STAND_IN_GLOBAL = "hcaptchaStandIn";

interface StandInPlan {
  readonly outcomes: readonly ChallengeOutcome[];
  readonly passPrefix: string;
  readonly refusedPrefix: string;
  readonly recordName: string;
}

/**
 * The stand-in itself. It runs in the page, serialized with toString: it may use nothing from outside its
 * own body, only its argument.
 */
const defineHCaptcha = (plan: StandInPlan): void => {
  interface RenderParameters {
    readonly sitekey?: string;
    readonly callback?: (token: string) => void;
    readonly "expired-callback"?: () => void;
    readonly "chalexpired-callback"?: () => void;
    readonly "close-callback"?: () => void;
    readonly "error-callback"?: (code: string) => void;
  }
  interface Widget {
    readonly parameters: RenderParameters;
    response: string;
  }
  interface Settled {
    readonly resolve: (answer: { readonly response: string }) => void;
    readonly reject: (code: string) => void;
  }
  const record = { calls: [] as string[], outcomes: [...plan.outcomes] as string[] };
  const widgets = new Map<string, Widget>();
  let rendered = 0;
  let issued = 0;
  const script = document.currentScript;

  const widgetOf = (call: string, id: unknown): [string, Widget] => {
    // hCaptcha's calls without an id act on the first widget drawn.
    const key = typeof id === "string" ? id : [...widgets.keys()][0] ?? "";
    record.calls.push(`${call} ${key}`);
    const widget = widgets.get(key);
    if (widget === undefined) throw new Error(`[hCaptcha] invalid captcha id: ${key}`);
    return [key, widget];
  };

  const later = (step: () => void): void => {
    setTimeout(step, 20);
  };

  /** One challenge in a widget, ended by the next planned outcome, through the callbacks or the promise. */
  const challenge = (key: string, widget: Widget, settled: Settled | null): void => {
    const outcome = record.outcomes.shift() ?? "pass";
    const callbacks = widget.parameters;
    const fail = (code: string, callback: (() => void) | undefined): void => {
      later(() => {
        if (settled !== null) settled.reject(code);
        else if (callback !== undefined) callback();
        else callbacks["error-callback"]?.(code);
      });
    };
    switch (outcome) {
      case "pass":
      case "refused-token": {
        issued += 1;
        const token = `${outcome === "pass" ? plan.passPrefix : plan.refusedPrefix}${String(issued)}-${Math.random().toString(36).slice(2, 10)}`;
        later(() => {
          widget.response = token;
          if (settled !== null) settled.resolve({ response: token });
          else callbacks.callback?.(token);
        });
        return;
      }
      case "challenge-closed":
        fail(outcome, callbacks["close-callback"]);
        return;
      case "challenge-expired":
        fail(outcome, callbacks["chalexpired-callback"]);
        return;
      case "missing-captcha":
      case "invalid-captcha-id":
        // The widget is gone (its element was removed, or hCaptcha lost it): only a new render helps.
        widgets.delete(key);
        fail(outcome, undefined);
        return;
      default:
        fail(outcome, undefined);
    }
  };

  const api = {
    render: (container: HTMLElement | string, parameters: RenderParameters): string => {
      rendered += 1;
      const key = `w${String(rendered)}`;
      record.calls.push(`render ${key}`);
      const element = typeof container === "string" ? document.getElementById(container) : container;
      if (element === null) throw new Error("[hCaptcha] the container does not exist");
      if (typeof parameters.sitekey !== "string" || parameters.sitekey === "") throw new Error("[hCaptcha] missing sitekey");
      widgets.set(key, { parameters, response: "" });
      return key;
    },
    execute: (id?: string, options?: { readonly async?: boolean }): Promise<{ readonly response: string }> | undefined => {
      const [key, widget] = widgetOf("execute", id);
      if (options?.async !== true) {
        challenge(key, widget, null);
        return undefined;
      }
      return new Promise((resolve, reject) => {
        challenge(key, widget, { resolve, reject });
      });
    },
    reset: (id?: string): void => {
      const [, widget] = widgetOf("reset", id);
      widget.response = "";
    },
    remove: (id?: string): void => {
      const [key] = widgetOf("remove", id);
      widgets.delete(key);
    },
    getResponse: (id?: string): string => widgetOf("getResponse", id)[1].response
  };

  Reflect.set(window, "hcaptcha", api);
  Reflect.set(window, plan.recordName, record);
  // As hCaptcha does: the function named by the address's onload parameter is called once the API is ready.
  const onload = script instanceof HTMLScriptElement ? new URL(script.src).searchParams.get("onload") : null;
  const ready: unknown = onload === null ? undefined : Reflect.get(window, onload);
  if (typeof ready === "function") Reflect.apply(ready, window, []);
};

/** The script the page receives for the configured address: the stand-in, with the test's plan. */
export const hCaptchaStandInScript = (outcomes: readonly ChallengeOutcome[]): string => {
  const plan: StandInPlan = { outcomes, passPrefix: PASSING_TOKEN_PREFIX, refusedPrefix: REFUSED_TOKEN_PREFIX, recordName: STAND_IN_GLOBAL };
  return `(${defineHCaptcha.toString()})(${JSON.stringify(plan)});\n`;
};
