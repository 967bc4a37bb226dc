import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBlank, isFileList } from "../../../domain/forms/field-value.ts";

describe("isBlank", () => {
  it.each([
    [null, true],
    ["", true],
    ["  \t\n", true],
    [[], true],
    ["a", false],
    [" a ", false],
    [0, false],
    [false, false],
    [[{ name: "a.pdf", size: 1, type: "application/pdf" }], false]
  ])("%j -> %s", (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });

  it("is true for a string exactly when it trims to nothing", () => {
    fc.assert(fc.property(fc.string(), (text) => isBlank(text) === (text.trim() === "")));
  });

  it("tells file lists from other values", () => {
    expect(isFileList([])).toBe(true);
    expect(isFileList("a")).toBe(false);
  });
});
