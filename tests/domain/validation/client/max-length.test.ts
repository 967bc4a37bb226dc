import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { maxLength } from "../../../../domain/validation/client/max-length.ts";

const path = ["claimant", "city"];

describe("maxLength", () => {
  it("accepts text up to the maximum", () => {
    expect(maxLength(path, 5)("abcde")).toBeNull();
    expect(maxLength(path, 5)("")).toBeNull();
  });

  it("reports text over the maximum with the maximum as parameter", () => {
    expect(maxLength(path, 5)("abcdef")).toEqual({ path, code: "maxLength", params: { max: 5 } });
  });

  it("counts surrounding spaces, since they are stored", () => {
    expect(maxLength(path, 3)(" ab ")?.code).toBe("maxLength");
  });

  it("counts UTF-16 code units like the browser's maxlength", () => {
    expect(maxLength(path, 1)("😀")?.code).toBe("maxLength");
    expect(maxLength(path, 2)("😀")).toBeNull();
  });

  it("measures a number by its digits", () => {
    expect(maxLength(path, 3)(1234)?.code).toBe("maxLength");
    expect(maxLength(path, 4)(1234)).toBeNull();
  });

  it("lets null, booleans and file lists pass", () => {
    const validate = maxLength(path, 0);
    expect(validate(null)).toBeNull();
    expect(validate(true)).toBeNull();
    expect(validate([{ name: "long-file-name.pdf", size: 1, type: "" }])).toBeNull();
  });

  it("refuses a negative or fractional maximum as a configuration error", () => {
    expect(() => maxLength(path, -1)).toThrow(ConfigurationError);
    expect(() => maxLength(path, 2.5)).toThrow(/non-negative whole number/);
    expect(() => maxLength(path, Number.NaN)).toThrow(ConfigurationError);
  });
});
