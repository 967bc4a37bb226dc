import { describe, expect, it } from "vitest";
import { characterSetMask, numberMask, patternMask } from "../../../domain/masks/mask-definition.ts";

describe("mask definitions", () => {
  it("makes pattern masks lazy and unpadded unless told otherwise", () => {
    expect(patternMask("#####")).toEqual({ kind: "pattern", pattern: "#####", eager: false, padOnSeparator: false });
    expect(patternMask("##/##", { eager: true })).toEqual({ kind: "pattern", pattern: "##/##", eager: true, padOnSeparator: false });
    expect(patternMask("##/##", { padOnSeparator: true })).toEqual({ kind: "pattern", pattern: "##/##", eager: false, padOnSeparator: true });
  });

  it("keeps a number mask's scale, sign and separator", () => {
    expect(numberMask({ scale: 2, unsigned: false, thousandsSeparator: " " })).toEqual({
      kind: "number",
      scale: 2,
      unsigned: false,
      thousandsSeparator: " "
    });
  });

  it("keeps a character-set mask's allowed pattern", () => {
    const allowed = /^[a-z]{0,3}$/;
    expect(characterSetMask(allowed)).toEqual({ kind: "characterSet", allowed });
  });
});
