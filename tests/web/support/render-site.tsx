// Builds the real claimant site for a component test: the demo case's appsettings (as the server writes
// them), a ClaimSession on the real HTTP adapter with MSW answering the demo's content, and a memory
// router at the address the test names, rendered into #root. It never stubs a component of web/.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { render, type RenderResult } from "@testing-library/react";
import { Schema } from "effect";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import type { ReactElement } from "react";
import { UNSAFE_createMemoryHistory } from "react-router";
import { onTestFinished, type Mock, vi } from "vitest";
import type { FixedClock } from "../../../adapters/clock/clock.fixed.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { sessionSettingsOf } from "../../../application/session/deployment-settings.ts";
import type { SessionSettingsShape } from "../../../application/session/session-context.ts";
import type { AppSettings } from "../../../domain/api/app-settings.schema.ts";
import { LocalizationContent, type LocalizationItem } from "../../../domain/culture/culture-content.schema.ts";
import { type Theme, themeOf } from "../../../domain/site/theme.ts";
import { SiteSettings } from "../../../domain/case/site-settings.schema.ts";
import { appSettingsFor } from "../../../server/site/app-settings.ts";
import { createSite, type Site } from "../../../web/app/create-site.tsx";
import { makeRouterBridge } from "../../../web/app/router-bridge.ts";
import type { SiteRouter } from "../../../web/app/site-router.ts";
import { APP_ROOT_ID } from "../../../web/modals/modal-dialog.tsx";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { testSession } from "../../support/session-kit.ts";

const DEMO_CASE = resolve(import.meta.dirname, "../../../cases/demo");

/** The address the memory router's pages stand at; only its path and query matter. */
const SITE_ORIGIN = "http://claims.test";

export const DEMO_CULTURES: Readonly<Record<string, string>> = { en: "English", es: "Español" };

const readJson = (file: string): unknown => JSON.parse(readFileSync(resolve(DEMO_CASE, file), "utf8"));

/** The demo case's localization content of a culture, as /api/culture/content answers it. */
export const demoContent = (culture: string): readonly LocalizationItem[] =>
  Schema.decodeUnknownSync(LocalizationContent)(readJson(`content/${culture}.json`));

/** The demo's text for a key, so a test names the key it checks and not a copy of its wording. */
export const demoText = (key: string, culture = "en"): string => {
  const item = demoContent(culture).find((entry) => entry.key === key);
  if (item === undefined) throw new Error(`The demo content (${culture}) has no ${key}.`);
  return item.value;
};

/** The appsettings the server writes into the page for the demo case, in development, with the theme a test picks. */
export const demoAppSettings = (theme?: Theme): AppSettings => {
  const site = Schema.decodeUnknownSync(SiteSettings)(readJson("site.json"));
  return appSettingsFor(site, { theme: theme ?? null, production: false });
};

/**
 * MSW answering every claims API call for the files that use it: the healthy handlers, with the demo's
 * real content and its two cultures. A test overrides a call with server.use(...); unhandled calls fail.
 */
export const serveDemoApi = (): SetupServer =>
  useClaimsApiServer(
    http.get(claimsApiUrl("/api/cultures"), () => HttpResponse.json(DEMO_CULTURES)),
    http.get(claimsApiUrl("/api/culture/content"), ({ request }) =>
      HttpResponse.json(demoContent(new URL(request.url).searchParams.get("culture") ?? "en"))
    )
  );

export interface RenderSiteOptions {
  readonly theme?: Theme;
  /** Appsettings the test changes from the demo's. */
  readonly settings?: Partial<AppSettings>;
}

export interface RenderedSite extends RenderResult {
  readonly site: Site;
  readonly router: SiteRouter;
  readonly session: ClaimSession;
  readonly clock: FixedClock;
  readonly settings: AppSettings;
  /** The site leaving for an external address. */
  readonly leaveSite: Mock<(address: string) => void>;
  /** A link to another site followed by the page's own code (the wallet login). */
  readonly followLink: Mock<(address: string) => void>;
}

/** A ClaimSession as the page composes it for these appsettings, on the test clock; disposed when the test ends. */
export const demoSession = (settings: AppSettings, router: SessionSettingsShape["router"]): { readonly session: ClaimSession; readonly clock: FixedClock } => {
  const created = testSession({ settings: sessionSettingsOf(settings, router) });
  onTestFinished(() => created.session.dispose());
  return created;
};

/** Renders an element into a #root container, as the page does (a modal makes #root inert). */
export const renderInRoot = (element: ReactElement): RenderResult => {
  const container = document.createElement("div");
  container.id = APP_ROOT_ID;
  document.body.append(container);
  return render(element, { container });
};

/** Renders the site at a path (with its query), as the page does; the router is disposed when the test ends. */
export const renderSite = (path: string, options: RenderSiteOptions = {}): RenderedSite => {
  const settings: AppSettings = { ...demoAppSettings(options.theme), ...options.settings };
  const bridge = makeRouterBridge();
  const { session, clock } = demoSession(settings, bridge.navigate);
  const initialUrl = new URL(path, SITE_ORIGIN);
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path] });
  const leaveSite = vi.fn<(address: string) => void>();
  const followLink = vi.fn<(address: string) => void>();
  const site = createSite({
    session,
    bridge,
    settings,
    theme: themeOf(settings.theme),
    initialUrl,
    history,
    // The address bar of a memory history is its current location.
    addressQuery: () => new URLSearchParams(history.location.search),
    leaveSite,
    followLink
  });
  onTestFinished(() => {
    site.router.dispose();
  });
  const view = renderInRoot(site.element);
  return { ...view, site, router: site.router, session, clock, settings, leaveSite, followLink };
};
