// Gets a captcha token for authorize or submit (spec section 4): one challenge when captcha is
// enabled, none when it is off. Enabled captcha that gives no token is a developer error (section 8).
import { Effect, Option } from "effect";
import { DeveloperError } from "../developer-error.ts";
import { Captcha } from "../ports/captcha.port.ts";
import { Session } from "../session/session-context.ts";

export const captchaToken = Effect.gen(function* () {
  const session = yield* Session;
  if (!session.getSnapshot().captcha.enabled) return null;
  const token = yield* (yield* Captcha).execute;
  if (Option.isNone(token) || token.value === "") {
    return yield* Effect.die(new DeveloperError("captchaTokenRequired", "Captcha is enabled, but the challenge gave no token."));
  }
  session.update((state) => ({ ...state, captcha: { ...state.captcha, token: token.value } }));
  return token.value;
});
