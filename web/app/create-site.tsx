// Assembles the site around a ClaimSession: i18next fed from the session's content, start-up run once
// (the banner shown as the deployment says), the guarded routes in the router the caller makes (a browser
// router on the page, a memory router in tests), and the element to render.
import type { i18n } from "i18next";
import type { ReactElement } from "react";
import { createBrowserRouter, type DataRouter, type RouteObject, RouterProvider } from "react-router";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import type { Theme } from "../../domain/site/theme.ts";
import { bindContent } from "../i18n/content-bridge.ts";
import { createI18n } from "../i18n/create-i18n.ts";
import { makeGuardLoader } from "./guard-loader.ts";
import type { RouterBridge } from "./router-bridge.ts";
import { SiteProviders } from "./site-providers.tsx";
import { siteRoutes } from "./site-routes.tsx";

export interface SiteOptions {
  readonly session: ClaimSession;
  readonly bridge: RouterBridge;
  readonly settings: AppSettings;
  readonly theme: Theme;
  /** The first address, for the culture start-up loads content in. */
  readonly initialUrl: URL;
  readonly createRouter?: (routes: RouteObject[]) => DataRouter;
  readonly addressQuery?: () => URLSearchParams;
  readonly leaveSite?: (address: string) => void;
}

export interface Site {
  readonly router: DataRouter;
  readonly i18n: i18n;
  readonly started: Promise<void>;
  readonly element: ReactElement;
}

export const createSite = (options: SiteOptions): Site => {
  const { session, settings } = options;
  const i18n = createI18n();
  bindContent(session, i18n, typeof document === "undefined" ? null : document.documentElement);
  const started = session
    .start({ ...optionalCulture(options.initialUrl.searchParams.get(CULTURE_PARAMETER)) })
    .then(() => session.setBannerState(settings.showBanner));
  const guard = makeGuardLoader({
    session,
    started,
    addressQuery: options.addressQuery ?? (() => new URLSearchParams(window.location.search)),
    leaveSite: options.leaveSite ?? ((address) => { window.location.replace(address); })
  });
  const router = (options.createRouter ?? ((routes) => createBrowserRouter(routes)))(siteRoutes(guard));
  options.bridge.attach(router);
  const element = (
    <SiteProviders session={session} settings={settings} theme={options.theme} i18n={i18n}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
  return { router, i18n, started, element };
};

const optionalCulture = (culture: string | null): { fromQuery?: string } => (culture === null ? {} : { fromQuery: culture });
