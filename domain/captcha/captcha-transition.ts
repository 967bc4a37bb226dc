// The captcha store as a pure transition (spec section 4): (state, event) gives the new state and the
// commands for the captcha adapter to run (render, execute, reset, call back). It never touches a widget.
import type { CaptchaSettings } from "../api/captcha-settings.schema.ts";
import { captchaErrorHandling } from "./captcha-error-code.ts";
import { captchaProvider } from "./captcha-provider.ts";
import type { CaptchaConfig, CaptchaState } from "./captcha-state.ts";

export type CaptchaEvent =
  | { readonly type: "settingsLoaded"; readonly settings: CaptchaSettings }
  | { readonly type: "widgetRendered"; readonly widgetId: string }
  | { readonly type: "challengeRequested" }
  | { readonly type: "challengePassed"; readonly token: string }
  | { readonly type: "challengeFailed"; readonly code: string };

/** Why a challenge request was refused: one is already running, or the site key has not loaded. */
export type ChallengeRefusal = "challengeRunning" | "notReady";

export type CaptchaCommand =
  /** Draw the widget; it is always invisible. */
  | { readonly type: "renderWidget"; readonly config: CaptchaConfig; readonly size: "invisible" }
  | { readonly type: "executeChallenge"; readonly config: CaptchaConfig; readonly widgetId: string | null }
  | { readonly type: "resetWidget"; readonly widgetId: string | null }
  /** The callback of a successful challenge: hand the token to the one who asked. */
  | { readonly type: "deliverToken"; readonly token: string }
  /** Captcha is off: the one who asked proceeds without a token. */
  | { readonly type: "deliverNoCaptcha" }
  /** The request is answered with a refusal; the running challenge, if any, is not disturbed. */
  | { readonly type: "refuseChallenge"; readonly reason: ChallengeRefusal }
  /** The running challenge ended without a token; the one who asked is told the code. */
  | { readonly type: "failChallenge"; readonly code: string }
  | { readonly type: "logWarning"; readonly code: string };

export type CaptchaResult = readonly [CaptchaState, readonly CaptchaCommand[]];

/** The code a running challenge fails with when new settings replace the widget it ran in. */
export const SETTINGS_CHANGED_CODE = "settings-changed";

const render = (config: CaptchaConfig): CaptchaCommand => ({ type: "renderWidget", config, size: "invisible" });

const loadSettings = (state: CaptchaState, settings: CaptchaSettings): CaptchaResult => {
  const ended: readonly CaptchaCommand[] = state.challengeRunning ? [{ type: "failChallenge", code: SETTINGS_CHANGED_CODE }] : [];
  const siteKey = settings.siteKey?.trim() ?? "";
  const cleared = { ...state, token: null, widgetId: null, challengeRunning: false };
  if (siteKey === "") return [{ ...cleared, config: null, enabled: false }, ended];
  const config: CaptchaConfig = { siteKey, provider: captchaProvider(settings.provider) };
  return [{ ...cleared, config }, state.enabled ? [...ended, render(config)] : ended];
};

const requestChallenge = (state: CaptchaState): CaptchaResult => {
  if (!state.enabled) return [state, [{ type: "deliverNoCaptcha" }]];
  if (state.config === null) return [state, [{ type: "refuseChallenge", reason: "notReady" }]];
  if (state.challengeRunning) return [state, [{ type: "refuseChallenge", reason: "challengeRunning" }]];
  const execute: CaptchaCommand = { type: "executeChallenge", config: state.config, widgetId: state.widgetId };
  // A widget's token is good for one request: a widget that already passed is reset before it runs again.
  const used = state.token !== null && state.widgetId !== null;
  return [
    { ...state, token: used ? null : state.token, challengeRunning: true },
    used ? [{ type: "resetWidget", widgetId: state.widgetId }, execute] : [execute]
  ];
};

/**
 * Errors also arrive with no challenge running (a token expiring, the script failing to load): the
 * widget is handled the same way, and only a running challenge is failed.
 */
const failChallenge = (state: CaptchaState, code: string): CaptchaResult => {
  const handling = captchaErrorHandling(code);
  const warning: readonly CaptchaCommand[] = handling.logWarning ? [{ type: "logWarning", code }] : [];
  const ended: readonly CaptchaCommand[] = state.challengeRunning ? [{ type: "failChallenge", code }] : [];
  const stopped = { ...state, challengeRunning: false };
  switch (handling.widget) {
    case "keep":
      return [stopped, [...warning, ...ended]];
    case "reset":
      return [{ ...stopped, token: null }, [...warning, { type: "resetWidget", widgetId: state.widgetId }, ...ended]];
    case "rerender": {
      const redraw = state.config === null ? [] : [render(state.config)];
      return [{ ...stopped, token: null, widgetId: null }, [...warning, ...redraw, ...ended]];
    }
  }
};

export const transition = (state: CaptchaState, event: CaptchaEvent): CaptchaResult => {
  switch (event.type) {
    case "settingsLoaded":
      return loadSettings(state, event.settings);
    case "widgetRendered":
      return [{ ...state, widgetId: event.widgetId }, []];
    case "challengeRequested":
      return requestChallenge(state);
    case "challengePassed":
      // A token with no challenge running is still a valid answer: kept, but there is no one to call back.
      return [
        { ...state, token: event.token, challengeRunning: false },
        state.challengeRunning ? [{ type: "deliverToken", token: event.token }] : []
      ];
    case "challengeFailed":
      return failChallenge(state, event.code);
  }
};
