// Start-up in the spec's order (section 4): the anti-forgery token, cultures and content, deadlines,
// captcha settings, wallet settings, the model configuration and the character whitelist. A 403 means
// "not available" (section 6); other failures show the catalogue's message and start-up goes on.
import { Effect, Option, Result } from "effect";
import type { CsrfToken } from "../../domain/api/csrf-token.schema.ts";
import { initialCaptchaState } from "../../domain/captcha/captcha-state.ts";
import { transition as captchaTransition } from "../../domain/captcha/captcha-transition.ts";
import { resolveCulture } from "../../domain/culture/culture.ts";
import { toDeadlineSettings } from "../../domain/deadlines/deadline-settings.ts";
import { type ApiCallFailed, failureMessage } from "../errors.ts";
import { Captcha } from "../ports/captcha.port.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { Ids } from "../ports/ids.port.ts";
import { captchaStart, Session, SessionSettings } from "../session/session-context.ts";
import { freshModels, showError } from "../session/state-updates.ts";
import { loadContent } from "./load-content.ts";

/** A failed call shows its catalogue message and gives nothing, so start-up can go on. */
const shown = <A>(effect: Effect.Effect<A, ApiCallFailed>): Effect.Effect<Option.Option<A>, never, Session> =>
  effect.pipe(
    Effect.map(Option.some),
    Effect.catchTag("ApiCallFailed", (failure) =>
      Effect.gen(function* () {
        const session = yield* Session;
        yield* Effect.logWarning(`${failure.call} failed: ${failure.detail}`);
        session.update(showError(failure.message));
        return Option.none<A>();
      })
    )
  );

export const startUp = (requestedCulture: { readonly fromQuery?: string; readonly fromAddress?: string } = {}) =>
  Effect.gen(function* () {
    const api = yield* ClaimsApi;
    const captcha = yield* Captcha;
    const ids = yield* Ids;
    const session = yield* Session;
    const settings = yield* SessionSettings;

    // A CSRF failure at start-up is only logged (section 8).
    const csrf = yield* api.csrf.pipe(
      Effect.catchTag("ApiCallFailed", (failure) =>
        Effect.logWarning(`csrf failed: ${failure.detail}`).pipe(Effect.as(Option.none<CsrfToken>()))
      )
    );
    session.update((state) => ({ ...state, csrf: Option.getOrNull(csrf) }));

    const cultures = Option.flatten(yield* shown(api.cultures));
    const enabled = Option.getOrElse(cultures, () => ({}));
    const culture = resolveCulture(enabled, requestedCulture.fromQuery, requestedCulture.fromAddress);
    session.update((state) => ({ ...state, cultures: enabled, culture }));
    yield* loadContent(culture);

    const deadlines = yield* shown(api.deadlines);
    if (Option.isSome(deadlines)) {
      // A deadline the site cannot read is the deadlines call failing (section 8), not a crash of start-up.
      const read = Result.try({ try: () => toDeadlineSettings(deadlines.value), catch: (error) => error });
      if (Result.isSuccess(read)) session.update((state) => ({ ...state, deadlineSettings: read.success }));
      else {
        yield* Effect.logWarning(`deadlines unreadable: ${String(read.failure)}`);
        session.update(showError(failureMessage("deadlines")));
      }
    }

    const captchaSettings = yield* shown(api.captchaSettings);
    if (Option.isSome(captchaSettings)) {
      yield* captcha.configure(captchaSettings.value);
      const start = captchaStart(settings);
      const [loaded] = captchaTransition(initialCaptchaState(start), { type: "settingsLoaded", settings: captchaSettings.value });
      session.update((state) => ({ ...state, captcha: loaded }));
    }

    const wallet = yield* shown(api.walletSettings);
    if (Option.isSome(wallet)) {
      session.update((state) => ({ ...state, walletSettings: { ...wallet.value, invalidPayPalVerification: false } }));
    }

    const config = Option.flatten(yield* shown(api.modelConfig));
    if (Option.isSome(config)) {
      const models = freshModels(config.value, ids.randomCharacters);
      session.update((state) => ({ ...state, modelConfig: config.value, models }));
    }

    const whitelist = Option.flatten(yield* shown(api.characterWhitelist));
    session.update((state) => ({ ...state, characterWhitelist: Option.getOrNull(whitelist), started: true }));
  });
