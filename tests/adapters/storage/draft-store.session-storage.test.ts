// @vitest-environment jsdom
import { Effect, Logger, Option } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import {
  DRAFT_KEY_PREFIX,
  type DraftStorage,
  makeSessionStorageDraftStore,
  sessionStorageDraftStoreLayer
} from "../../../adapters/storage/draft-store.session-storage.ts";
import { DraftStore } from "../../../application/ports/draft-store.port.ts";

/** Runs an effect and collects its warnings. */
const withWarnings = async <A>(effect: Effect.Effect<A>): Promise<[A, string[]]> => {
  const warnings: string[] = [];
  const collector = Logger.make((options) => {
    if (options.logLevel === "Warn") warnings.push((options.message as unknown[]).map(String).join(" | "));
  });
  const value = await Effect.runPromise(Effect.provide(effect, Logger.layer([collector])));
  return [value, warnings];
};

const quotaExceeded = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");

/** A storage that refuses every call the way a full or switched-off sessionStorage does. */
const refusing = (error: () => unknown): DraftStorage => ({
  getItem: () => {
    throw error();
  },
  setItem: () => {
    throw error();
  },
  removeItem: () => {
    throw error();
  }
});

describe("the sessionStorage draft store", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it("keeps drafts in the given storage under prefixed keys", async () => {
    const store = makeSessionStorageDraftStore(window.sessionStorage);
    await Effect.runPromise(store.save("Standard", '{"page":2}'));
    expect(DRAFT_KEY_PREFIX).toBe("claims.draft.");
    expect(window.sessionStorage.getItem("claims.draft.Standard")).toBe('{"page":2}');
    expect(window.sessionStorage.getItem("Standard")).toBeNull();
    expect(await Effect.runPromise(store.load("Standard"))).toEqual(Option.some('{"page":2}'));
  });

  it("survives into a new store over the same storage, as after a reload", async () => {
    await Effect.runPromise(makeSessionStorageDraftStore(window.sessionStorage).save("k", "draft"));
    expect(await Effect.runPromise(makeSessionStorageDraftStore(window.sessionStorage).load("k"))).toEqual(Option.some("draft"));
  });

  it("gives nothing for a key never saved, and forgets a removed draft", async () => {
    const store = makeSessionStorageDraftStore(window.sessionStorage);
    expect(await Effect.runPromise(store.load("missing"))).toEqual(Option.none());
    await Effect.runPromise(Effect.andThen(store.save("k", "draft"), store.remove("k")));
    expect(await Effect.runPromise(store.load("k"))).toEqual(Option.none());
    expect(window.sessionStorage.length).toBe(0);
  });

  it("does not read or remove other entries of the storage", async () => {
    window.sessionStorage.setItem("k", "someone else's");
    const store = makeSessionStorageDraftStore(window.sessionStorage);
    expect(await Effect.runPromise(store.load("k"))).toEqual(Option.none());
    await Effect.runPromise(store.remove("k"));
    expect(window.sessionStorage.getItem("k")).toBe("someone else's");
  });

  it("takes a different prefix", async () => {
    const store = makeSessionStorageDraftStore(window.sessionStorage, "case-42:");
    await Effect.runPromise(store.save("k", "draft"));
    expect(window.sessionStorage.getItem("case-42:k")).toBe("draft");
  });

  it("does not fail a save the quota refuses: the draft is not kept and a warning is logged", async () => {
    const store = makeSessionStorageDraftStore(refusing(quotaExceeded));
    const [value, warnings] = await withWarnings(store.save("Standard", "x".repeat(10)));
    expect(value).toBeUndefined();
    expect(warnings).toEqual([
      'Draft storage could not save "Standard"; going on without it. | QuotaExceededError: The quota has been exceeded.'
    ]);
  });

  it("names the error a storage throws in the warning", async () => {
    const store = makeSessionStorageDraftStore(refusing(() => new TypeError("sessionStorage is not available")));
    const [, warnings] = await withWarnings(store.save("k", "v"));
    expect(warnings).toEqual(['Draft storage could not save "k"; going on without it. | TypeError: sessionStorage is not available']);
  });

  it("gives nothing, with a warning, when the storage cannot be read or written at all", async () => {
    const store = makeSessionStorageDraftStore(refusing(() => "storage is switched off"));
    const [loaded, loadWarnings] = await withWarnings(store.load("k"));
    expect(loaded).toEqual(Option.none());
    expect(loadWarnings).toEqual(['Draft storage could not load "k"; going on without it. | storage is switched off']);
    const [, removeWarnings] = await withWarnings(store.remove("k"));
    expect(removeWarnings).toEqual(['Draft storage could not remove "k"; going on without it. | storage is switched off']);
  });

  it("logs nothing when the storage works", async () => {
    const store = makeSessionStorageDraftStore(window.sessionStorage);
    const [, warnings] = await withWarnings(Effect.andThen(store.save("k", "v"), store.load("k")));
    expect(warnings).toEqual([]);
  });

  it("is provided as the DraftStore port", async () => {
    const program = Effect.gen(function* () {
      const store = yield* DraftStore;
      yield* store.save("k", "v");
      return yield* store.load("k");
    });
    expect(await Effect.runPromise(Effect.provide(program, sessionStorageDraftStoreLayer(window.sessionStorage)))).toEqual(Option.some("v"));
    expect(window.sessionStorage.getItem("claims.draft.k")).toBe("v");
  });
});
