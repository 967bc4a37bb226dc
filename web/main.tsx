// The page's entry: renders the deployment's layout at once, from the settings and the content the page
// was served with, while the ClaimSession (Effect, the domain, the adapters) loads in its own chunk. A
// theme the site does not know is the configuration error of spec section 8, shown on the problem screen;
// settings that do not decode show their problem.
import { createRoot } from "react-dom/client";
import { readInitialContent } from "../domain/api/initial-content.ts";
import { INITIAL_CONTENT_ELEMENT_ID } from "../domain/api/page-data-elements.ts";
import { isTheme } from "../domain/site/theme.ts";
import { createSite } from "./app/create-site.tsx";
import { previewSettings } from "./app/preview-settings.ts";
import { pageData } from "./app/page-data.ts";
import { makeRouterBridge } from "./app/router-bridge.ts";
import { APP_ROOT_ID } from "./modals/modal-dialog.tsx";

const container = document.getElementById(APP_ROOT_ID);
if (container === null) throw new Error(`The page has no #${APP_ROOT_ID} element.`);
const root = createRoot(container);
const bridge = makeRouterBridge();
const loading = import("./app/load-session.ts").then(({ loadSession }) => loadSession(document, bridge));


const settings = previewSettings(document);
const theme: unknown = settings?.theme;
if (settings !== null && isTheme(theme)) {
  const site = createSite({
    session: loading.then((loaded) => loaded.session),
    bridge,
    settings,
    theme,
    initialUrl: new URL(window.location.href),
    initialContent: readInitialContent(pageData(document, INITIAL_CONTENT_ELEMENT_ID))
  });
  root.render(site.element);
} else {
  // Nothing the layout can show: the full decoding says what is wrong, in the claimant's language when it can.
  loading
    .then(async (loaded) => {
      if (loaded.kind === "ready") throw new Error("The settings decode, yet the page could not read them.");
      console.error(loaded.error);
      const { renderProblem } = await import("./app/render-problem.tsx");
      root.render(renderProblem(loaded.session, loaded.settings, loaded.error, new URL(window.location.href)));
    })
    .catch((error: unknown) => {
      console.error(error);
      root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
    });
}
