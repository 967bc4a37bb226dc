import { describe, expect, it } from "vitest";
import { decimal } from "../../../../domain/validation/client/decimal.ts";

const validate = decimal(["claimDetails", "amount"]);

describe("decimal", () => {
  it("accepts whole and fractional numbers with an optional minus", () => {
    for (const value of ["12", "12.5", "-0.5", ".25", "007", " 3.14 "]) expect(validate(value), value).toBeNull();
    expect(validate(12.5)).toBeNull();
  });

  it("reports signs other than minus, separators, exponents and stray points", () => {
    for (const value of ["+1", "1,000", "1e3", "1.", "1.2.3", "abc", "-", "."]) {
      expect(validate(value)?.code, value).toBe("decimal");
    }
  });

  it("reports non-finite numbers and booleans", () => {
    expect(validate(Number.NaN)?.code).toBe("decimal");
    expect(validate(Number.POSITIVE_INFINITY)?.code).toBe("decimal");
    expect(validate(false)?.code).toBe("decimal");
  });

  it("lets blank values pass", () => {
    expect(validate(null)).toBeNull();
  });
});
