// How React reads the ClaimSession: one context holding the session, and a selector hook over
// useSyncExternalStore. Selectors must return stored values (not new objects) so renders stay stable.
import { createContext, useContext, useSyncExternalStore } from "react";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { ClaimState } from "../../application/session/claim-state.ts";

export const ClaimSessionContext = createContext<ClaimSession | null>(null);

export const useClaimSession = (): ClaimSession => {
  const session = useContext(ClaimSessionContext);
  if (session === null) throw new Error("useClaimSession needs a ClaimSessionContext provider.");
  return session;
};

export const useClaimState = <T>(select: (state: ClaimState) => T): T => {
  const session = useClaimSession();
  return useSyncExternalStore(session.subscribe, () => select(session.getSnapshot()));
};
