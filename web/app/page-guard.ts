// The route guard, run before any page is shown (spec section 4; site-router.ts runs it): it waits for the
// session to load and start, then lets the page through (with the session and the page's component) or
// redirects, so a refused page never renders. An external deadline address leaves the site. A form's page
// past its first is let through once the parts it may draw have loaded (form-page-parts.ts), its first once
// the field blocks, page blocks, address lists and wallet parts it draws on demand have. An address the site
// has no page for (domain/navigation/site-pages.ts) goes to /page-not-found, its culture kept. Each page's
// code is its own chunk, fetched while the guard runs.
import type { ComponentType } from "react";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import { type Query, withQuery } from "../../domain/navigation/query-sanitizer.ts";
import { normalizePath, ROUTES } from "../../domain/navigation/routes.ts";
import { type SitePage, sitePageFor } from "../../domain/navigation/site-pages.ts";
import { loadStartPageFieldBlocks } from "../blocks/field-blocks.ts";
import { loadStartPageAddressLists } from "../blocks/fields/select-field.tsx";
import { loadStartPageBlocks } from "../blocks/page-blocks-on-demand.tsx";
import { loadStartPageWalletLogin } from "../pages/wallet-login-on-demand.tsx";
import { loadWithRetries } from "./load-with-retries.ts";
import type { GuardOutcome, PageGuard } from "./site-router.ts";

const queryOf = (parameters: URLSearchParams): Query => Object.fromEntries(parameters.entries());

/** Each page's code, its own chunk. */
const PAGES: Readonly<Record<SitePage, () => Promise<ComponentType>>> = {
  form: async () => (await import("../pages/form-page.tsx")).FormPage,
  error: async () => (await import("../pages/error-page.tsx")).ErrorPage,
  deadline: async () => (await import("../pages/deadline-page.tsx")).DeadlinePage,
  sessionExpired: async () => (await import("../pages/session-expired-page.tsx")).SessionExpiredPage,
  notFound: async () => (await import("../pages/not-found-page.tsx")).NotFoundPage
};

export interface GuardDependencies {
  /** The session once it has loaded and run start-up, once; every navigation waits for it. */
  readonly started: Promise<ClaimSession>;
  /** The address in the browser's address bar, the culture's second source. */
  readonly addressQuery: () => URLSearchParams;
  /** Leaves the site for an external address, replacing the current history entry. */
  readonly leaveSite: (address: string) => void;
}

export const makePageGuard =
  ({ started, addressQuery, leaveSite }: GuardDependencies): PageGuard =>
  async ({ pathname, search }, signal): Promise<GuardOutcome> => {
    const parameters = new URLSearchParams(search);
    const known = sitePageFor(pathname);
    // The page's code is fetched while start-up and the guard run; a failed fetch is tried again, then fails the page.
    const page = loadWithRetries(PAGES[known ?? "notFound"]);
    page.catch(() => undefined);
    const session = await started;
    // A navigation abandoned for a newer one stops here, before it changes the culture or the form.
    const decision = await session.enterRoute({ path: pathname, query: queryOf(parameters), addressQuery: queryOf(addressQuery()) }, signal);
    if (decision.kind !== "proceed") {
      if (!decision.external) return { kind: "redirect", to: decision.to };
      leaveSite(decision.to);
      return { kind: "leave" };
    }
    if (known === null) {
      const culture = parameters.get(CULTURE_PARAMETER);
      return { kind: "redirect", to: withQuery(ROUTES.notFound, culture === null ? {} : { [CULTURE_PARAMETER]: culture }) };
    }
    // A form's page past its first shows only once the parts it may draw are there, so nothing moves after.
    const startPage = session.getSnapshot().navigation.nodes[0]?.path ?? ROUTES.root;
    if (decision.formType !== null && normalizePath(pathname) !== normalizePath(startPage) && normalizePath(pathname) !== ROUTES.root) {
      // Through the form page's own module, which the page needs anyway: no chunk of its own.
      await (await loadWithRetries(() => import("../pages/form-page.tsx"))).loadFormPageParts();
    } else if (decision.formType !== null) {
      const { formType } = decision;
      const config = session.getSnapshot().modelConfig ?? [];
      await Promise.all([loadStartPageFieldBlocks, loadStartPageBlocks, loadStartPageAddressLists, loadStartPageWalletLogin].map((load) => load(config, formType)));
    }
    return { kind: "proceed", session, page: await page };
  };
