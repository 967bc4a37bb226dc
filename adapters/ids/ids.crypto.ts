// Ids from the platform's cryptographic random source (browser and Node alike): client-id characters by
// getRandomValues without modulo bias, idempotency keys from randomUUID. Never Math.random.
import { Layer } from "effect";
import { Ids, type IdsShape } from "../../application/ports/ids.port.ts";
import { charactersFromBytes } from "./id-alphabet.ts";

/** The part of Web Crypto this adapter uses; globalThis.crypto in browsers and Node 20+. */
export type RandomSource = Pick<Crypto, "getRandomValues" | "randomUUID">;

export const makeCryptoIds = (source: RandomSource): IdsShape => ({
  randomCharacters: (count) =>
    charactersFromBytes(count, (bytes) => {
      source.getRandomValues(bytes);
    }),
  idempotencyKey: () => source.randomUUID()
});

export const cryptoIdsLayer: Layer.Layer<Ids> = Layer.sync(Ids, () => makeCryptoIds(globalThis.crypto));
