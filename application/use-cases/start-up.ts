// Start-up (spec section 4): the anti-forgery token, cultures and content, deadlines, captcha settings,
// wallet settings, the model configuration and the character whitelist. Every call goes out at once (the
// content as soon as the cultures say which), and the answers are taken in that order, so the claimant sees
// what one call after another showed, one or two round trips after the page instead of eight. The token is
// the one answer the form does not need to show: start-up ends without waiting for it, and the calls that
// send it wait for it instead (the HTTP adapter's csrf-keeper.ts). A 403 means "not available" (section 6);
// other failures show the catalogue's message and start-up goes on.
import { Effect, Option, Result } from "effect";
import { initialCaptchaState } from "../../domain/captcha/captcha-state.ts";
import { transition as captchaTransition } from "../../domain/captcha/captcha-transition.ts";
import { resolveCulture } from "../../domain/culture/culture.ts";
import type { DeadlineSettings } from "../../domain/deadlines/deadline-entries.ts";
import { fromKnownMoments, type KnownDeadlineMoments } from "../../domain/deadlines/deadline-moments.ts";
import type { DeadlineResponse } from "../../domain/deadlines/deadline-response.schema.ts";
import { type ApiCallFailed, failureMessage } from "../errors.ts";
import { Captcha } from "../ports/captcha.port.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { Ids } from "../ports/ids.port.ts";
import { captchaStart, Session, SessionSettings } from "../session/session-context.ts";
import { freshModels, showError } from "../session/state-updates.ts";
import { applyContent } from "./load-content.ts";

/**
 * The deadlines as the page's moments give them (no date code), else read in full by the date code, loaded
 * for it; an unreadable one fails with its DeadlineError.
 */
const readDeadlines = (response: DeadlineResponse, known: KnownDeadlineMoments | undefined): Effect.Effect<Result.Result<DeadlineSettings, unknown>> => {
  const fromPage = known === undefined ? null : fromKnownMoments(response, known);
  if (fromPage !== null) return Effect.succeed(Result.succeed(fromPage));
  // The date code not arriving (the network lost) is the deadlines call failing too.
  return Effect.tryPromise({ try: () => import("../../domain/deadlines/deadline-settings.ts"), catch: (error) => error }).pipe(
    Effect.map(({ toDeadlineSettings }) => Result.try({ try: () => toDeadlineSettings(response), catch: (error) => error })),
    Effect.catch((error: unknown) => Effect.succeed(Result.fail(error)))
  );
};

/**
 * Gives the page a turn between start-up's steps (Effect's scheduler resumes the fiber in a later task):
 * the answers read from the page arrive at once, and taking them all in one go held a phone's main thread
 * for about a tenth of a second.
 */
const nextStep = Effect.yieldNow;

/** A failed call shows its catalogue message and gives nothing, so start-up can go on. */
export const shown = <A>(fetched: Result.Result<A, ApiCallFailed>): Effect.Effect<Option.Option<A>, never, Session> =>
  Effect.gen(function* () {
    if (Result.isSuccess(fetched)) return Option.some(fetched.success);
    const session = yield* Session;
    yield* Effect.logWarning(`${fetched.failure.call} failed: ${fetched.failure.detail}`);
    session.update(showError(fetched.failure.message));
    return Option.none<A>();
  });

export const startUp = (requestedCulture: { readonly fromQuery?: string; readonly fromAddress?: string } = {}) =>
  Effect.gen(function* () {
    const api = yield* ClaimsApi;
    const captcha = yield* Captcha;
    const ids = yield* Ids;
    const session = yield* Session;
    const settings = yield* SessionSettings;

    // Started before the others, so a call that sends the token finds it being fetched. A CSRF failure at
    // start-up is only logged (section 8).
    yield* api.csrf.pipe(
      Effect.tap((token) => Effect.sync(() => session.update((state) => ({ ...state, csrf: Option.getOrNull(token) })))),
      Effect.catchTag("ApiCallFailed", (failure) => Effect.logWarning(`csrf failed: ${failure.detail}`)),
      Effect.forkDetach({ startImmediately: true })
    );

    const culturesAndContent = Effect.gen(function* () {
      const cultures = yield* api.cultures.pipe(Effect.result);
      const enabled = Result.isSuccess(cultures) ? Option.getOrElse(cultures.success, () => ({})) : {};
      const culture = resolveCulture(enabled, requestedCulture.fromQuery, requestedCulture.fromAddress);
      return { cultures, culture, content: yield* api.content(culture).pipe(Effect.result) };
    });
    const fetched = yield* Effect.all(
      {
        culturesAndContent,
        deadlines: api.deadlines.pipe(Effect.result),
        captchaSettings: api.captchaSettings.pipe(Effect.result),
        wallet: api.walletSettings.pipe(Effect.result),
        config: api.modelConfig.pipe(Effect.result),
        whitelist: api.characterWhitelist.pipe(Effect.result)
      },
      { concurrency: "unbounded" }
    );

    const cultures = Option.flatten(yield* shown(fetched.culturesAndContent.cultures));
    const { culture } = fetched.culturesAndContent;
    session.update((state) => ({ ...state, cultures: Option.getOrElse(cultures, () => ({})), culture }));
    yield* applyContent(culture, fetched.culturesAndContent.content);
    yield* nextStep;

    const deadlines = yield* shown(fetched.deadlines);
    if (Option.isSome(deadlines)) {
      // A deadline the site cannot read is the deadlines call failing (section 8), not a crash of start-up.
      const read = yield* readDeadlines(deadlines.value, settings.knownDeadlineMoments);
      if (Result.isSuccess(read)) session.update((state) => ({ ...state, deadlineSettings: read.success }));
      else {
        yield* Effect.logWarning(`deadlines unreadable: ${String(read.failure)}`);
        session.update(showError(failureMessage("deadlines")));
      }
    }

    const captchaSettings = yield* shown(fetched.captchaSettings);
    if (Option.isSome(captchaSettings)) {
      yield* captcha.configure(captchaSettings.value);
      const start = captchaStart(settings);
      const [loaded] = captchaTransition(initialCaptchaState(start), { type: "settingsLoaded", settings: captchaSettings.value });
      session.update((state) => ({ ...state, captcha: loaded }));
    }

    const wallet = yield* shown(fetched.wallet);
    if (Option.isSome(wallet)) {
      session.update((state) => ({ ...state, walletSettings: { ...wallet.value, invalidPayPalVerification: false } }));
    }

    yield* nextStep;
    const config = Option.flatten(yield* shown(fetched.config));
    if (Option.isSome(config)) {
      const models = freshModels(config.value, ids.randomCharacters);
      session.update((state) => ({ ...state, modelConfig: config.value, models }));
    }

    const whitelist = Option.flatten(yield* shown(fetched.whitelist));
    // What failed is asked again when a form page is entered (form-setup.ts).
    const failedSetup = [...(Result.isFailure(fetched.config) ? ["modelConfig" as const] : []), ...(Result.isFailure(fetched.whitelist) ? ["characterWhitelist" as const] : [])];
    session.update((state) => ({ ...state, characterWhitelist: Option.getOrNull(whitelist), failedSetup, started: true }));
  });
