// Assembles the site around a ClaimSession that may still be loading: i18next starting from the content
// the page was served with and then fed from the session's, start-up run once (the banner shown as the
// deployment says), the guarded routes in the router the caller makes (a browser router on the page, a
// memory router in tests), and the element to render, which shows the layout at once.
import type { i18n } from "i18next";
import type { ReactElement } from "react";
import { createBrowserRouter, type DataRouter, type RouteObject, RouterProvider } from "react-router";
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
import { makeGuardLoader } from "./guard-loader.ts";
import type { RouterBridge } from "./router-bridge.ts";
import { ServedWholeContext } from "./served-whole-context.ts";
import { SiteProviders } from "./site-providers.tsx";
import { siteRoutes } from "./site-routes.tsx";

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
  readonly createRouter?: (routes: RouteObject[]) => DataRouter;
  readonly addressQuery?: () => URLSearchParams;
  readonly leaveSite?: (address: string) => void;
  /** Follows a link to another site once the page has done its part (the wallet login); see follow-link-context.ts. */
  readonly followLink?: FollowLink;
}

export interface Site {
  readonly router: DataRouter;
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
  const i18n = createI18n(initialContent ?? undefined);
  if (initialContent != null && typeof document !== "undefined") document.documentElement.lang = initialContent.culture;
  let startedSession: ClaimSession | null = null;
  const started = Promise.resolve(options.session).then(async (session) => {
    bindContent(session, i18n, typeof document === "undefined" ? null : document.documentElement);
    // The first page's path: a reload of a page past a form's first comes back to it when the server still holds the form.
    await session.start(optionalCulture(options.initialUrl.searchParams.get(CULTURE_PARAMETER)), options.initialUrl.pathname);
    await session.setBannerState(settings.showBanner);
    startedSession = session;
    return session;
  });
  const guard = makeGuardLoader({
    started,
    addressQuery: options.addressQuery ?? (() => new URLSearchParams(window.location.search)),
    leaveSite:
      options.leaveSite ??
      ((address) => {
        window.location.replace(address);
      })
  });
  const router = (options.createRouter ?? ((routes) => createBrowserRouter(routes)))(siteRoutes(guard));
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
          <RouterProvider router={router} />
        </FollowLinkContext>
      </ServedWholeContext>
    </SiteProviders>
  );
  return { router, i18n, started, element: elementFor(false), servedWholeElement: elementFor(true) };
};
