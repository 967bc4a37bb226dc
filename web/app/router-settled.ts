// When the router has run its first page's guard and loaded its code: the moment a page served whole can be
// rendered (on the server) or taken over (in the browser) with nothing left to wait for.
import type { DataRouter } from "react-router";

export const routerSettled = (router: DataRouter): Promise<void> =>
  new Promise((settled) => {
    const done = (): boolean => router.state.initialized && router.state.navigation.state === "idle";
    if (done()) {
      settled();
      return;
    }
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      settled();
    });
  });
