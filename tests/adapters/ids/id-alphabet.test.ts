import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charactersFromBytes, ID_ALPHABET, UNBIASED_BYTE_LIMIT } from "../../../adapters/ids/id-alphabet.ts";
import { thrownBy } from "../../support/thrown-by.ts";

/** Hands out the given bytes in order, as many per call as the array asks for. */
const bytesFrom = (values: readonly number[]) => {
  let next = 0;
  return (bytes: Uint8Array<ArrayBuffer>) => {
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = values[next] ?? 0;
      next += 1;
    }
  };
};

describe("charactersFromBytes", () => {
  it("uses the 62 letters and digits, each once", () => {
    expect(ID_ALPHABET).toHaveLength(62);
    expect(new Set(ID_ALPHABET).size).toBe(62);
    expect(ID_ALPHABET).toMatch(/^[A-Za-z0-9]+$/);
  });

  it("maps each character from exactly four byte values below the limit", () => {
    expect(UNBIASED_BYTE_LIMIT).toBe(248);
    const counts = new Map<string, number>();
    for (let byte = 0; byte < UNBIASED_BYTE_LIMIT; byte += 1) {
      const character = charactersFromBytes(1, bytesFrom([byte]));
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    expect([...counts.values()].every((count) => count === 4)).toBe(true);
  });

  it("draws again for bytes at or above the limit instead of favouring the first characters", () => {
    expect(charactersFromBytes(3, bytesFrom([248, 0, 255, 61, 250, 62]))).toBe("A9A");
  });

  it("gives nothing for a count of zero and refuses a negative or fractional count", () => {
    expect(charactersFromBytes(0, bytesFrom([]))).toBe("");
    expect(thrownBy(() => charactersFromBytes(-1, bytesFrom([])))).toBeInstanceOf(RangeError);
    expect(thrownBy(() => charactersFromBytes(2.5, bytesFrom([])))).toMatchObject({
      message: "A count of random characters must be a whole number of at least 0; it was 2.5."
    });
  });

  it("always gives the count asked, from the alphabet only", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 100 }), (count, prefix) => {
        const characters = charactersFromBytes(count, bytesFrom([...prefix, ...Array.from({ length: count }, (_, i) => i)]));
        expect(characters).toHaveLength(count);
        expect([...characters].every((character) => ID_ALPHABET.includes(character))).toBe(true);
      })
    );
  });
});
