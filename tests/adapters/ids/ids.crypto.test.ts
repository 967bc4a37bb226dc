import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { cryptoIdsLayer, makeCryptoIds, type RandomSource } from "../../../adapters/ids/ids.crypto.ts";
import { Ids } from "../../../application/ports/ids.port.ts";
import { newClientId } from "../../../domain/forms/client-id.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("crypto ids", () => {
  it("gives client-id characters from the platform's random source", async () => {
    const ids = await Effect.runPromise(Effect.provide(Ids.useSync((ids) => ids), cryptoIdsLayer));
    const drawn = Array.from({ length: 200 }, () => ids.randomCharacters(8));
    expect(drawn.every((characters) => /^[A-Za-z0-9]{8}$/.test(characters))).toBe(true);
    expect(new Set(drawn).size).toBe(200);
    expect(newClientId("claimantInfo_", ids.randomCharacters)).toMatch(/^claimantInfo_[A-Za-z0-9]{8}$/);
  });

  it("gives version 4 UUIDs as idempotency keys, a new one each time", async () => {
    const ids = await Effect.runPromise(Effect.provide(Ids.useSync((ids) => ids), cryptoIdsLayer));
    const keys = Array.from({ length: 50 }, () => ids.idempotencyKey());
    expect(keys.every((key) => UUID.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });

  it("asks the source for bytes and redraws the biased ones", () => {
    const asked: number[] = [];
    const queue = [252, 3, 249, 250, 251, 4];
    const source: RandomSource = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        asked.push(bytes.length);
        for (let index = 0; index < bytes.length; index += 1) bytes[index] = queue.shift() ?? 0;
        return array;
      },
      randomUUID: () => "00000000-0000-4000-8000-000000000000"
    };
    const ids = makeCryptoIds(source);
    expect(ids.randomCharacters(2)).toBe("DE");
    expect(asked).toEqual([2, 1, 1, 1, 1]);
    expect(ids.idempotencyKey()).toBe("00000000-0000-4000-8000-000000000000");
  });
});
