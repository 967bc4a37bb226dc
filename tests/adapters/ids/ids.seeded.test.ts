import { Effect } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeSeededIds, seededIdsLayer } from "../../../adapters/ids/ids.seeded.ts";
import { Ids } from "../../../application/ports/ids.port.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const draw = (seed: number) => {
  const ids = makeSeededIds(seed);
  return [ids.randomCharacters(8), ids.randomCharacters(8), ids.idempotencyKey(), ids.randomCharacters(3)];
};

describe("seeded ids", () => {
  it("gives the same sequence for the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(draw(seed)).toEqual(draw(seed));
      })
    );
  });

  it("gives different sequences for different seeds", () => {
    expect(draw(1)).not.toEqual(draw(2));
    expect(new Set(Array.from({ length: 100 }, (_, seed) => makeSeededIds(seed).randomCharacters(8))).size).toBe(100);
  });

  it("gives client-id characters and version 4 UUID keys", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const ids = makeSeededIds(seed);
        expect(ids.randomCharacters(8)).toMatch(/^[A-Za-z0-9]{8}$/);
        expect(ids.idempotencyKey()).toMatch(UUID);
      })
    );
  });

  it("moves on with every draw", () => {
    const ids = makeSeededIds(42);
    const characters = Array.from({ length: 50 }, () => ids.randomCharacters(8));
    const keys = Array.from({ length: 50 }, () => ids.idempotencyKey());
    expect(new Set(characters).size).toBe(50);
    expect(new Set(keys).size).toBe(50);
  });

  it("starts the sequence again with each layer build", async () => {
    const first = () => Effect.runPromise(Effect.provide(Ids.useSync((ids) => ids.randomCharacters(8)), seededIdsLayer(7)));
    expect(await first()).toBe(await first());
    expect(await first()).toBe(makeSeededIds(7).randomCharacters(8));
  });
});
