// The page's entry. It runs the start page's code (the chunks vite.config.ts groups it in: the libraries,
// Effect, the claim session's code with app/load-session.ts, React's DOM renderer, and the rest of the
// site's own code with app/boot-site.tsx), in a page served whole once the page is painted
// (server/site/painted-preload.ts), a chunk at a time, each in a task of its own, and then the site's start.
// Run in one go, the site's code held a phone's main thread for a third of a second just as the page it
// serves whole had shown, so a claimant's first tap waited for all of it; in two chunks, each still took
// 120 to 200 ms. Every chunk is preloaded at once (server/site/page-preloads.ts: from the page's head, or in
// a page served whole once it is painted), so the steps add no round trip.
import { PAINTED_GLOBAL } from "../domain/api/prerendered-page.ts";
import { loadWithRetries } from "./app/load-with-retries.ts";
import { nextTask } from "./app/next-task.ts";
import { makeRouterBridge } from "./app/router-bridge.ts";

const bridge = makeRouterBridge();
/**
 * A page served whole is painted before any of the site's code is asked for: its own script says when, and
 * has its chunks fetched from then on (server/site/painted-preload.ts). A page the browser renders waits
 * for nothing.
 */
const kept: unknown = (window as unknown as Readonly<Record<string, unknown>>)[PAINTED_GLOBAL];
const painted: Promise<unknown> = kept instanceof Promise ? kept.catch(() => undefined) : Promise.resolve();
/**
 * The start page's libraries (the router, i18next, styled-components: one chunk, vite.config.ts) run on
 * their own first, before the site's code that uses them, which ran with them in one task of half a second
 * on a phone. Asked for by i18next, a module of that chunk with few exports: importing a library of many,
 * the router, would send all of them.
 */
const libraries = painted.then(() => loadWithRetries(() => import("i18next")));
// Effect, in a chunk of its own, runs in the next task: asked for by its Function module, a few small
// exports, as the barrel would send all of Effect. The session's code runs in the task after it, and the
// session is composed in the one after that. Settings that cannot be read reject it before the site is
// there to show why: the site says so once it is (app/boot-site.tsx).
const loading = libraries
  .then(nextTask)
  .then(() => loadWithRetries(() => import("effect/Function")))
  .then(nextTask)
  .then(() => loadWithRetries(() => import("./app/load-session.ts")))
  .then(async ({ loadSession }) => {
    await nextTask();
    return loadSession(document, bridge);
  });
loading.catch(() => undefined);

/** React's DOM renderer, the largest library, runs on its own too. */
const LIBRARIES: readonly (() => Promise<unknown>)[] = [() => import("react-dom/client")];

const boot = async (): Promise<void> => {
  await libraries;
  await nextTask();
  for (const library of LIBRARIES) {
    await loadWithRetries(library);
    await nextTask();
  }
  const { bootSite } = await loadWithRetries(() => import("./app/boot-site.tsx"));
  await nextTask();
  await bootSite(bridge, loading);
};

boot().catch((error: unknown) => {
  // The site's code could not be had, even tried again (a phone that lost its network): as when the entry
  // itself cannot be, a page served whole stays as drawn, its presses kept by its own script.
  console.error("The site could not start.", error);
});
