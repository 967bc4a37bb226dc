// Captcha switched off: configuring does nothing and every challenge gives no token, so authorize and
// submit go without one. For development, and for deployments that turn captcha off.
import { Effect, Layer, Option } from "effect";
import { Captcha, type CaptchaShape } from "../../application/ports/captcha.port.ts";

export const disabledCaptcha: CaptchaShape = {
  configure: () => Effect.void,
  execute: Effect.succeed(Option.none())
};

export const disabledCaptchaLayer: Layer.Layer<Captcha> = Layer.succeed(Captcha, disabledCaptcha);
