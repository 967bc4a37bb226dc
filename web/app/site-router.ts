// The site's router (spec section 4): every navigation, the first included, asks the guard before its page is
// shown, and the address bar moves only once the guard has let the page through, so a refused page never
// renders and never stands in the history. A redirect takes the place of the current entry; a newer
// navigation abandons an older one still being guarded (its guard sees its signal abort). Back and Forward
// are guarded as they land. A move of the fragment alone stays on the page, unguarded. React renders what
// this holds (site-router-view.tsx) through react-router's plain <Router>, so links, useLocation and
// useSearchParams work as ever, without the data router's code.
import type { ComponentType } from "react";
import { type Location, NavigationType, type Navigator, parsePath, type To, type UNSAFE_createBrowserHistory } from "react-router";
import type { ClaimSession } from "../../application/session/claim-session.ts";

/** The browser's history, or a memory one (tests, the server's render). */
export type SiteHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** What the guard says of an address. */
export type GuardOutcome =
  | { readonly kind: "proceed"; readonly session: ClaimSession; readonly page: ComponentType }
  | { readonly kind: "redirect"; readonly to: string }
  /** The browser leaves the site: nothing changes here meanwhile. */
  | { readonly kind: "leave" };

export type PageGuard = (address: { readonly pathname: string; readonly search: string }, signal: AbortSignal) => Promise<GuardOutcome>;

export interface SiteRouterState {
  /** Whether the first navigation has been guarded (its page, or its error, is shown). */
  readonly initialized: boolean;
  readonly location: Location;
  readonly historyAction: NavigationType;
  /** A navigation is being guarded; the page shown is still the last one let through. */
  readonly navigating: boolean;
  readonly session: ClaimSession | null;
  readonly page: ComponentType | null;
  /** What the guard, or loading the page's code, threw; shown in the page's place. */
  readonly failure: { readonly thrown: unknown } | null;
}

export interface SiteRouter {
  readonly state: SiteRouterState;
  readonly subscribe: (listener: (state: SiteRouterState) => void) => () => void;
  /** Guards and goes to an address (a number goes back or forward that many entries). */
  readonly navigate: (to: To | number, options?: { readonly replace?: boolean; readonly state?: unknown }) => Promise<void>;
  /** What react-router's <Router>, its links and useNavigate call. */
  readonly navigator: Navigator;
  /** Resolves once the first navigation has been guarded and no other is under way. */
  readonly settled: () => Promise<void>;
  readonly dispose: () => void;
}

const { Push: PUSH, Replace: REPLACE, Pop: POP } = NavigationType;

/** Redirects one navigation may follow before it is shown as an error. */
const MOST_REDIRECTS = 10;

type Address = Pick<Location, "pathname" | "search" | "hash">;

/**
 * Whether going from one address to another moves only to a fragment of the same page (react-router's rule):
 * the same path and query, and a fragment to go to.
 */
export const isFragmentMove = (from: Address, to: Address): boolean => from.pathname === to.pathname && from.search === to.search && to.hash !== "";

export const createSiteRouter = (history: SiteHistory, guard: PageGuard): SiteRouter => {
  let state: SiteRouterState = {
    initialized: false,
    location: history.location,
    historyAction: POP,
    navigating: true,
    session: null,
    page: null,
    failure: null
  };
  const listeners = new Set<(state: SiteRouterState) => void>();
  const set = (next: Partial<SiteRouterState>): void => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };
  let current: AbortController | null = null;
  let disposed = false;

  /**
   * Guards an address; once let through (or failed), `commit` moves the history (nothing for Back and
   * Forward, which moved it already) and the page shows. Answers when this navigation has ended.
   */
  const go = async (action: NavigationType, to: To, commit: () => void, redirects = 0): Promise<void> => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const path = typeof to === "string" ? parsePath(to) : to;
    const address = { pathname: path.pathname ?? "/", search: path.search ?? "" };
    if (state.initialized && isFragmentMove(state.location, { ...address, hash: path.hash ?? "" })) {
      // Only the fragment moves (a skip link, an anchor in the page): the same page, nothing to guard; a
      // navigation still being guarded is abandoned, as react-router does.
      commit();
      set({ location: history.location, historyAction: action, navigating: false });
      return;
    }
    if (!state.navigating) set({ navigating: true });
    const fail = (thrown: unknown): void => {
      commit();
      set({ initialized: true, location: history.location, historyAction: action, navigating: false, page: null, failure: { thrown } });
    };
    let outcome: GuardOutcome;
    try {
      outcome = await guard(address, controller.signal);
    } catch (error) {
      if (controller.signal.aborted || disposed) return;
      fail(error);
      return;
    }
    if (controller.signal.aborted || disposed) return;
    switch (outcome.kind) {
      case "proceed":
        commit();
        set({ initialized: true, location: history.location, historyAction: action, navigating: false, session: outcome.session, page: outcome.page, failure: null });
        return;
      case "redirect":
        // A case whose redirects lead round in a circle (a deadline's address back to the start page) is an
        // error to show, not a page that never comes.
        if (redirects >= MOST_REDIRECTS) {
          fail(new Error(`The site sent ${address.pathname} on to ${outcome.to} after ${String(redirects)} redirects in a row: its pages send each other round in a circle.`));
          return;
        }
        // As react-router's replace(): the page it sends to takes the current entry's place, guarded in its turn.
        await go(
          REPLACE,
          outcome.to,
          () => {
            history.replace(outcome.to);
          },
          redirects + 1
        );
        return;
      case "leave":
        return;
    }
  };

  const push = (to: To, pushed?: unknown): Promise<void> =>
    go(PUSH, to, () => {
      history.push(to, pushed);
    });
  const replace = (to: To, replaced?: unknown): Promise<void> =>
    go(REPLACE, to, () => {
      history.replace(to, replaced);
    });

  const unlisten = history.listen(({ location }) => {
    void go(POP, location, () => undefined);
  });
  void go(POP, history.location, () => undefined);

  return {
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate: async (to, options = {}) => {
      if (typeof to === "number") {
        history.go(to);
        return;
      }
      await (options.replace === true ? replace(to, options.state) : push(to, options.state));
    },
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => {
        history.go(delta);
      },
      push: (to, pushed) => {
        void push(to, pushed);
      },
      replace: (to, replaced) => {
        void replace(to, replaced);
      }
    },
    settled: () =>
      new Promise<void>((resolve) => {
        const done = (): boolean => state.initialized && !state.navigating;
        if (done()) {
          resolve();
          return;
        }
        const listener = (): void => {
          if (!done()) return;
          listeners.delete(listener);
          resolve();
        };
        listeners.add(listener);
      }),
    dispose: () => {
      disposed = true;
      current?.abort();
      unlisten();
      listeners.clear();
    }
  };
};
