// The page's entry. The claim session's chunk is asked for at once (app/load-session.ts: Effect, the domain,
// the adapters). The site's code is then run a part at a time, each in a task of its own: React's DOM
// renderer, the router, then the site (app/boot-site.tsx, with styled-components, i18next and the page
// chrome). Run in one go, that code held a phone's main thread for a third of a second just as the page
// it serves whole had shown, so a claimant's first tap waited for all of it. The server preloads every part
// (server/site/page-preloads.ts), so the steps add no round trip.
import { makeRouterBridge } from "./app/router-bridge.ts";

/** Lets the browser handle what waits (a tap, a paint) before the next part runs. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

const bridge = makeRouterBridge();
// The session's code runs as it arrives; the session is composed in a later task.
const loading = import("./app/load-session.ts").then(async ({ loadSession }) => {
  await nextTask();
  return loadSession(document, bridge);
});

/**
 * The libraries run on their own before the site's code that uses them: React's DOM renderer, the largest.
 * (Imported whole: a library of many exports, the router for one, would be sent whole this way.)
 */
const LIBRARIES: readonly (() => Promise<unknown>)[] = [() => import("react-dom/client")];

const boot = async (): Promise<void> => {
  for (const library of LIBRARIES) {
    await library();
    await nextTask();
  }
  const { bootSite } = await import("./app/boot-site.tsx");
  await nextTask();
  bootSite(bridge, loading);
};

boot().catch((error: unknown) => {
  // The page's code could not be had (a phone losing its network): the page served whole stays as it is.
  console.error("The site's code could not be loaded.", error);
});
