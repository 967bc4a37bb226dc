// React's side of the site's router (site-router.ts): react-router's plain <Router> at the location the
// guard last let through, so links, useLocation and useSearchParams follow it; the layout at once, and in
// its main region the guarded page, the loading screen until the first page is let through, or the problem
// screen for what the guard or a page threw (a page's error clears when the next page shows). Updates are
// transitions, as react-router's own provider makes them: a page drawn anew keeps the last one on screen
// until it is ready.
import { Component, type ReactNode, startTransition, useLayoutEffect, useState } from "react";
import { Router } from "react-router";
import { LoadingScreen } from "./loading-screen.tsx";
import { MainRegionContext } from "./main-region-context.ts";
import { RouteErrorScreen } from "./route-error-screen.tsx";
import { SiteRouterStateContext } from "./router-state-context.ts";
import { SessionRoot } from "./session-root.tsx";
import type { SiteRouter, SiteRouterState } from "./site-router.ts";
import { SiteFrame } from "./site-frame.tsx";

interface BoundaryProps {
  /** A new value (the next page's location) clears the error shown. */
  readonly resetKey: unknown;
  readonly inLayout: boolean;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failure: { readonly thrown: unknown } | null;
  readonly resetKey: unknown;
}

/** What a render below it throws, shown on the problem screen instead of a blank page. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { failure: { thrown } };
  }

  override render(): ReactNode {
    return this.state.failure === null ? this.props.children : <RouteErrorScreen error={this.state.failure.thrown} inLayout={this.props.inLayout} />;
  }
}

const GuardedPage = ({ state }: { readonly state: SiteRouterState }) => {
  if (!state.initialized) return <LoadingScreen />;
  if (state.failure !== null || state.session === null || state.page === null) {
    return <RouteErrorScreen error={state.failure?.thrown ?? new Error("No page was let through.")} inLayout />;
  }
  return (
    <RouteErrorBoundary resetKey={state.location} inLayout>
      <SessionRoot session={state.session} page={state.page} />
    </RouteErrorBoundary>
  );
};

export const SiteRouterView = ({ router }: { readonly router: SiteRouter }) => {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const stop = router.subscribe((next) => {
      startTransition(() => {
        setState(next);
      });
    });
    // A navigation that ended between the first render and this subscription.
    setState(router.state);
    return stop;
  }, [router]);
  return (
    <Router location={state.location} navigationType={state.historyAction} navigator={router.navigator}>
      <SiteRouterStateContext value={state}>
        <MainRegionContext value={<GuardedPage state={state} />}>
          <RouteErrorBoundary resetKey={state.location} inLayout={false}>
            <SiteFrame />
          </RouteErrorBoundary>
        </MainRegionContext>
      </SiteRouterStateContext>
    </Router>
  );
};
