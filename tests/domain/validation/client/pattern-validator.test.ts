import { describe, expect, it } from "vitest";
import { patternValidator } from "../../../../domain/validation/client/pattern-validator.ts";

const path = ["model", "field"];
const onlyX = patternValidator({ code: "alphabetic", acceptsText: (text) => /^x+$/.test(text) });
const positive = patternValidator({ code: "decimal", acceptsText: () => false, acceptsNumber: (value) => value > 0 });

describe("patternValidator", () => {
  it("lets blank values pass", () => {
    expect(onlyX(path)(null)).toBeNull();
    expect(onlyX(path)("   ")).toBeNull();
    expect(onlyX(path)([])).toBeNull();
  });

  it("tests text after trimming", () => {
    expect(onlyX(path)("  xx ")).toBeNull();
    expect(onlyX(path)("x y")).toEqual({ path, code: "alphabetic", params: {} });
  });

  it("tests a number by its spelling unless a number check is given", () => {
    expect(onlyX(path)(5)?.code).toBe("alphabetic");
    expect(positive(path)(5)).toBeNull();
    expect(positive(path)(-5)?.code).toBe("decimal");
  });

  it("reports booleans and chosen files", () => {
    expect(onlyX(path)(true)?.code).toBe("alphabetic");
    expect(onlyX(path)(false)?.code).toBe("alphabetic");
    expect(onlyX(path)([{ name: "x", size: 1, type: "" }])?.code).toBe("alphabetic");
  });
});
