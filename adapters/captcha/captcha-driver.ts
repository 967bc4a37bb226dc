// Runs the domain captcha machine (domain/captcha/captcha-transition.ts) for one browser provider: keeps its
// state, feeds it the provider's callbacks, and carries out its commands through a ProviderBinding. What an
// error code or a second request does is the machine's decision, never this file's.
import { Effect, Option } from "effect";
import { CaptchaFailed } from "../../application/errors.ts";
import type { CaptchaShape } from "../../application/ports/captcha.port.ts";
import type { CaptchaSettings } from "../../domain/api/captcha-settings.schema.ts";
import { type CaptchaConfig, type CaptchaStart, initialCaptchaState } from "../../domain/captcha/captcha-state.ts";
import { type CaptchaCommand, type CaptchaEvent, transition } from "../../domain/captcha/captcha-transition.ts";

/** What a provider says about a challenge: passed with a token, or failed with an error code. */
export type ChallengeOutcome = Extract<CaptchaEvent, { readonly type: "challengePassed" | "challengeFailed" }>;

/** Hands an outcome to the machine; outcomes from a widget that new settings or a re-render replaced are dropped. */
export type ReportOutcome = (outcome: ChallengeOutcome) => void;

export interface ChallengeRun {
  readonly config: CaptchaConfig;
  /** The rendered widget's id; null where the provider has none (reCAPTCHA v3). */
  readonly widgetId: string | null;
  /** The widget still holds the token of an earlier challenge, which must be cleared before a new one. */
  readonly replacesToken: boolean;
}

/** One provider's script API behind the three things the machine asks for. Implementations never throw. */
export interface ProviderBinding {
  /** Loads the script and draws the widget; resolves with its id (null where there is none), rejects when the script is unusable. */
  readonly render: (config: CaptchaConfig, report: ReportOutcome) => Promise<string | null>;
  readonly execute: (run: ChallengeRun, report: ReportOutcome) => void;
  readonly reset: (widgetId: string | null, report: ReportOutcome) => void;
}

export type CaptchaLog = (message: string) => void;

export const warnOnConsole: CaptchaLog = (message) => {
  console.warn(message);
};

export interface CaptchaDriverOptions {
  /** How the deployment starts captcha; by default as in production, enabled until settings give no key. */
  readonly start?: CaptchaStart | undefined;
  readonly log?: CaptchaLog | undefined;
}

/** The script could not load, or loaded without its API: the spec's script error, which only logs a warning. */
export const SCRIPT_ERROR_CODE = "script-error";

/** A provider that passes a challenge with an empty token has not passed it. */
export const EMPTY_TOKEN_CODE = "empty-token";

/** A provider's error as a code: a non-empty string is taken as the code, anything else (an Error, nothing) is the fallback. */
export const errorCode = (reason: unknown, fallback: string): string =>
  typeof reason === "string" && reason.trim() !== "" ? reason.trim() : fallback;

type Resume = (effect: Effect.Effect<Option.Option<string>, CaptchaFailed>) => void;

interface Queued {
  readonly event: CaptchaEvent;
  /** The execute that asked, for the commands answering a challenge request. */
  readonly requester: Resume | null;
}

export const makeCaptchaDriver = (binding: ProviderBinding, options: CaptchaDriverOptions = {}): CaptchaShape => {
  const log = options.log ?? warnOnConsole;
  let state = initialCaptchaState(options.start ?? { production: true });
  /** Bumped by new settings and by each render, so callbacks of a replaced widget are recognised and dropped. */
  let generation = 0;
  /** The current widget's rendering: true once drawn, false when it failed or was replaced; null when none is under way. */
  let prepared: Promise<boolean> | null = null;
  /** The execute waiting on the running challenge. */
  let waiting: Resume | null = null;
  // Provider callbacks can arrive while commands run (a fake or a cached answer calls back at once):
  // events queue up and are handled one after another, each on the state the previous one left.
  const queue: Queued[] = [];
  let draining = false;

  const reportFor = (expected: number): ReportOutcome => (outcome) => {
    if (expected !== generation) return;
    dispatch(outcome.type === "challengePassed" && outcome.token === "" ? { type: "challengeFailed", code: EMPTY_TOKEN_CODE } : outcome);
  };

  const prepare = (config: CaptchaConfig): Promise<boolean> => {
    const expected = generation;
    const preparing: Promise<boolean> = Promise.resolve()
      .then(() => binding.render(config, reportFor(expected)))
      .then(
        (widgetId) => {
          if (expected !== generation) return false;
          if (widgetId !== null) dispatch({ type: "widgetRendered", widgetId });
          return true;
        },
        () => {
          if (expected !== generation) return false;
          // Forgotten, so the next challenge tries the script again.
          if (prepared === preparing) prepared = null;
          dispatch({ type: "challengeFailed", code: SCRIPT_ERROR_CODE });
          return false;
        }
      );
    prepared = preparing;
    return preparing;
  };

  /** A challenge waits for its widget; a widget that failed to draw earlier is drawn again first. */
  const runChallenge = (config: CaptchaConfig): void => {
    const expected = generation;
    void (prepared ?? prepare(config)).then((ready) => {
      if (!ready || expected !== generation || !state.challengeRunning) return;
      binding.execute({ config, widgetId: state.widgetId, replacesToken: state.token !== null }, reportFor(expected));
    });
  };

  const settle = (effect: Effect.Effect<Option.Option<string>, CaptchaFailed>): void => {
    const resume = waiting;
    waiting = null;
    resume?.(effect);
  };

  const run = (command: CaptchaCommand, requester: Resume | null): void => {
    switch (command.type) {
      case "renderWidget":
        generation += 1;
        void prepare(command.config);
        return;
      case "executeChallenge":
        waiting = requester;
        runChallenge(command.config);
        return;
      case "resetWidget":
        binding.reset(command.widgetId, reportFor(generation));
        return;
      case "deliverToken":
        settle(Effect.succeed(Option.some(command.token)));
        return;
      case "deliverNoCaptcha":
        requester?.(Effect.succeed(Option.none()));
        return;
      case "refuseChallenge":
        requester?.(Effect.fail(new CaptchaFailed({ code: command.reason })));
        return;
      case "failChallenge":
        settle(Effect.fail(new CaptchaFailed({ code: command.code })));
        return;
      case "logWarning":
        log(`Captcha (${state.config?.provider ?? "not configured"}) reported "${command.code}".`);
        return;
    }
  };

  const dispatch = (event: CaptchaEvent, requester: Resume | null = null): void => {
    queue.push({ event, requester });
    if (draining) return;
    draining = true;
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const [updated, commands] = transition(state, next.event);
        state = updated;
        if (next.event.type === "settingsLoaded") {
          generation += 1;
          prepared = null;
        }
        for (const command of commands) run(command, next.requester);
      }
    } finally {
      draining = false;
    }
  };

  return {
    // Drawing the widget goes on in the background: a slow provider script never holds up start-up, and a
    // challenge asked for meanwhile waits for it.
    configure: (settings: CaptchaSettings) =>
      Effect.sync(() => {
        dispatch({ type: "settingsLoaded", settings });
      }),
    execute: Effect.callback<Option.Option<string>, CaptchaFailed>((resume) => {
      dispatch({ type: "challengeRequested" }, resume);
      // An interrupted caller is no longer waiting; the provider's challenge still ends as the machine says.
      return Effect.sync(() => {
        if (waiting === resume) waiting = null;
      });
    })
  };
};
