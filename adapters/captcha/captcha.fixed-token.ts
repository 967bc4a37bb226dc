// A captcha that always passes with one given token, whatever the settings: for tests, QA runs and
// `claims replay` against a server that accepts that token. Never for a public deployment.
import { Effect, Layer, Option } from "effect";
import { Captcha, type CaptchaShape } from "../../application/ports/captcha.port.ts";

export const makeFixedTokenCaptcha = (token: string): CaptchaShape => ({
  configure: () => Effect.void,
  execute: Effect.succeed(Option.some(token))
});

export const fixedTokenCaptchaLayer = (token: string): Layer.Layer<Captcha> => Layer.succeed(Captcha, makeFixedTokenCaptcha(token));
