import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { disabledCaptchaLayer } from "../../../adapters/captcha/captcha.disabled.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";

describe("the disabled captcha", () => {
  it("gives no token, before and after settings with a site key", async () => {
    const program = Effect.gen(function* () {
      const captcha = yield* Captcha;
      const before = yield* captcha.execute;
      yield* captcha.configure({ provider: "hCaptcha", siteKey: "site-key" });
      return [before, yield* captcha.execute];
    });
    expect(await Effect.runPromise(Effect.provide(program, disabledCaptchaLayer))).toEqual([Option.none(), Option.none()]);
  });
});
