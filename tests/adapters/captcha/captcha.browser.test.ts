// The browser captcha chooser: the provider the captcha settings name, a switch of provider failing the
// running challenge, and nothing loaded while captcha is off.
import { Effect, Fiber, Option } from "effect";
import { describe, expect, it } from "vitest";
import { browserCaptchaLayer, makeBrowserCaptcha } from "../../../adapters/captcha/captcha.browser.ts";
import type { HCaptchaApi, HCaptchaRenderParameters } from "../../../adapters/captcha/captcha.hcaptcha.ts";
import type { RecaptchaApi } from "../../../adapters/captcha/captcha.recaptcha.ts";
import { CaptchaFailed } from "../../../application/errors.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";
import { settle } from "../../support/captcha-kit.ts";

/** Both providers faked: hCaptcha passes each challenge at once, reCAPTCHA answers with its own token. */
const providers = () => {
  const loaded: string[] = [];
  const calls: string[] = [];
  const widgets: HCaptchaRenderParameters[] = [];
  const hcaptcha: HCaptchaApi = {
    render: (_container, parameters) => {
      calls.push(`hCaptcha render ${parameters.sitekey}`);
      widgets.push(parameters);
      return `w-${widgets.length}`;
    },
    execute: (widgetId) => {
      calls.push(`hCaptcha execute ${widgetId}`);
    },
    reset: () => undefined
  };
  const grecaptcha: RecaptchaApi = {
    ready: (callback) => {
      callback();
    },
    execute: (siteKey) => {
      calls.push(`reCAPTCHA execute ${siteKey}`);
      return Promise.resolve(`recaptcha-token-for-${siteKey}`);
    }
  };
  const loadScript = (address: string) => {
    loaded.push(address);
    return Promise.resolve();
  };
  const options = {
    hCaptcha: { provider: () => hcaptcha, loadScript, container: () => "c", scriptUrl: "/hcaptcha.js" },
    reCaptcha: { provider: () => grecaptcha, loadScript, scriptUrl: "/recaptcha.js" }
  };
  return { options, loaded, calls, widgets };
};

describe("the browser captcha", () => {
  it("uses hCaptcha when the settings name it, in any letter case", async () => {
    const p = providers();
    const captcha = makeBrowserCaptcha(p.options);
    await Effect.runPromise(captcha.configure({ provider: " HCAPTCHA ", siteKey: "h-key" }));
    const fiber = Effect.runFork(captcha.execute);
    await settle();
    p.widgets.at(-1)!.callback("h-token");
    expect(await Effect.runPromise(Fiber.join(fiber))).toEqual(Option.some("h-token"));
    expect(p.calls).toEqual(["hCaptcha render h-key", "hCaptcha execute w-1"]);
  });

  it("uses reCAPTCHA v3 for any other provider name", async () => {
    const p = providers();
    const captcha = makeBrowserCaptcha(p.options);
    await Effect.runPromise(captcha.configure({ provider: "reCAPTCHA", siteKey: "r-key" }));
    expect(await Effect.runPromise(captcha.execute)).toEqual(Option.some("recaptcha-token-for-r-key"));
    expect(p.loaded).toEqual(["/recaptcha.js?render=r-key"]);
    expect(p.calls).toEqual(["reCAPTCHA execute r-key"]);
  });

  it("gives no token when the settings give no key", async () => {
    const p = providers();
    const captcha = makeBrowserCaptcha(p.options);
    await Effect.runPromise(captcha.configure({ provider: "hCaptcha", siteKey: null }));
    expect(await Effect.runPromise(captcha.execute)).toEqual(Option.none());
    expect(p.loaded).toEqual([]);
  });

  it("passes one start and log to whichever provider is chosen", async () => {
    const p = providers();
    const warnings: string[] = [];
    const captcha = makeBrowserCaptcha({ ...p.options, start: { production: false }, log: (message) => warnings.push(message) });
    await Effect.runPromise(captcha.configure({ provider: "reCAPTCHA", siteKey: "r-key" }));
    expect(await Effect.runPromise(captcha.execute)).toEqual(Option.none());
    await settle();
    expect(p.loaded).toEqual([]);
    const logging = makeBrowserCaptcha({ ...p.options, log: (message) => warnings.push(message) });
    await Effect.runPromise(logging.configure({ provider: "hCaptcha", siteKey: "h-key" }));
    const fiber = Effect.runFork(logging.execute);
    await settle();
    p.widgets.at(-1)!["error-callback"]("network-error");
    await Effect.runPromise(Effect.flip(Fiber.join(fiber)));
    expect(warnings).toEqual(['Captcha (hCaptcha) reported "network-error".']);
  });

  it("refuses a challenge before any settings", async () => {
    const captcha = makeBrowserCaptcha(providers().options);
    expect(await Effect.runPromise(Effect.flip(captcha.execute))).toEqual(new CaptchaFailed({ code: "notReady" }));
  });

  it("switches provider with new settings, failing a challenge running in the old one, and starts afresh on coming back", async () => {
    const p = providers();
    const captcha = makeBrowserCaptcha(p.options);
    await Effect.runPromise(captcha.configure({ provider: "hCaptcha", siteKey: "h-key" }));
    const running = Effect.runFork(captcha.execute);
    await settle();
    await Effect.runPromise(captcha.configure({ provider: "reCAPTCHA", siteKey: "r-key" }));
    expect(await Effect.runPromise(Effect.flip(Fiber.join(running)))).toEqual(new CaptchaFailed({ code: "settings-changed" }));
    expect(await Effect.runPromise(captcha.execute)).toEqual(Option.some("recaptcha-token-for-r-key"));
    await Effect.runPromise(captcha.configure({ provider: "hCaptcha", siteKey: "h-key-2" }));
    await settle();
    expect(p.calls.at(-1)).toBe("hCaptcha render h-key-2");
    const again = Effect.runFork(captcha.execute);
    await settle();
    p.widgets.at(-1)!.callback("h-token-2");
    expect(await Effect.runPromise(Fiber.join(again))).toEqual(Option.some("h-token-2"));
  });

  it("is provided by browserCaptchaLayer", async () => {
    const p = providers();
    const program = Effect.gen(function* () {
      const captcha = yield* Captcha;
      yield* captcha.configure({ provider: "reCaptchaV3", siteKey: "r-key" });
      return yield* captcha.execute;
    });
    expect(await Effect.runPromise(Effect.provide(program, browserCaptchaLayer(p.options)))).toEqual(Option.some("recaptcha-token-for-r-key"));
  });
});
