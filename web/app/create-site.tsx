// Assembles the site around a ClaimSession that may still be loading: i18next starting from the content
// the page was served with and then fed from the session's, start-up run once (the banner shown as the
// deployment says), the guarded pages in the site's router on the history the caller gives (the browser's on
// the page, a memory one in tests and the server's render), and the element to render, which shows the
// layout at once.
import type { i18n } from "i18next";
import type { ReactElement } from "react";
import { UNSAFE_createBrowserHistory } from "react-router";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import type { InitialContent } from "../../domain/api/initial-content.ts";
import { CULTURE_PARAMETER, DEFAULT_CULTURE } from "../../domain/culture/culture.ts";
import { sanitizeQueryValue } from "../../domain/navigation/query-sanitizer.ts";
import type { Theme } from "../../domain/site/theme.ts";
import { bindContent } from "../i18n/content-bridge.ts";
import { createI18n } from "../i18n/create-i18n.ts";
import { fixedChromeStore } from "./claim-session-context.ts";
import { type FollowLink, followInThisTab, FollowLinkContext } from "./follow-link-context.ts";
import { nextTask } from "./next-task.ts";
import { makePageGuard } from "./page-guard.ts";
import type { RouterBridge } from "./router-bridge.ts";
import { ServedWholeContext } from "./served-whole-context.ts";
import { SiteProviders } from "./site-providers.tsx";
import { createSiteRouter, type SiteHistory, type SiteRouter } from "./site-router.ts";
import { SiteRouterView } from "./site-router-view.tsx";

export interface SiteOptions {
  /** The session, or its loading: the layout renders meanwhile. */
  readonly session: ClaimSession | Promise<ClaimSession>;
  readonly bridge: RouterBridge;
  readonly settings: AppSettings;
  readonly theme: Theme;
  /** The first address, for the culture start-up loads content in. */
  readonly initialUrl: URL;
  /** The content the page was served with, for the first render. */
  readonly initialContent?: InitialContent | null;
  /** i18next's instance, when the caller has made it (from the same content): else it is made here. */
  readonly i18n?: i18n;
  /** The browser's history unless given. */
  readonly history?: SiteHistory;
  readonly addressQuery?: () => URLSearchParams;
  readonly leaveSite?: (address: string) => void;
  /** Follows a link to another site once the page has done its part (the wallet login); see follow-link-context.ts. */
  readonly followLink?: FollowLink;
}

export interface Site {
  readonly router: SiteRouter;
  readonly i18n: i18n;
  /** The session once start-up has run. */
  readonly started: Promise<ClaimSession>;
  readonly element: ReactElement;
  /** The element of a page served whole: rendered so on the server, and so taken over in the browser (served-whole-context.ts). */
  readonly servedWholeElement: ReactElement;
}

/** The address's culture, sanitised as the guard and the server read it. */
const optionalCulture = (culture: string | null): { fromQuery?: string } => (culture === null ? {} : { fromQuery: sanitizeQueryValue(culture) });

export const createSite = (options: SiteOptions): Site => {
  const { settings, initialContent } = options;
  const i18n = options.i18n ?? createI18n(initialContent ?? undefined);
  if (initialContent != null && typeof document !== "undefined") document.documentElement.lang = initialContent.culture;
  let startedSession: ClaimSession | null = null;
  const started = Promise.resolve(options.session).then(async (session) => {
    // In tasks after the one that made the router: together with start-up's first steps it held a phone's
    // main thread for a quarter of a second. The session's ports are built in a task of their own first.
    await nextTask();
    await session.preparePorts();
    await nextTask();
    bindContent(session, i18n, typeof document === "undefined" ? null : document.documentElement);
    // The first page's path: a reload of a page past a form's first comes back to it when the server still holds the form.
    await session.start(optionalCulture(options.initialUrl.searchParams.get(CULTURE_PARAMETER)), options.initialUrl.pathname);
    await session.setBannerState(settings.showBanner);
    startedSession = session;
    return session;
  });
  const guard = makePageGuard({
    started,
    addressQuery: options.addressQuery ?? (() => new URLSearchParams(window.location.search)),
    leaveSite:
      options.leaveSite ??
      ((address) => {
        window.location.replace(address);
      })
  });
  const router = createSiteRouter(options.history ?? UNSAFE_createBrowserHistory(), guard);
  options.bridge.attach(router);
  const chrome = fixedChromeStore({
    culture: initialContent?.culture ?? DEFAULT_CULTURE,
    cultures: initialContent?.cultures ?? {},
    banner: { activeBannerState: settings.showBanner }
  });
  const elementFor = (servedWhole: boolean) => (
    <SiteProviders chrome={chrome} started={started} startedNow={() => startedSession} settings={settings} theme={options.theme} i18n={i18n}>
      <ServedWholeContext value={servedWhole}>
        <FollowLinkContext value={options.followLink ?? followInThisTab}>
          <SiteRouterView router={router} />
        </FollowLinkContext>
      </ServedWholeContext>
    </SiteProviders>
  );
  return { router, i18n, started, element: elementFor(false), servedWholeElement: elementFor(true) };
};
