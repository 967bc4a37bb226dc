import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { makeMemoryDraftStore, memoryDraftStoreLayer } from "../../../adapters/storage/draft-store.memory.ts";
import { DraftStore } from "../../../application/ports/draft-store.port.ts";

describe("the memory draft store", () => {
  it("gives back what was saved under a key, and nothing for a key never saved", async () => {
    const store = makeMemoryDraftStore();
    await Effect.runPromise(store.save("Standard", '{"page":2}'));
    expect(await Effect.runPromise(store.load("Standard"))).toEqual(Option.some('{"page":2}'));
    expect(await Effect.runPromise(store.load("Lookup"))).toEqual(Option.none());
  });

  it("keeps the last save, and keeps an empty draft as a draft", async () => {
    const store = makeMemoryDraftStore();
    await Effect.runPromise(Effect.andThen(store.save("k", "one"), store.save("k", "two")));
    expect(await Effect.runPromise(store.load("k"))).toEqual(Option.some("two"));
    await Effect.runPromise(store.save("empty", ""));
    expect(await Effect.runPromise(store.load("empty"))).toEqual(Option.some(""));
  });

  it("forgets a removed draft, and removing a missing one is harmless", async () => {
    const store = makeMemoryDraftStore([["k", "draft"]]);
    expect(await Effect.runPromise(store.load("k"))).toEqual(Option.some("draft"));
    await Effect.runPromise(Effect.andThen(store.remove("k"), store.remove("never")));
    expect(await Effect.runPromise(store.load("k"))).toEqual(Option.none());
  });

  it("starts empty with each layer build", async () => {
    const program = Effect.gen(function* () {
      const store = yield* DraftStore;
      const before = yield* store.load("k");
      yield* store.save("k", "x");
      return [before, yield* store.load("k")];
    });
    expect(await Effect.runPromise(Effect.provide(program, memoryDraftStoreLayer))).toEqual([Option.none(), Option.some("x")]);
    expect(await Effect.runPromise(Effect.provide(program, memoryDraftStoreLayer))).toEqual([Option.none(), Option.some("x")]);
  });
});
