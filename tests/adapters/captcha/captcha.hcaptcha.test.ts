// The hCaptcha adapter over a fake window.hcaptcha: loading and drawing the invisible widget, one
// challenge at a time, and every provider error code handled as spec section 4 says.
import { Effect, Fiber, Option } from "effect";
import { describe, expect, it } from "vitest";
import { EMPTY_TOKEN_CODE } from "../../../adapters/captcha/captcha-driver.ts";
import {
  HCAPTCHA_ONLOAD,
  HCAPTCHA_SCRIPT_URL,
  type HCaptchaApi,
  type HCaptchaOptions,
  type HCaptchaRenderParameters,
  hCaptchaLayer,
  makeHCaptcha
} from "../../../adapters/captcha/captcha.hcaptcha.ts";
import { CaptchaFailed } from "../../../application/errors.ts";
import { failureOf, scriptPage, settle, startChallenge } from "../../support/captcha-kit.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";

const SETTINGS = { provider: "hCaptcha", siteKey: "site-key" };

/** A stand-in for window.hcaptcha that records its calls and lets a test fire the widget's callbacks. */
const fakeHCaptcha = () => {
  const calls: string[] = [];
  /** What execute and reset throw, when set. */
  const throwing: { execute?: Error; reset?: Error } = {};
  const widgets: HCaptchaRenderParameters[] = [];
  const containers: (HTMLElement | string)[] = [];
  const api: HCaptchaApi = {
    render: (container, parameters) => {
      containers.push(container);
      widgets.push(parameters);
      calls.push(`render ${parameters.sitekey} ${parameters.size}`);
      return `w-${widgets.length}`;
    },
    execute: (widgetId) => {
      if (throwing.execute !== undefined) throw throwing.execute;
      calls.push(`execute ${widgetId}`);
    },
    reset: (widgetId) => {
      if (throwing.reset !== undefined) throw throwing.reset;
      calls.push(`reset ${widgetId}`);
    }
  };
  const widget = (): HCaptchaRenderParameters => widgets.at(-1)!;
  return { api, calls, widgets, containers, widget, throwing };
};

/** The adapter with the fake provider appearing once its script "loads". */
const harness = (options: Partial<HCaptchaOptions> = {}) => {
  const fake = fakeHCaptcha();
  const page = scriptPage(fake.api);
  const captcha = makeHCaptcha({ ...page.options, container: () => "captcha-container", ...options });
  return { ...fake, captcha, loaded: page.loaded, warnings: page.warnings, remove: page.remove };
};

const configured = async (options: Partial<HCaptchaOptions> = {}) => {
  const h = harness(options);
  await Effect.runPromise(h.captcha.configure(SETTINGS));
  await settle();
  return h;
};

describe("the hCaptcha adapter: loading and rendering", () => {
  it("loads the script from the configured address and draws one invisible widget for the site key", async () => {
    const h = await configured({ scriptUrl: "/stand-in/hcaptcha.js" });
    expect(h.loaded).toEqual([`/stand-in/hcaptcha.js?render=explicit&onload=${HCAPTCHA_ONLOAD}`]);
    expect(h.calls).toEqual(["render site-key invisible"]);
    expect(h.containers).toEqual(["captcha-container"]);
  });

  it("loads hCaptcha's own script by default", async () => {
    const h = await configured();
    expect(h.loaded).toEqual([`${HCAPTCHA_SCRIPT_URL}?render=explicit&onload=${HCAPTCHA_ONLOAD}`]);
    expect(HCAPTCHA_SCRIPT_URL).toBe("https://js.hcaptcha.com/1/api.js");
  });

  it("goes on when the script calls its onload function before the load event", async () => {
    const fake = fakeHCaptcha();
    let present = false;
    const captcha = makeHCaptcha({
      provider: () => (present ? fake.api : undefined),
      loadScript: () => {
        present = true;
        (Reflect.get(globalThis, HCAPTCHA_ONLOAD) as () => void)();
        return new Promise<void>(() => undefined);
      },
      container: () => "c",
      log: () => undefined
    });
    await Effect.runPromise(captcha.configure(SETTINGS));
    await settle();
    expect(fake.calls).toEqual(["render site-key invisible"]);
  });

  it("uses an API already on the page without loading the script again", async () => {
    const fake = fakeHCaptcha();
    const loaded: string[] = [];
    const captcha = makeHCaptcha({ provider: () => fake.api, loadScript: (address) => Promise.resolve(void loaded.push(address)), container: () => "c" });
    await Effect.runPromise(captcha.configure(SETTINGS));
    await settle();
    expect(loaded).toEqual([]);
    expect(fake.calls).toEqual(["render site-key invisible"]);
  });

  it("finds window.hcaptcha by default", async () => {
    const fake = fakeHCaptcha();
    Reflect.set(globalThis, "hcaptcha", fake.api);
    try {
      const captcha = makeHCaptcha({ loadScript: () => Promise.resolve(), container: () => "c" });
      await Effect.runPromise(captcha.configure(SETTINGS));
      await settle();
      expect(fake.calls).toEqual(["render site-key invisible"]);
    } finally {
      Reflect.deleteProperty(globalThis, "hcaptcha");
    }
  });

  it("turns captcha off when the settings give no site key: nothing loads, and a challenge gives no token", async () => {
    const h = harness();
    await Effect.runPromise(h.captcha.configure({ provider: "hCaptcha", siteKey: null }));
    await settle();
    expect(await Effect.runPromise(h.captcha.execute)).toEqual(Option.none());
    expect(h.loaded).toEqual([]);
    expect(h.calls).toEqual([]);
  });

  it("draws nothing where the deployment starts with captcha off", async () => {
    const h = await configured({ start: { production: false } });
    expect(await Effect.runPromise(h.captcha.execute)).toEqual(Option.none());
    expect(h.loaded).toEqual([]);
  });

  it("refuses a challenge before any settings have loaded", async () => {
    const h = harness();
    expect(await Effect.runPromise(Effect.flip(h.captcha.execute))).toEqual(new CaptchaFailed({ code: "notReady" }));
  });
});

describe("the hCaptcha adapter: challenges", () => {
  it("gives the token of a passed challenge", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1"]);
    h.widget().callback("token-1");
    expect(await Effect.runPromise(Fiber.join(fiber))).toEqual(Option.some("token-1"));
  });

  it("waits for a widget still being drawn before executing", async () => {
    const h = harness();
    await Effect.runPromise(h.captcha.configure(SETTINGS));
    const fiber = Effect.runFork(h.captcha.execute);
    await settle();
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1"]);
    h.widget().callback("token-1");
    expect(await Effect.runPromise(Fiber.join(fiber))).toEqual(Option.some("token-1"));
  });

  it("runs one challenge at a time: a second request is refused and the first still gets its token", async () => {
    const h = await configured();
    const first = await startChallenge(h.captcha);
    expect(await Effect.runPromise(Effect.flip(h.captcha.execute))).toEqual(new CaptchaFailed({ code: "challengeRunning" }));
    h.widget().callback("token-1");
    expect(await Effect.runPromise(Fiber.join(first))).toEqual(Option.some("token-1"));
    expect(h.calls.filter((call) => call.startsWith("execute"))).toEqual(["execute w-1"]);
  });

  it("resets the widget that still holds a token before the next challenge", async () => {
    const h = await configured();
    const first = await startChallenge(h.captcha);
    h.widget().callback("token-1");
    await Effect.runPromise(Fiber.join(first));
    const second = await startChallenge(h.captcha);
    h.widget().callback("token-2");
    expect(await Effect.runPromise(Fiber.join(second))).toEqual(Option.some("token-2"));
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1", "reset w-1", "execute w-1"]);
  });

  it("fails a challenge passed with an empty token, resetting the widget and logging a warning", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget().callback("");
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: EMPTY_TOKEN_CODE }));
    expect(h.calls.at(-1)).toBe("reset w-1");
    expect(h.warnings).toEqual([`Captcha (hCaptcha) reported "${EMPTY_TOKEN_CODE}".`]);
  });

  it("lets an interrupted caller go; the challenge's later token is kept for no one", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    await Effect.runPromise(Fiber.interrupt(fiber));
    h.widget().callback("late-token");
    const next = await startChallenge(h.captcha);
    h.widget().callback("token-2");
    expect(await Effect.runPromise(Fiber.join(next))).toEqual(Option.some("token-2"));
  });
});

describe("the hCaptcha adapter: each error code (spec section 4)", () => {
  const RESET_CODES = ["rate-limited", "invalid-data", "challenge-closed", "challenge-expired", "challenge-error", "internal-error"];
  const WARNING_CODES = ["network-error", "script-error"];
  const RERENDER_CODES = ["missing-captcha", "invalid-captcha-id"];

  it.each(RESET_CODES)("%s fails the challenge with that code and resets the widget", async (code) => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget()["error-callback"](code);
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code }));
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1", "reset w-1"]);
    expect(h.warnings).toEqual([]);
  });

  it.each(WARNING_CODES)("%s fails the challenge with that code and only logs a warning", async (code) => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget()["error-callback"](code);
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code }));
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1"]);
    expect(h.warnings).toEqual([`Captcha (hCaptcha) reported "${code}".`]);
  });

  it.each(RERENDER_CODES)("%s fails the challenge with that code and draws the widget again", async (code) => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget()["error-callback"](code);
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code }));
    await settle();
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1", "render site-key invisible"]);
    const next = await startChallenge(h.captcha);
    expect(h.calls.at(-1)).toBe("execute w-2");
    h.widget().callback("token-2");
    expect(await Effect.runPromise(Fiber.join(next))).toEqual(Option.some("token-2"));
  });

  it("takes an error callback without a code as an internal error", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget()["error-callback"]();
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "internal-error" }));
    expect(h.calls.at(-1)).toBe("reset w-1");
  });

  it("resets and warns on a code it does not know", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget()["error-callback"]("brand-new-code");
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "brand-new-code" }));
    expect(h.calls.at(-1)).toBe("reset w-1");
    expect(h.warnings).toHaveLength(1);
  });

  it("fails a closed challenge as challenge-closed and resets the widget", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget()["close-callback"]();
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "challenge-closed" }));
    expect(h.calls.at(-1)).toBe("reset w-1");
  });

  it("fails an expired challenge as challenge-expired and resets the widget", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget()["chalexpired-callback"]();
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "challenge-expired" }));
    expect(h.calls.at(-1)).toBe("reset w-1");
  });

  it("resets the widget when a passed token expires, with no challenge running", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.widget().callback("token-1");
    await Effect.runPromise(Fiber.join(fiber));
    h.widget()["expired-callback"]();
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1", "reset w-1"]);
    // The reset widget holds no token: the next challenge executes without another reset.
    const next = await startChallenge(h.captcha);
    expect(h.calls.at(-1)).toBe("execute w-1");
    expect(h.calls.filter((call) => call === "reset w-1")).toHaveLength(1);
    h.widget().callback("token-2");
    expect(await Effect.runPromise(Fiber.join(next))).toEqual(Option.some("token-2"));
  });

  it("draws the widget again when execute throws for a widget hCaptcha no longer knows", async () => {
    const h = await configured();
    h.throwing.execute = new Error("[hCaptcha] invalid captcha id");
    const fiber = await startChallenge(h.captcha);
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "invalid-captcha-id" }));
    await settle();
    expect(h.calls).toEqual(["render site-key invisible", "render site-key invisible"]);
  });

  it("draws the widget again, once, when a reset throws", async () => {
    const h = await configured();
    h.throwing.reset = new Error("[hCaptcha] invalid captcha id");
    const fiber = await startChallenge(h.captcha);
    h.widget()["error-callback"]("challenge-error");
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "challenge-error" }));
    await settle();
    // The throwing reset is not recorded; the widget is drawn once more, and only once.
    expect(h.calls).toEqual(["render site-key invisible", "execute w-1", "render site-key invisible"]);
    expect(h.warnings).toEqual([]);
  });
});

describe("the hCaptcha adapter: a script that fails", () => {
  it("only logs a warning when the script cannot load, and loads it again for the next challenge", async () => {
    const fake = fakeHCaptcha();
    const warnings: string[] = [];
    let attempts = 0;
    let present = false;
    const captcha = makeHCaptcha({
      provider: () => (present ? fake.api : undefined),
      loadScript: () => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new Error("offline"));
        present = true;
        return Promise.resolve();
      },
      container: () => "c",
      log: (message) => warnings.push(message)
    });
    await Effect.runPromise(captcha.configure(SETTINGS));
    await settle();
    expect(warnings).toEqual(['Captcha (hCaptcha) reported "script-error".']);
    expect(fake.calls).toEqual([]);
    const fiber = await startChallenge(captcha);
    expect(attempts).toBe(2);
    expect(fake.calls).toEqual(["render site-key invisible", "execute w-1"]);
    fake.widget().callback("token-1");
    expect(await Effect.runPromise(Fiber.join(fiber))).toEqual(Option.some("token-1"));
  });

  it("fails the challenge with script-error when the script loads without its API", async () => {
    const warnings: string[] = [];
    const captcha = makeHCaptcha({ provider: () => undefined, loadScript: () => Promise.resolve(), container: () => "c", log: (message) => warnings.push(message) });
    await Effect.runPromise(captcha.configure(SETTINGS));
    await settle();
    const fiber = await startChallenge(captcha);
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "script-error" }));
    expect(warnings).toHaveLength(2);
  });

  it("fails with script-error when the API is gone by the time a challenge runs", async () => {
    const h = await configured();
    h.remove();
    const fiber = await startChallenge(h.captcha);
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "script-error" }));
  });
});

describe("the hCaptcha adapter: new settings", () => {
  it("fails a running challenge, draws a widget for the new key and ignores the old widget's callbacks", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    const old = h.widget();
    await Effect.runPromise(h.captcha.configure({ provider: "hCaptcha", siteKey: "other-key" }));
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "settings-changed" }));
    await settle();
    expect(h.calls.at(-1)).toBe("render other-key invisible");
    const next = await startChallenge(h.captcha);
    old.callback("stale-token");
    old["error-callback"]("rate-limited");
    expect(h.calls.at(-1)).toBe("execute w-2");
    h.widget().callback("token-2");
    expect(await Effect.runPromise(Fiber.join(next))).toEqual(Option.some("token-2"));
  });
});

describe("hCaptchaLayer", () => {
  it("provides the Captcha port", async () => {
    const fake = fakeHCaptcha();
    const program = Effect.gen(function* () {
      const captcha = yield* Captcha;
      yield* captcha.configure(SETTINGS);
      return yield* Effect.flip(captcha.execute).pipe(Effect.timeout("1 second"), Effect.option);
    });
    const layer = hCaptchaLayer({ provider: () => fake.api, container: () => "c" });
    const result = Effect.runPromise(Effect.provide(program, layer));
    await settle();
    fake.widget()["close-callback"]();
    expect(await result).toEqual(Option.some(new CaptchaFailed({ code: "challenge-closed" })));
  });
});
