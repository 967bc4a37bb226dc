import { describe, expect, it } from "vitest";
import { initialCaptchaState, isCaptchaReady } from "../../../domain/captcha/captcha-state.ts";

describe("the initial captcha state", () => {
  it("is enabled in production and disabled in development by default", () => {
    expect(initialCaptchaState({ production: true }).enabled).toBe(true);
    expect(initialCaptchaState({ production: false }).enabled).toBe(false);
  });

  it("follows an explicit switch over the default", () => {
    expect(initialCaptchaState({ production: true, enabled: false }).enabled).toBe(false);
    expect(initialCaptchaState({ production: false, enabled: true }).enabled).toBe(true);
  });

  it("has no settings, token or widget, runs no challenge and is not ready", () => {
    const state = initialCaptchaState({ production: true });
    expect(state).toEqual({ config: null, enabled: true, token: null, widgetId: null, challengeRunning: false });
    expect(isCaptchaReady(state)).toBe(false);
    expect(isCaptchaReady({ ...state, config: { siteKey: "key", provider: "hCaptcha" } })).toBe(true);
  });
});
