// As the page is left (a reload, a tab closed, or hidden, which is all a phone says before it discards a tab),
// the session keeps the tab's own copy of the answers, synchronously, in the tab's storage, so coming back
// to the tab finds everything typed since the last save to the server (claim-drafts.ts).
import { useEffect } from "react";
import type { ClaimSession } from "../../application/session/claim-session.ts";

export const useDraftKeeping = (session: ClaimSession): void => {
  useEffect(() => {
    const keep = () => {
      void session.keepDraftLocally();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") keep();
    };
    window.addEventListener("pagehide", keep);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", keep);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [session]);
};
