// The external store behind the ClaimSession: one immutable state, replaced on every change, with
// getSnapshot and subscribe in the shape React's useSyncExternalStore reads.
import { INITIAL_CLAIM_STATE, type ClaimState } from "./claim-state.ts";

export type Listener = () => void;

export class SessionStore {
  #state: ClaimState;
  readonly #listeners = new Set<Listener>();

  constructor(initial: ClaimState = INITIAL_CLAIM_STATE) {
    this.#state = initial;
  }

  readonly getSnapshot = (): ClaimState => this.#state;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Applies a change; listeners hear of it only when the state really changed. */
  update(change: (state: ClaimState) => ClaimState): ClaimState {
    const next = change(this.#state);
    if (next !== this.#state) {
      this.#state = next;
      for (const listener of [...this.#listeners]) listener();
    }
    return next;
  }
}
