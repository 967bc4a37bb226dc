// One invisible captcha challenge at a time: gives a token, or none when captcha is off.
import { Context, type Effect, type Option } from "effect";
import type { CaptchaSettings } from "../../domain/api/captcha-settings.schema.ts";
import type { CaptchaFailed } from "../errors.ts";

export interface CaptchaShape {
  /** Prepares the provider for these settings; without a site key captcha stays off. */
  readonly configure: (settings: CaptchaSettings) => Effect.Effect<void>;
  /** Runs one challenge; none when captcha is off. */
  readonly execute: Effect.Effect<Option.Option<string>, CaptchaFailed>;
}

export class Captcha extends Context.Service<Captcha, CaptchaShape>()("Captcha") {}
