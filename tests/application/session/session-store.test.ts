// The store behind the ClaimSession: listeners hear of a change only when the state really changed.
import { describe, expect, it } from "vitest";
import { INITIAL_CLAIM_STATE } from "../../../application/session/claim-state.ts";
import { SessionStore } from "../../../application/session/session-store.ts";

describe("the session store", () => {
  it("tells subscribers of a real change only, until they unsubscribe", () => {
    const store = new SessionStore();
    let heard = 0;
    const unsubscribe = store.subscribe(() => {
      heard += 1;
    });
    expect(store.getSnapshot()).toBe(INITIAL_CLAIM_STATE);
    store.update((state) => state);
    expect(heard).toBe(0);
    const next = store.update((state) => ({ ...state, culture: "es" }));
    expect(heard).toBe(1);
    expect(store.getSnapshot()).toBe(next);
    unsubscribe();
    store.update((state) => ({ ...state, culture: "en" }));
    expect(heard).toBe(1);
    expect(store.getSnapshot().culture).toBe("en");
  });
});
