// Drafts in the browser's sessionStorage (given, not looked up), so a reload keeps the claim in progress.
// A storage that refuses (full quota, storage switched off) never fails the caller: the draft is simply
// not kept, a warning is logged, and the claim goes on; losing a draft costs retyping, never the claim.
import { Effect, Layer, Option } from "effect";
import { DraftStore, type DraftStoreShape } from "../../application/ports/draft-store.port.ts";

/** The part of the Web Storage interface used: window.sessionStorage, or a fake in tests. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Keys are prefixed so drafts never collide with whatever else the page keeps in the same storage. */
export const DRAFT_KEY_PREFIX = "claims.draft.";

/** Runs a storage call; a throw becomes a logged warning and the fallback value. */
const guarded = <A>(action: string, key: string, run: () => A, fallback: A): Effect.Effect<A> =>
  Effect.suspend(() => {
    try {
      return Effect.succeed(run());
    } catch (error) {
      return Effect.as(Effect.logWarning(`Draft storage could not ${action} "${key}"; going on without it.`, String(error)), fallback);
    }
  });

export const makeSessionStorageDraftStore = (storage: DraftStorage, keyPrefix: string = DRAFT_KEY_PREFIX): DraftStoreShape => ({
  save: (key, draft) =>
    guarded("save", key, () => {
      storage.setItem(keyPrefix + key, draft);
    }, undefined),
  load: (key) => guarded("load", key, () => Option.fromNullishOr(storage.getItem(keyPrefix + key)), Option.none<string>()),
  remove: (key) =>
    guarded("remove", key, () => {
      storage.removeItem(keyPrefix + key);
    }, undefined)
});

export const sessionStorageDraftStoreLayer = (storage: DraftStorage, keyPrefix: string = DRAFT_KEY_PREFIX): Layer.Layer<DraftStore> =>
  Layer.succeed(DraftStore, makeSessionStorageDraftStore(storage, keyPrefix));
