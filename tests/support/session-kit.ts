// Builds a ClaimSession for tests on the real HTTP adapter (MSW answering), a controllable clock,
// seeded ids and a fixed captcha token, with settings a test can override.
import { Effect, Layer, Option } from "effect";
import { Captcha } from "../../application/ports/captcha.port.ts";
import type { DraftStore } from "../../application/ports/draft-store.port.ts";
import type { FileContent } from "../../application/ports/file-content.port.ts";
import { disabledCaptchaLayer } from "../../adapters/captcha/captcha.disabled.ts";
import { fixedTokenCaptchaLayer } from "../../adapters/captcha/captcha.fixed-token.ts";
import { type FixedClock, makeFixedClock } from "../../adapters/clock/clock.fixed.ts";
import { webCryptoFileContentLayer } from "../../adapters/files/file-content.web-crypto.ts";
import { claimsApiHttpLayer } from "../../adapters/http/claims-api.http.ts";
import { seededIdsLayer } from "../../adapters/ids/ids.seeded.ts";
import { memoryDraftStoreLayer } from "../../adapters/storage/draft-store.memory.ts";
import { ClaimSession } from "../../application/session/claim-session.ts";
import type { SessionSettingsShape } from "../../application/session/session-context.ts";
import { DEFAULT_UPLOAD_LIMITS } from "../../domain/uploads/upload-limits.ts";
import { CLAIMS_API_TEST_ORIGIN } from "./msw/claims-api-handlers.ts";

export const SESSION_NOW = Date.parse("2026-11-21T17:00:00Z");

export const HEADLESS_SETTINGS: SessionSettingsShape = {
  environment: "production",
  redirectOnError: true,
  trackingEnabled: false,
  standardWithOptionalPages: false,
  internationalAddress: true,
  optionalPages: new Set(),
  uploads: DEFAULT_UPLOAD_LIMITS,
  router: "headless"
};

export interface TestSession {
  readonly session: ClaimSession;
  readonly clock: FixedClock;
}

/** A captcha whose every challenge gives a new token: token-1, token-2, ... */
export const countingCaptchaLayer = (): Layer.Layer<Captcha> => {
  let challenges = 0;
  return Layer.succeed(Captcha, {
    configure: () => Effect.void,
    execute: Effect.sync(() => {
      challenges += 1;
      return Option.some(`token-${String(challenges)}`);
    })
  });
};

export const testSession = (
  options: {
    readonly settings?: Partial<SessionSettingsShape>;
    readonly now?: number;
    readonly captchaToken?: string | null;
    readonly captcha?: Layer.Layer<Captcha>;
    readonly fileContent?: Layer.Layer<FileContent>;
    /** The seed of the ids; another seed stands for another browser's random source. */
    readonly seed?: number;
    /** The tab's storage; a fresh one by default, the same one for a reload of the same tab. */
    readonly draftStore?: Layer.Layer<DraftStore>;
  } = {}
): TestSession => {
  const clock = makeFixedClock(options.now ?? SESSION_NOW);
  const captcha =
    options.captcha ?? (options.captchaToken === null ? disabledCaptchaLayer : fixedTokenCaptchaLayer(options.captchaToken ?? "captcha-token-1"));
  const session = new ClaimSession({
    ports: Layer.mergeAll(
      claimsApiHttpLayer({ baseUrl: CLAIMS_API_TEST_ORIGIN, fetch: globalThis.fetch }),
      captcha,
      clock.layer,
      seededIdsLayer(options.seed ?? 7),
      options.draftStore ?? memoryDraftStoreLayer,
      options.fileContent ?? webCryptoFileContentLayer
    ),
    settings: { ...HEADLESS_SETTINGS, ...options.settings }
  });
  return { session, clock };
};

/** The client id of the saved model of a kind. */
export const clientIdOf = (session: ClaimSession, dtoMapping: string): string => {
  const model = session.getSnapshot().models?.saved.find((m) => m.metadata.dtoMapping === dtoMapping);
  if (model === undefined) throw new Error(`no ${dtoMapping} model`);
  return model.clientId;
};
