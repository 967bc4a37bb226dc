// Keeping a claim in progress so a reload does not lose it: save, restore and forget by key.
import { Context, type Effect, type Option } from "effect";

export interface DraftStoreShape {
  readonly save: (key: string, draft: string) => Effect.Effect<void>;
  readonly load: (key: string) => Effect.Effect<Option.Option<string>>;
  readonly remove: (key: string) => Effect.Effect<void>;
}

export class DraftStore extends Context.Service<DraftStore, DraftStoreShape>()("DraftStore") {}
