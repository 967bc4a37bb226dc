import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CAPTCHA_ERROR_CODES } from "../../../domain/captcha/captcha-error-code.ts";
import { type CaptchaState, initialCaptchaState } from "../../../domain/captcha/captcha-state.ts";
import {
  type CaptchaCommand,
  type CaptchaEvent,
  SETTINGS_CHANGED_CODE,
  transition
} from "../../../domain/captcha/captcha-transition.ts";

const HCAPTCHA = { siteKey: "site-key", provider: "hCaptcha" } as const;

const run = (state: CaptchaState, ...events: CaptchaEvent[]) =>
  events.reduce<readonly [CaptchaState, readonly CaptchaCommand[]]>(([current], event) => transition(current, event), [state, []]);

const production = initialCaptchaState({ production: true });
const [loaded] = run(production, { type: "settingsLoaded", settings: { provider: "hCaptcha", siteKey: "site-key" } });
const [rendered] = run(loaded, { type: "widgetRendered", widgetId: "w-1" });
const [running] = run(rendered, { type: "challengeRequested" });

describe("loading the captcha settings", () => {
  it("makes captcha ready and renders the invisible widget once a site key loads", () => {
    const [state, commands] = run(production, { type: "settingsLoaded", settings: { provider: "HCAPTCHA", siteKey: " site-key " } });
    expect(state).toEqual({ config: HCAPTCHA, enabled: true, token: null, widgetId: null, challengeRunning: false });
    expect(commands).toEqual([{ type: "renderWidget", config: HCAPTCHA, size: "invisible" }]);
  });

  it("takes any other provider name as reCAPTCHA v3", () => {
    const [state] = run(production, { type: "settingsLoaded", settings: { provider: "google", siteKey: "k" } });
    expect(state.config).toEqual({ siteKey: "k", provider: "reCaptchaV3" });
  });

  it("disables captcha when no key is returned", () => {
    for (const settings of [{ provider: "hCaptcha" }, { provider: "hCaptcha", siteKey: null }, { provider: "hCaptcha", siteKey: "  " }]) {
      const [state, commands] = run(production, { type: "settingsLoaded", settings });
      expect(state).toEqual({ config: null, enabled: false, token: null, widgetId: null, challengeRunning: false });
      expect(commands).toEqual([]);
    }
  });

  it("keeps the settings but renders nothing where captcha is disabled by default", () => {
    const [state, commands] = run(initialCaptchaState({ production: false }), {
      type: "settingsLoaded",
      settings: { provider: "hCaptcha", siteKey: "site-key" }
    });
    expect(state.config).toEqual(HCAPTCHA);
    expect(state.enabled).toBe(false);
    expect(commands).toEqual([]);
  });

  it("fails a running challenge when new settings replace its widget", () => {
    const [state, commands] = run(running, { type: "settingsLoaded", settings: { provider: "reCaptcha", siteKey: "other" } });
    expect(state).toEqual({
      config: { siteKey: "other", provider: "reCaptchaV3" },
      enabled: true,
      token: null,
      widgetId: null,
      challengeRunning: false
    });
    expect(commands).toEqual([
      { type: "failChallenge", code: SETTINGS_CHANGED_CODE },
      { type: "renderWidget", config: { siteKey: "other", provider: "reCaptchaV3" }, size: "invisible" }
    ]);
    expect(run(running, { type: "settingsLoaded", settings: { provider: "hCaptcha" } })[1]).toEqual([
      { type: "failChallenge", code: SETTINGS_CHANGED_CODE }
    ]);
  });
});

describe("requesting a challenge", () => {
  it("executes one challenge in the rendered widget", () => {
    const [state, commands] = run(rendered, { type: "challengeRequested" });
    expect(state.challengeRunning).toBe(true);
    expect(commands).toEqual([{ type: "executeChallenge", config: HCAPTCHA, widgetId: "w-1" }]);
  });

  it("executes without a widget id where the provider has none (reCAPTCHA v3)", () => {
    expect(run(loaded, { type: "challengeRequested" })[1]).toEqual([{ type: "executeChallenge", config: HCAPTCHA, widgetId: null }]);
  });

  it("resets a widget whose token was used before running it again", () => {
    const [passed] = run(running, { type: "challengePassed", token: "tok-1" });
    const [state, commands] = run(passed, { type: "challengeRequested" });
    expect(state).toEqual({ ...rendered, token: null, challengeRunning: true });
    expect(commands).toEqual([
      { type: "resetWidget", widgetId: "w-1" },
      { type: "executeChallenge", config: HCAPTCHA, widgetId: "w-1" }
    ]);
  });

  it("refuses a second request while one runs, leaving the running one alone", () => {
    const [state, commands] = run(running, { type: "challengeRequested" });
    expect(state).toBe(running);
    expect(commands).toEqual([{ type: "refuseChallenge", reason: "challengeRunning" }]);
  });

  it("refuses a request before the site key has loaded", () => {
    const [state, commands] = run(production, { type: "challengeRequested" });
    expect(state).toBe(production);
    expect(commands).toEqual([{ type: "refuseChallenge", reason: "notReady" }]);
  });

  it("answers without a token when captcha is disabled", () => {
    const disabled = initialCaptchaState({ production: false });
    const [state, commands] = run(disabled, { type: "challengeRequested" });
    expect(state).toBe(disabled);
    expect(commands).toEqual([{ type: "deliverNoCaptcha" }]);
  });
});

describe("a passed challenge", () => {
  it("stores the token and calls the callback", () => {
    const [state, commands] = run(running, { type: "challengePassed", token: "tok-1" });
    expect(state).toEqual({ ...rendered, token: "tok-1", challengeRunning: false });
    expect(commands).toEqual([{ type: "deliverToken", token: "tok-1" }]);
  });

  it("keeps a token that arrives with no challenge running, calling no one back", () => {
    const [state, commands] = run(rendered, { type: "challengePassed", token: "tok-2" });
    expect(state.token).toBe("tok-2");
    expect(commands).toEqual([]);
  });

  it("allows the next challenge once the first has ended", () => {
    const [state, commands] = run(running, { type: "challengeFailed", code: "network-error" }, { type: "challengeRequested" });
    expect(state.challengeRunning).toBe(true);
    expect(commands).toEqual([{ type: "executeChallenge", config: HCAPTCHA, widgetId: "w-1" }]);
  });
});

describe("a failed challenge", () => {
  const withToken: CaptchaState = { ...running, token: "old" };

  it("resets the widget after an expired or closed challenge and tells the one who asked", () => {
    for (const code of ["challenge-expired", "challenge-closed", "rate-limited", "invalid-data", "challenge-error", "internal-error"]) {
      const [state, commands] = run(withToken, { type: "challengeFailed", code });
      expect(state).toEqual({ ...rendered, token: null, challengeRunning: false });
      expect(commands).toEqual([
        { type: "resetWidget", widgetId: "w-1" },
        { type: "failChallenge", code }
      ]);
    }
  });

  it("renders the widget again for a missing captcha or an invalid captcha id", () => {
    for (const code of ["missing-captcha", "invalid-captcha-id"]) {
      const [state, commands] = run(withToken, { type: "challengeFailed", code });
      expect(state).toEqual({ ...rendered, token: null, widgetId: null, challengeRunning: false });
      expect(commands).toEqual([
        { type: "renderWidget", config: HCAPTCHA, size: "invisible" },
        { type: "failChallenge", code }
      ]);
    }
  });

  it("only logs a warning for network and script errors, keeping widget and token", () => {
    for (const code of ["network-error", "script-error"]) {
      const [state, commands] = run(withToken, { type: "challengeFailed", code });
      expect(state).toEqual({ ...withToken, challengeRunning: false });
      expect(commands).toEqual([
        { type: "logWarning", code },
        { type: "failChallenge", code }
      ]);
    }
  });

  it("resets the widget and warns for an unknown code", () => {
    const [state, commands] = run(withToken, { type: "challengeFailed", code: "something-new" });
    expect(state.token).toBeNull();
    expect(commands).toEqual([
      { type: "logWarning", code: "something-new" },
      { type: "resetWidget", widgetId: "w-1" },
      { type: "failChallenge", code: "something-new" }
    ]);
  });

  it("handles the widget but fails nothing when no challenge is running", () => {
    expect(run({ ...rendered, token: "t" }, { type: "challengeFailed", code: "challenge-expired" })).toEqual([
      { ...rendered, token: null },
      [{ type: "resetWidget", widgetId: "w-1" }]
    ]);
    expect(run(rendered, { type: "challengeFailed", code: "script-error" })[1]).toEqual([{ type: "logWarning", code: "script-error" }]);
  });

  it("cannot render again before any settings have loaded", () => {
    const [state, commands] = run(production, { type: "challengeFailed", code: "missing-captcha" });
    expect(state.widgetId).toBeNull();
    expect(commands).toEqual([]);
  });
});

const eventArb: fc.Arbitrary<CaptchaEvent> = fc.oneof(
  fc.record({
    type: fc.constant("settingsLoaded" as const),
    settings: fc.record({ provider: fc.constantFrom("hCaptcha", "reCaptcha"), siteKey: fc.constantFrom("key", "", null) })
  }),
  fc.record({ type: fc.constant("widgetRendered" as const), widgetId: fc.constantFrom("w-1", "w-2") }),
  fc.constant({ type: "challengeRequested" as const }),
  fc.record({ type: fc.constant("challengePassed" as const), token: fc.string({ minLength: 1 }) }),
  fc.record({ type: fc.constant("challengeFailed" as const), code: fc.constantFrom(...CAPTCHA_ERROR_CODES, "unknown-code") })
);

describe("only one challenge at a time", () => {
  it("never has two executed challenges without an ending between them, and flags exactly the one running", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(eventArb, { maxLength: 40 }), (isProduction, events) => {
        let state = initialCaptchaState({ production: isProduction });
        let open = 0;
        for (const event of events) {
          const [next, commands] = transition(state, event);
          for (const command of commands) {
            if (command.type === "executeChallenge") open += 1;
            if (command.type === "deliverToken" || command.type === "failChallenge") open -= 1;
          }
          expect(open === 0 || open === 1).toBe(true);
          expect(next.challengeRunning).toBe(open === 1);
          if (next.challengeRunning) expect(next.enabled && next.config !== null).toBe(true);
          state = next;
        }
      })
    );
  });
});
