import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { numericBetween } from "../../../../domain/validation/client/numeric-between.ts";

const path = ["claimDetails", "quantity"];
const validate = numericBetween(path, 1, 100);

describe("numericBetween", () => {
  it("accepts both bounds and the values between", () => {
    for (const value of [1, 100, "50", " 1 ", "99.5"]) expect(validate(value)).toBeNull();
  });

  it("reports values outside the bounds with both bounds as parameters", () => {
    expect(validate(0)).toEqual({ path, code: "numericBetween", params: { min: 1, max: 100 } });
    expect(validate("100.01")?.code).toBe("numericBetween");
    expect(validate("-5")?.code).toBe("numericBetween");
  });

  it("reads thousands commas", () => {
    expect(numericBetween(path, 0, 5000)("1,500")).toBeNull();
    expect(numericBetween(path, 0, 1000)("1,500")?.code).toBe("numericBetween");
  });

  it("reports text and booleans that are no number", () => {
    expect(validate("ten")?.code).toBe("numericBetween");
    expect(validate(true)?.code).toBe("numericBetween");
  });

  it("lets blank values pass", () => {
    expect(validate(null)).toBeNull();
    expect(validate("  ")).toBeNull();
  });

  it("refuses reversed or non-finite bounds as a configuration error", () => {
    expect(() => numericBetween(path, 10, 1)).toThrow(ConfigurationError);
    expect(() => numericBetween(path, Number.NaN, 1)).toThrow(/finite bounds/);
    expect(() => numericBetween(path, 0, Number.POSITIVE_INFINITY)).toThrow(ConfigurationError);
  });
});
