// Repeatable ids from a numeric seed, for tests and for claim replays that must give the same ids every
// run. Not random enough for anything a stranger could guess at; the crypto adapter is for real claims.
import { Layer } from "effect";
import { Ids, type IdsShape } from "../../application/ports/ids.port.ts";
import { charactersFromBytes } from "./id-alphabet.ts";

/** mulberry32: small, fast and well spread; the seed is taken as an unsigned 32-bit integer. */
const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return (mixed ^ (mixed >>> 14)) >>> 0;
  };
};

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** Shaped as a version 4 UUID (version nibble 4, variant bits 10), so servers that check the key's form accept it. */
const uuidFrom = (bytes: Uint8Array<ArrayBuffer>): string => {
  const shaped = bytes.map((byte, index) => (index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte));
  const digits = hex(shaped);
  return [digits.slice(0, 8), digits.slice(8, 12), digits.slice(12, 16), digits.slice(16, 20), digits.slice(20)].join("-");
};

export const makeSeededIds = (seed: number): IdsShape => {
  const next = mulberry32(seed);
  const fill = (bytes: Uint8Array<ArrayBuffer>): void => {
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = next() & 0xff;
  };
  return {
    randomCharacters: (count) => charactersFromBytes(count, fill),
    idempotencyKey: () => {
      const bytes = new Uint8Array(16);
      fill(bytes);
      return uuidFrom(bytes);
    }
  };
};

/** Each layer build starts the sequence again, so two runs with one seed give the same ids. */
export const seededIdsLayer = (seed: number): Layer.Layer<Ids> => Layer.sync(Ids, () => makeSeededIds(seed));
