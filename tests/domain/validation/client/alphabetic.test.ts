import { describe, expect, it } from "vitest";
import { alphabetic } from "../../../../domain/validation/client/alphabetic.ts";

const validate = alphabetic(["claimantInfo", "lastName"]);

describe("alphabetic", () => {
  it("accepts letters of any script, accents included", () => {
    for (const value of ["Smith", "Muñoz", "Zoë", "Łukasz", "Nguyễn", "Ελένη", "e\u0301"]) {
      expect(validate(value), value).toBeNull();
    }
  });

  it("reports digits, spaces inside, and punctuation", () => {
    for (const value of ["Smith2", "Mary Ann", "O'Brien", "Anne-Marie", "a.b", "_"]) {
      expect(validate(value)?.code, value).toBe("alphabetic");
    }
  });

  it("reports numbers and lets blank values pass", () => {
    expect(validate(7)?.code).toBe("alphabetic");
    expect(validate(null)).toBeNull();
  });
});
