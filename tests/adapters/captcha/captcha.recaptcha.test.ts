// The reCAPTCHA v3 adapter over a fake window.grecaptcha: loading for the site key, the action name,
// one challenge at a time, and failures.
import { Effect, Fiber, Option } from "effect";
import { describe, expect, it, vi } from "vitest";
import { EMPTY_TOKEN_CODE } from "../../../adapters/captcha/captcha-driver.ts";
import {
  DEFAULT_RECAPTCHA_ACTION,
  makeRecaptcha,
  RECAPTCHA_FAILED_CODE,
  RECAPTCHA_SCRIPT_URL,
  type RecaptchaApi,
  type RecaptchaOptions,
  recaptchaLayer
} from "../../../adapters/captcha/captcha.recaptcha.ts";
import { CaptchaFailed } from "../../../application/errors.ts";
import { failureOf, scriptPage, settle, startChallenge } from "../../support/captcha-kit.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";

const SETTINGS = { provider: "reCAPTCHA", siteKey: "site-key" };

interface Pending {
  readonly siteKey: string;
  readonly action: string;
  readonly resolve: (token: string) => void;
  readonly reject: (reason: unknown) => void;
}

/** A stand-in for window.grecaptcha: ready once asked, each execute left pending for the test to answer. */
const fakeRecaptcha = () => {
  const pending: Pending[] = [];
  const calls: string[] = [];
  const throwing: { execute?: Error } = {};
  const api: RecaptchaApi = {
    ready: (callback) => {
      calls.push("ready");
      callback();
    },
    execute: (siteKey, options) => {
      if (throwing.execute !== undefined) throw throwing.execute;
      calls.push(`execute ${siteKey} ${options.action}`);
      return new Promise<string>((resolve, reject) => pending.push({ siteKey, action: options.action, resolve, reject }));
    }
  };
  const last = (): Pending => pending.at(-1)!;
  return { api, calls, pending, last, throwing };
};

const harness = (options: Partial<RecaptchaOptions> = {}) => {
  const fake = fakeRecaptcha();
  const page = scriptPage(fake.api);
  const captcha = makeRecaptcha({ ...page.options, ...options });
  return { ...fake, captcha, loaded: page.loaded, warnings: page.warnings, remove: page.remove };
};

const configured = async (options: Partial<RecaptchaOptions> = {}) => {
  const h = harness(options);
  await Effect.runPromise(h.captcha.configure(SETTINGS));
  await settle();
  return h;
};

describe("the reCAPTCHA v3 adapter: loading", () => {
  it("loads the script for the site key from the configured address and waits for ready", async () => {
    const h = await configured({ scriptUrl: "/stand-in/recaptcha.js" });
    expect(h.loaded).toEqual(["/stand-in/recaptcha.js?render=site-key"]);
    expect(h.calls).toEqual(["ready"]);
  });

  it("loads Google's script by default", async () => {
    const h = await configured();
    expect(h.loaded).toEqual(["https://www.google.com/recaptcha/api.js?render=site-key"]);
    expect(RECAPTCHA_SCRIPT_URL).toBe("https://www.google.com/recaptcha/api.js");
  });

  it("finds window.grecaptcha by default", async () => {
    const fake = fakeRecaptcha();
    Reflect.set(globalThis, "grecaptcha", fake.api);
    try {
      const captcha = makeRecaptcha({ loadScript: () => Promise.resolve() });
      await Effect.runPromise(captcha.configure(SETTINGS));
      const fiber = await startChallenge(captcha);
      fake.last().resolve("token-1");
      expect(await Effect.runPromise(Fiber.join(fiber))).toEqual(Option.some("token-1"));
    } finally {
      Reflect.deleteProperty(globalThis, "grecaptcha");
    }
  });

  it("loads once per site key", async () => {
    const h = await configured();
    await Effect.runPromise(h.captcha.configure(SETTINGS));
    await Effect.runPromise(h.captcha.configure({ provider: "reCAPTCHA", siteKey: "other-key" }));
    await settle();
    expect(h.loaded).toEqual([
      "https://www.google.com/recaptcha/api.js?render=site-key",
      "https://www.google.com/recaptcha/api.js?render=other-key"
    ]);
  });

  it("turns captcha off when the settings give no site key: nothing loads, and a challenge gives no token", async () => {
    const h = harness();
    await Effect.runPromise(h.captcha.configure({ provider: "reCAPTCHA" }));
    expect(await Effect.runPromise(h.captcha.execute)).toEqual(Option.none());
    await settle();
    expect(h.loaded).toEqual([]);
  });

  it("only logs a warning when the script cannot load, and loads it again for the next challenge", async () => {
    const fake = fakeRecaptcha();
    const warnings: string[] = [];
    let attempts = 0;
    const captcha = makeRecaptcha({
      provider: () => (attempts > 1 ? fake.api : undefined),
      loadScript: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve();
      },
      log: (message) => warnings.push(message)
    });
    await Effect.runPromise(captcha.configure(SETTINGS));
    await settle();
    expect(warnings).toEqual(['Captcha (reCaptchaV3) reported "script-error".']);
    const fiber = await startChallenge(captcha);
    expect(attempts).toBe(2);
    fake.last().resolve("token-1");
    expect(await Effect.runPromise(Fiber.join(fiber))).toEqual(Option.some("token-1"));
  });

  it("fails the challenge with script-error when the script loads without its API, warning on the console by default", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const captcha = makeRecaptcha({ provider: () => undefined, loadScript: () => Promise.resolve() });
      await Effect.runPromise(captcha.configure(SETTINGS));
      await settle();
      expect(await failureOf(await startChallenge(captcha))).toEqual(new CaptchaFailed({ code: "script-error" }));
      expect(warn).toHaveBeenCalledWith('Captcha (reCaptchaV3) reported "script-error".');
    } finally {
      warn.mockRestore();
    }
  });

  it("fails with script-error when the API is gone by the time a challenge runs", async () => {
    const h = await configured();
    h.remove();
    expect(await failureOf(await startChallenge(h.captcha))).toEqual(new CaptchaFailed({ code: "script-error" }));
  });
});

describe("the reCAPTCHA v3 adapter: challenges", () => {
  it("asks for a token for the site key under the default action", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    expect(h.calls).toEqual(["ready", `execute site-key ${DEFAULT_RECAPTCHA_ACTION}`]);
    h.last().resolve("token-1");
    expect(await Effect.runPromise(Fiber.join(fiber))).toEqual(Option.some("token-1"));
  });

  it("passes the configured action name", async () => {
    const h = await configured({ action: "claim_submit" });
    const fiber = await startChallenge(h.captcha);
    expect(h.last()).toMatchObject({ siteKey: "site-key", action: "claim_submit" });
    h.last().resolve("token-1");
    await Effect.runPromise(Fiber.join(fiber));
  });

  it("runs one challenge at a time: a second request is refused and the first still gets its token", async () => {
    const h = await configured();
    const first = await startChallenge(h.captcha);
    expect(await Effect.runPromise(Effect.flip(h.captcha.execute))).toEqual(new CaptchaFailed({ code: "challengeRunning" }));
    expect(h.pending).toHaveLength(1);
    h.last().resolve("token-1");
    expect(await Effect.runPromise(Fiber.join(first))).toEqual(Option.some("token-1"));
  });

  it("asks for a fresh token on every challenge", async () => {
    const h = await configured();
    const first = await startChallenge(h.captcha);
    h.last().resolve("token-1");
    await Effect.runPromise(Fiber.join(first));
    const second = await startChallenge(h.captcha);
    h.last().resolve("token-2");
    expect(await Effect.runPromise(Fiber.join(second))).toEqual(Option.some("token-2"));
    expect(h.pending).toHaveLength(2);
  });

  it("fails a rejected execute with reCAPTCHA's failure code and logs a warning", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.last().reject(new Error("Invalid site key or not loaded in api.js"));
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: RECAPTCHA_FAILED_CODE }));
    expect(h.warnings).toEqual([`Captcha (reCaptchaV3) reported "${RECAPTCHA_FAILED_CODE}".`]);
  });

  it("takes a code a stand-in rejects with as that code", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.last().reject("network-error");
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "network-error" }));
    expect(h.warnings).toEqual(['Captcha (reCaptchaV3) reported "network-error".']);
  });

  it("fails an execute that throws", async () => {
    const h = await configured();
    h.throwing.execute = new Error("grecaptcha broke");
    expect(await failureOf(await startChallenge(h.captcha))).toEqual(new CaptchaFailed({ code: RECAPTCHA_FAILED_CODE }));
  });

  it("fails an empty token", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    h.last().resolve("");
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: EMPTY_TOKEN_CODE }));
  });

  it("fails a running challenge when new settings arrive, and drops its late token", async () => {
    const h = await configured();
    const fiber = await startChallenge(h.captcha);
    const old = h.last();
    await Effect.runPromise(h.captcha.configure({ provider: "reCAPTCHA", siteKey: "other-key" }));
    expect(await failureOf(fiber)).toEqual(new CaptchaFailed({ code: "settings-changed" }));
    await settle();
    const next = await startChallenge(h.captcha);
    old.resolve("stale-token");
    await settle();
    expect(h.last().siteKey).toBe("other-key");
    h.last().resolve("token-2");
    expect(await Effect.runPromise(Fiber.join(next))).toEqual(Option.some("token-2"));
  });
});

describe("recaptchaLayer", () => {
  it("provides the Captcha port", async () => {
    const fake = fakeRecaptcha();
    const program = Effect.gen(function* () {
      const captcha = yield* Captcha;
      yield* captcha.configure(SETTINGS);
      return yield* captcha.execute;
    });
    const result = Effect.runPromise(Effect.provide(program, recaptchaLayer({ provider: () => fake.api, loadScript: () => Promise.resolve() })));
    await settle();
    fake.last().resolve("token-1");
    expect(await result).toEqual(Option.some("token-1"));
  });
});
