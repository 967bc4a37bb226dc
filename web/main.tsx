// The page's entry: reads the deployment settings, builds the session and the site, and renders it. A
// theme the site does not know is the configuration error of spec section 8, shown on the problem screen.
import { createRoot } from "react-dom/client";
import { readAppSettings } from "./app/read-app-settings.ts";
import { makeRouterBridge } from "./app/router-bridge.ts";
import { createSite } from "./app/create-site.tsx";
import { renderProblem } from "./app/render-problem.tsx";
import { composeSession } from "./composition.ts";
import { APP_ROOT_ID } from "./modals/modal-dialog.tsx";

const container = document.getElementById(APP_ROOT_ID);
if (container === null) throw new Error(`The page has no #${APP_ROOT_ID} element.`);
const root = createRoot(container);
const loaded = readAppSettings(document);

if (loaded.kind === "unreadable") {
  console.error(loaded.problem);
  // Without settings there is no session to load content through: the administrator's message is all there is.
  root.render(<p role="alert">{loaded.problem}</p>);
} else {
  const bridge = makeRouterBridge();
  const session = composeSession({
    settings: loaded.settings,
    fetch: (input, init) => window.fetch(input, init),
    storage: window.sessionStorage,
    navigate: bridge.navigate
  });
  if (loaded.kind === "badTheme") {
    console.error(loaded.error);
    root.render(renderProblem(session, loaded.settings, loaded.error, new URL(window.location.href)));
  } else {
    root.render(createSite({ session, bridge, settings: loaded.settings, theme: loaded.theme, initialUrl: new URL(window.location.href) }).element);
  }
}
