// Keyboard, mouse, wheel and touch activity is reported to the session, which extends it (spec section 4).
// Events come often (a wheel fires dozens a second), so the session hears of them at most once a second.
import { useEffect } from "react";
import type { ClaimSession } from "../../application/session/claim-session.ts";

export const ACTIVITY_EVENTS = ["keydown", "mousedown", "wheel", "touchstart"] as const;
const AT_MOST_EVERY_MS = 1000;

export const useActivityTracking = (session: ClaimSession): void => {
  useEffect(() => {
    let last = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      const now = performance.now();
      if (now - last < AT_MOST_EVERY_MS) return;
      last = now;
      void session.recordActivity();
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [session]);
};
