// The captcha settings answer (GET /api/captcha): which provider and its site key. No key means
// captcha is off (spec section 4).
import { Schema } from "effect";

export const CaptchaSettings = Schema.Struct({
  provider: Schema.String,
  siteKey: Schema.optionalKey(Schema.NullOr(Schema.String))
});

export type CaptchaSettings = typeof CaptchaSettings.Type;
