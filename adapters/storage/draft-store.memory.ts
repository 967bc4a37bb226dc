// Drafts kept in a Map for the life of the process: the store for tests and for headless runs that
// need no reload. Nothing is written anywhere, so nothing can fail.
import { Effect, Layer, Option } from "effect";
import { DraftStore, type DraftStoreShape } from "../../application/ports/draft-store.port.ts";

export const makeMemoryDraftStore = (initial: Iterable<readonly [string, string]> = []): DraftStoreShape => {
  const drafts = new Map<string, string>(initial);
  return {
    save: (key, draft) =>
      Effect.sync(() => {
        drafts.set(key, draft);
      }),
    load: (key) => Effect.sync(() => Option.fromNullishOr(drafts.get(key))),
    remove: (key) =>
      Effect.sync(() => {
        drafts.delete(key);
      })
  };
};

/** Each layer build starts empty. */
export const memoryDraftStoreLayer: Layer.Layer<DraftStore> = Layer.sync(DraftStore, () => makeMemoryDraftStore());
