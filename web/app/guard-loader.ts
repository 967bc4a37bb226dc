// The route guard as the router's loader, run before any page is shown (spec section 4): it waits for
// the session to load and start, then lets the page through (handing the session to the page tree) or
// redirects with replace, so a refused page never renders. An external deadline address leaves the site.
// A form's page past its first is let through once the parts it may draw have loaded (form-page-parts.ts),
// its first once the blocks it draws on demand have.
import { type LoaderFunctionArgs, replace } from "react-router";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { Query } from "../../domain/navigation/query-sanitizer.ts";
import { normalizePath, ROUTES } from "../../domain/navigation/routes.ts";
import { loadStartPageBlocks } from "../blocks/page-blocks-on-demand.tsx";

const queryOf = (parameters: URLSearchParams): Query => Object.fromEntries(parameters.entries());

export interface GuardDependencies {
  /** The session once it has loaded and run start-up, once; every navigation waits for it. */
  readonly started: Promise<ClaimSession>;
  /** The address in the browser's address bar, the culture's second source. */
  readonly addressQuery: () => URLSearchParams;
  /** Leaves the site for an external address, replacing the current history entry. */
  readonly leaveSite: (address: string) => void;
}

/** What the guard gives the page tree: the started session. */
export interface GuardedRoute {
  readonly session: ClaimSession;
}

export const makeGuardLoader =
  ({ started, addressQuery, leaveSite }: GuardDependencies) =>
  async ({ request }: LoaderFunctionArgs): Promise<GuardedRoute> => {
    const session = await started;
    const url = new URL(request.url);
    // A navigation the router abandons for a newer one stops here, before it changes the culture or the form.
    const decision = await session.enterRoute(
      { path: url.pathname, query: queryOf(url.searchParams), addressQuery: queryOf(addressQuery()) },
      request.signal
    );
    if (decision.kind === "proceed") {
      // A form's page past its first shows only once the parts it may draw are there, so nothing moves after.
      const startPage = session.getSnapshot().navigation.nodes[0]?.path ?? ROUTES.root;
      if (decision.formType !== null && normalizePath(url.pathname) !== normalizePath(startPage) && normalizePath(url.pathname) !== ROUTES.root) {
        // Through the form page's own module, which the route loads anyway: no chunk of its own.
        await (await import("../pages/form-page.tsx")).loadFormPageParts();
      } else if (decision.formType !== null) {
        await loadStartPageBlocks(session.getSnapshot().modelConfig ?? [], decision.formType);
      }
      return { session };
    }
    // react-router's way to redirect from a loader is to throw its redirect Response.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!decision.external) throw replace(decision.to);
    leaveSite(decision.to);
    // The browser is leaving: nothing of this site is shown meanwhile.
    return new Promise<GuardedRoute>(() => undefined);
  };
