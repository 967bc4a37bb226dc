import { describe, expect, it } from "vitest";
import { numericValue } from "../../../../domain/validation/client/numeric-text.ts";

describe("numericValue", () => {
  it("reads plain, signed and fractional numbers", () => {
    expect(numericValue("42")).toBe(42);
    expect(numericValue(" -3.5 ")).toBe(-3.5);
    expect(numericValue("+7")).toBe(7);
    expect(numericValue(".25")).toBe(0.25);
  });

  it("reads thousands commas as the currency masks write them", () => {
    expect(numericValue("1,234,567.89")).toBe(1234567.89);
    expect(numericValue("999")).toBe(999);
  });

  it("refuses misplaced commas and other text", () => {
    for (const text of ["1,23", "12,345,67", ",123", "1.", "1e3", "abc", "", "-", "+.", "1 000", "$5"]) {
      expect(numericValue(text)).toBeNull();
    }
  });

  it("takes finite numbers as they are and refuses the rest", () => {
    expect(numericValue(12.5)).toBe(12.5);
    expect(numericValue(Number.NaN)).toBeNull();
    expect(numericValue(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("refuses booleans, null and file lists", () => {
    expect(numericValue(true)).toBeNull();
    expect(numericValue(null)).toBeNull();
    expect(numericValue([])).toBeNull();
  });
});
