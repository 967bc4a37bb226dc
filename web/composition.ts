// The site's composition root, the only file of web/ that picks adapters: the HTTP claims API on the
// page's own origin (the start-up calls the page answers taken from it), the system clock (or one starting
// at the server's fixed instant), crypto ids (the first ones shared with the server's render of a page
// served whole), sessionStorage drafts, Web Crypto for picked files, and the browser captcha when the
// deployment turns it on.
import { Layer, References } from "effect";
import { browserCaptchaLayer } from "../adapters/captcha/captcha.browser.ts";
import { disabledCaptchaLayer } from "../adapters/captcha/captcha.disabled.ts";
import { shiftedClockLayer } from "../adapters/clock/clock.shifted.ts";
import { systemClockLayer } from "../adapters/clock/clock.system.ts";
import { webCryptoFileContentLayer } from "../adapters/files/file-content.web-crypto.ts";
import type { FetchLike } from "../adapters/http/fetch-like.ts";
import { claimsApiHttpLayer } from "../adapters/http/claims-api.http.ts";
import { type PageTurn, preloadedFetch } from "../adapters/http/preloaded-fetch.ts";
import { cryptoIdsLayer, makeCryptoIds } from "../adapters/ids/ids.crypto.ts";
import { type FirstViewIds, firstViewIdsLayer } from "../adapters/ids/ids.first-view.ts";
import { type DraftStorage, sessionStorageDraftStoreLayer } from "../adapters/storage/draft-store.session-storage.ts";
import { ClaimSession } from "../application/session/claim-session.ts";
import { sessionSettingsOf } from "../application/session/deployment-settings.ts";
import type { AppSettings } from "../domain/api/app-settings.schema.ts";
import type { PageAnswers } from "../domain/api/page-answers.ts";
import type { NavigateCommand } from "../domain/navigation/navigation-transition.ts";

export interface SiteEnvironment {
  readonly settings: AppSettings;
  readonly fetch: FetchLike;
  /** What the page answers of the start-up calls itself; none: every call goes to the server. */
  readonly pageAnswers?: PageAnswers;
  /** Gives the page a turn before each of its answers (preloaded-fetch.ts); none: they come at once. */
  readonly pageTurn?: PageTurn;
  readonly storage: DraftStorage;
  /** Carries out the session's route changes; the router is built after the session, so it is looked up late. */
  readonly navigate: (command: NavigateCommand) => void;
  /** The client ids a page served whole shares with the server's render of it (ids.first-view.ts). */
  readonly firstView?: FirstViewIds;
  /** A session that only draws a page's first view (the server's render): it challenges no one (no captcha loads) and logs nothing. */
  readonly drawsOnly?: boolean;
}

export const composeSession = (environment: SiteEnvironment): ClaimSession => {
  const { settings } = environment;
  const ports = Layer.mergeAll(
    // The start-up calls the page already answers are taken from it; the rest go to the server.
    claimsApiHttpLayer({ baseUrl: "", fetch: environment.pageAnswers === undefined ? environment.fetch : preloadedFetch(environment.fetch, environment.pageAnswers, environment.pageTurn) }),
    // The provider (hCaptcha or reCAPTCHA v3) is chosen by the captcha settings start-up loads.
    // A configured script address (a mirror, or a stand-in in tests) is the script of the case's one provider.
    settings.captchaEnabled && environment.drawsOnly !== true
      ? browserCaptchaLayer({
          start: { production: settings.environment === "production", enabled: true },
          ...(settings.captchaScriptUrl === undefined
            ? {}
            : { hCaptcha: { scriptUrl: settings.captchaScriptUrl }, reCaptcha: { scriptUrl: settings.captchaScriptUrl } })
        })
      : disabledCaptchaLayer,
    settings.clockStartsAt === undefined ? systemClockLayer : shiftedClockLayer(Date.parse(settings.clockStartsAt)),
    environment.firstView === undefined ? cryptoIdsLayer : firstViewIdsLayer(makeCryptoIds(globalThis.crypto), environment.firstView),
    sessionStorageDraftStoreLayer(environment.storage),
    webCryptoFileContentLayer,
    // What such a session would log is about the network it never has (the token it does not fetch).
    environment.drawsOnly === true ? Layer.succeed(References.MinimumLogLevel, "None") : Layer.empty
  );
  return new ClaimSession({
    ports,
    settings: { ...sessionSettingsOf(settings, environment.navigate), knownDeadlineMoments: environment.pageAnswers?.deadlineMoments ?? {} }
  });
};
