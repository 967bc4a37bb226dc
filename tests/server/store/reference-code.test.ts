import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isReferenceCode,
  newReferenceCode,
  REFERENCE_CODE_ALPHABET,
  REFERENCE_CODE_LENGTH
} from "../../../server/store/reference-code.ts";

describe("reference codes", () => {
  it("use 31 characters, none of them a look-alike (0/O, 1/I/L)", () => {
    expect(REFERENCE_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(REFERENCE_CODE_ALPHABET).size).toBe(31);
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(REFERENCE_CODE_ALPHABET).not.toContain(lookAlike);
    expect(REFERENCE_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it("are 10 characters of the alphabet, whatever the random source gives", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 30 }), { minLength: REFERENCE_CODE_LENGTH, maxLength: REFERENCE_CODE_LENGTH }), (draws) => {
        const queue = [...draws];
        const code = newReferenceCode((bound) => {
          expect(bound).toBe(31);
          return queue.shift() ?? 0;
        });
        expect(code).toBe(draws.map((draw) => REFERENCE_CODE_ALPHABET.charAt(draw)).join(""));
        expect(isReferenceCode(code)).toBe(true);
      })
    );
  });

  it("are drawn from node:crypto, every character reachable and roughly uniform", () => {
    const counts = new Map<string, number>();
    const codes = Array.from({ length: 3_100 }, () => newReferenceCode());
    for (const code of codes) for (const character of code) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...counts.keys()].sort().join("")).toBe([...REFERENCE_CODE_ALPHABET].sort().join(""));
    // 31,000 characters: 1,000 expected each; a fair source stays well within ±25 %.
    for (const count of counts.values()) expect(count).toBeGreaterThan(750);
    for (const count of counts.values()) expect(count).toBeLessThan(1_250);
  });

  it("are recognised only with the right length and alphabet", () => {
    expect(isReferenceCode("23456789AB")).toBe(true);
    expect(isReferenceCode("23456789A")).toBe(false);
    expect(isReferenceCode("23456789ABC")).toBe(false);
    expect(isReferenceCode("23456789A0")).toBe(false);
    expect(isReferenceCode("23456789Ab")).toBe(false);
    expect(isReferenceCode("23456789AL")).toBe(false);
  });
});
