// After each navigation (spec section 4): the session hears of the new route, the page scrolls smoothly
// to the top or to the target the address names (#id), and focus moves to the new page's heading
// (page-focus.ts), so a screen reader starts reading the new page at its title. The first page keeps the
// browser's own focus, and so does a move of the fragment alone (the skip link): the browser has scrolled to
// its target and focused it.
import { useEffect, useRef } from "react";
import { type Location, useLocation } from "react-router";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { focusPageHeading } from "./page-focus.ts";
import { isFragmentMove } from "./site-router.ts";

const scrollBehaviour = (): ScrollBehavior =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

const scrollToTarget = (hash: string): void => {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target !== null) target.scrollIntoView({ behavior: scrollBehaviour(), block: "start" });
  else if (typeof window.scrollTo === "function") window.scrollTo({ top: 0, behavior: scrollBehaviour() });
};

export const useRouteSync = (session: ClaimSession): void => {
  const location = useLocation();
  const shown = useRef<Location | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = location;
    // The session hears of every route shown, a fragment's too: it ends whatever navigation the move abandoned.
    session.routeChanged(location.pathname).catch((error: unknown) => {
      console.error(error);
    });
    if (before === null || isFragmentMove(before, location)) return;
    scrollToTarget(location.hash);
    focusPageHeading();
  }, [location, session]);
};
