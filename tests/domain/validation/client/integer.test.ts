import { describe, expect, it } from "vitest";
import { integer } from "../../../../domain/validation/client/integer.ts";

const validate = integer(["claimDetails", "units"]);

describe("integer", () => {
  it("accepts digits with an optional minus", () => {
    for (const value of ["0", "12", "-12", " 40 "]) expect(validate(value), value).toBeNull();
    expect(validate(12)).toBeNull();
    expect(validate(-3)).toBeNull();
  });

  it("reports fractions, plus signs, exponents and separators", () => {
    for (const value of ["1.0", "+3", "1e3", "1,000", "twelve", "--1"]) {
      expect(validate(value)?.code, value).toBe("integer");
    }
    expect(validate(1.5)?.code).toBe("integer");
  });

  it("lets blank values pass", () => {
    expect(validate("")).toBeNull();
  });
});
