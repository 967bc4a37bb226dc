// Brings the site up in the page, once main.tsx has loaded its libraries: renders the deployment's layout at
// once, from the settings and the content the page was served with, while the ClaimSession (Effect, the
// domain, the adapters) is composed and starts. A page the server served whole (its form already drawn,
// web/prerender.tsx) is taken over instead, once the session has started and the first page is let
// through, so the browser's first render is the server's; should the browser's start-up lead elsewhere than
// the page drawn (a claim in progress, a redirect the server did not foresee), it renders afresh. The
// takeover is a transition: React takes the page over in slices between which the claimant's presses are
// handled, not in one long task; i18next's instance is made a task before the router and the site, for the
// same reason. A theme the site does not know is the configuration error of spec section
// 8, shown on the problem screen; settings that do not decode show their problem.
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { readInitialContent } from "../../domain/api/initial-content.ts";
import { FIRST_VIEW_ELEMENT_ID, INITIAL_CONTENT_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";
import { readFirstView } from "../../domain/api/prerendered-page.ts";
import { normalizePath } from "../../domain/navigation/routes.ts";
import { isTheme } from "../../domain/site/theme.ts";
import { APP_ROOT_ID } from "../modals/modal-dialog.tsx";
import { createI18n } from "../i18n/create-i18n.ts";
import { createSite, type Site } from "./create-site.tsx";
import { openToPresses } from "./early-edits.ts";
import type { LoadedSession } from "./load-session.ts";
import { nextTask } from "./next-task.ts";
import { loadParts } from "./on-demand.tsx";
import { pageData } from "./page-data.ts";
import { previewSettings } from "./preview-settings.ts";
import type { RouterBridge } from "./router-bridge.ts";

export const bootSite = async (bridge: RouterBridge, loading: Promise<LoadedSession>): Promise<void> => {
  const container = document.getElementById(APP_ROOT_ID);
  if (container === null) throw new Error(`The page has no #${APP_ROOT_ID} element.`);
  /** The server writes markup into the root only when it served the page whole. */
  const servedWhole = container.firstElementChild !== null;

  /** A fresh render of the page, replacing whatever the server drew; a press made on that is no one's now. */
  const renderAfresh = () => {
    openToPresses();
    container.replaceChildren();
    return createRoot(container);
  };

  /**
   * Takes over the page served whole when the browser's first view is the one the server drew: the page
   * asked for, or the page the guard sends a fresh visit to, drawn at the address asked for.
   */
  const takeOver = async (site: Site, served: URL): Promise<void> => {
    await site.router.settled();
    const firstView = readFirstView(pageData(document, FIRST_VIEW_ELEMENT_ID));
    // Every part the server drew is there before the takeover (a part still loading would be drawn anew);
    // the page's own code, loaded with its route, makes the parts it draws known.
    await loadParts(firstView.parts);
    const { location, failure } = site.router.state;
    // The server names the page it drew as the router spells it (lower case, no trailing slash).
    if (failure !== null || normalizePath(location.pathname) !== normalizePath(firstView.path ?? served.pathname)) {
      renderAfresh().render(site.element);
      return;
    }
    startTransition(() => {
      hydrateRoot(container, site.servedWholeElement, {
        onRecoverableError: (error) => {
          console.error("The page served whole did not match its takeover; it was drawn again.", error);
        }
      });
    });
  };

  const settings = previewSettings(document);
  const theme: unknown = settings?.theme;
  if (settings !== null && isTheme(theme)) {
    const initialUrl = new URL(window.location.href);
    const initialContent = readInitialContent(pageData(document, INITIAL_CONTENT_ELEMENT_ID));
    // i18next's instance, with the page's content, in a task before the router's and the site's: in one
    // task the three held a phone's main thread for up to 40 ms (160 with its CPU four times slower).
    const i18n = createI18n(initialContent ?? undefined);
    await nextTask();
    const site = createSite({ session: loading.then((loaded) => loaded.session), bridge, settings, theme, initialUrl, initialContent, i18n });
    if (servedWhole) await takeOver(site, initialUrl);
    else createRoot(container).render(site.element);
  } else {
    // Nothing the layout can show: the full decoding says what is wrong, in the claimant's language when it can.
    const root = servedWhole ? renderAfresh() : createRoot(container);
    loading
      .then(async (loaded) => {
        if (loaded.kind === "ready") throw new Error("The settings decode, yet the page could not read them.");
        console.error(loaded.error);
        const { renderProblem } = await import("./render-problem.tsx");
        root.render(renderProblem(loaded.session, loaded.settings, loaded.error, new URL(window.location.href)));
      })
      .catch((error: unknown) => {
        console.error(error);
        root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
      });
  }
};
