import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { fixedTokenCaptchaLayer, makeFixedTokenCaptcha } from "../../../adapters/captcha/captcha.fixed-token.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";

describe("the fixed-token captcha", () => {
  it("gives the given token on every challenge, whatever the settings", async () => {
    const program = Effect.gen(function* () {
      const captcha = yield* Captcha;
      yield* captcha.configure({ provider: "hCaptcha" });
      const first = yield* captcha.execute;
      yield* captcha.configure({ provider: "reCaptcha", siteKey: "k" });
      return [first, yield* captcha.execute];
    });
    expect(await Effect.runPromise(Effect.provide(program, fixedTokenCaptchaLayer("qa-token")))).toEqual([
      Option.some("qa-token"),
      Option.some("qa-token")
    ]);
  });

  it("gives each instance its own token", async () => {
    expect(await Effect.runPromise(makeFixedTokenCaptcha("a").execute)).toEqual(Option.some("a"));
    expect(await Effect.runPromise(makeFixedTokenCaptcha("b").execute)).toEqual(Option.some("b"));
  });
});
