import { describe, expect, it } from "vitest";
import { alphanumeric } from "../../../../domain/validation/client/alphanumeric.ts";

const validate = alphanumeric(["credentials", "claimId"]);

describe("alphanumeric", () => {
  it("accepts letters and the digits 0-9", () => {
    for (const value of ["ABC123", "abc", "123", "Año2024"]) expect(validate(value), value).toBeNull();
    expect(validate(42)).toBeNull();
  });

  it("reports spaces inside, punctuation and other scripts' digits", () => {
    for (const value of ["AB 12", "AB-12", "a_b", "١٢٣", "12.5"]) {
      expect(validate(value)?.code, value).toBe("alphanumeric");
    }
    expect(validate(1.5)?.code).toBe("alphanumeric");
  });

  it("lets blank values pass", () => {
    expect(validate("")).toBeNull();
  });
});
