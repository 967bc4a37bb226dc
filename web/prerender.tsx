// The server's rendering of a page in Node, built by Vite as its own module (the site's `prerender` build):
// the same site, routes, session and start-up as in the browser, run on the answers the server writes into
// the page, so the HTML it sends already holds the form the claimant came for, styled, before any script
// arrives; the browser then takes the page over (app/boot-site.tsx hydrates it). A page the guard sends
// elsewhere in the site is drawn as the page it lands on, with that page's address (the server decides
// whether the visit is a fresh one, static-site.ts). A page that leaves for another site, fails or needs
// the network is not prerendered (null): the browser renders it as before.
import { prerender } from "react-dom/static";
import { UNSAFE_createMemoryHistory } from "react-router";
import { ServerStyleSheet } from "styled-components";
import type { PrerenderedPage, PrerenderInput } from "../domain/api/prerendered-page.ts";
import { isTheme } from "../domain/site/theme.ts";
import { createSite } from "./app/create-site.tsx";
import type { SiteRouter } from "./app/site-router.ts";
import { DrawnPartsContext } from "./app/on-demand.tsx";
import { makeRouterBridge } from "./app/router-bridge.ts";
import { composeSession } from "./composition.ts";

/** Drafts are the claimant's and live in their browser: the server's render keeps none. */
const noDrafts = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Everything the first page needs is in the page's answers; a render that would ask the network is not made. */
const noNetwork = (): Promise<Response> => Promise.reject(new Error("A prerendered page asks nothing of the network."));

export const prerenderPage = async ({ settings, answers, address }: PrerenderInput): Promise<PrerenderedPage | null> => {
  const theme: unknown = settings.theme;
  if (!isTheme(theme)) return null;
  const url = new URL(address, "http://prerender.invalid");
  const bridge = makeRouterBridge();
  const clientIds: string[] = [];
  const session = composeSession({
    settings,
    fetch: noNetwork,
    pageAnswers: answers,
    storage: noDrafts,
    navigate: bridge.navigate,
    firstView: { replay: [], drawn: (characters) => clientIds.push(characters) },
    drawsOnly: true
  });
  const sheet = new ServerStyleSheet();
  let leaves: () => void = () => undefined;
  const left = new Promise<"left">((resolve) => {
    leaves = () => {
      resolve("left");
    };
  });
  let router: SiteRouter | null = null;
  try {
    const site = createSite({
      session,
      bridge,
      settings,
      theme,
      initialUrl: url,
      initialContent: answers.initialContent,
      history: UNSAFE_createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
      addressQuery: () => url.searchParams,
      leaveSite: () => {
        leaves();
      }
    });
    ({ router } = site);
    await site.started;
    // A visit the guard sends to another site (a deadline's own address) has no page here to draw.
    if ((await Promise.race([site.router.settled().then(() => "settled" as const), left])) === "left") return null;
    const { state } = site.router;
    // A page the guard or start-up refused is the browser's to show.
    if (state.failure !== null) return null;
    // Waits for every part loaded on demand, so the page holds all of its first view.
    const parts = new Set<string>();
    const { prelude } = await prerender(sheet.collectStyles(<DrawnPartsContext value={parts}>{site.servedWholeElement}</DrawnPartsContext>));
    const body = await new Response(prelude).text();
    return { address: `${state.location.pathname}${state.location.search}`, body, head: sheet.getStyleTags(), clientIds, parts: [...parts] };
  } finally {
    sheet.seal();
    router?.dispose();
    await session.dispose();
  }
};
