// How React reads the claim's state. The page chrome reads a ChromeState store, which is the session
// itself once it has loaded and, before that, the first-render state the page was served with; pages and
// modals read the ClaimSession. Selectors must return stored values (not new objects) so renders stay stable.
import { createContext, useContext, useSyncExternalStore } from "react";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { ClaimState } from "../../application/session/claim-state.ts";

/** What the page chrome shows of the state: the language, the enabled languages and the banner. */
export type ChromeState = Pick<ClaimState, "culture" | "cultures" | "banner">;

export interface ChromeStore {
  readonly getSnapshot: () => ChromeState;
  readonly subscribe: (listener: () => void) => () => void;
}

export const ChromeStoreContext = createContext<ChromeStore | null>(null);

export const ClaimSessionContext = createContext<ClaimSession | null>(null);

export const useClaimSession = (): ClaimSession => {
  const session = useContext(ClaimSessionContext);
  if (session === null) throw new Error("useClaimSession needs a ClaimSessionContext provider.");
  return session;
};

export const useClaimState = <T>(select: (state: ClaimState) => T): T => {
  const session = useClaimSession();
  const read = () => select(session.getSnapshot());
  // A page served whole is rendered on the server and taken over in the browser from the same state.
  return useSyncExternalStore(session.subscribe, read, read);
};

export const useChromeState = <T>(select: (state: ChromeState) => T): T => {
  const store = useContext(ChromeStoreContext);
  if (store === null) throw new Error("useChromeState needs a ChromeStoreContext provider.");
  const read = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, read);
};

/** The chrome's state before the session has loaded: what the page was served with, unchanging. */
export const fixedChromeStore = (state: ChromeState): ChromeStore => ({
  getSnapshot: () => state,
  subscribe: () => () => undefined
});
