import { describe, expect, it } from "vitest";
import { MASK_TYPES } from "../../../domain/masks/mask-types.ts";

describe("the mask types of spec section 5", () => {
  it("gives the pattern masks the shapes of the spec", () => {
    const lazy = { kind: "pattern", eager: false, padOnSeparator: false };
    expect(MASK_TYPES.USA_PHONE_NUMBER).toEqual({ ...lazy, pattern: "(###) ###-####" });
    expect(MASK_TYPES.INTERNATIONAL_PHONE_NUMBER).toEqual({ ...lazy, pattern: "################" });
    expect(MASK_TYPES.VIN).toEqual({ ...lazy, pattern: "*****************" });
    expect(MASK_TYPES.ZIP_CODE).toEqual({ ...lazy, pattern: "#####-####" });
  });

  it("applies the date pattern eagerly and pads a one-digit month or day when its slash is typed", () => {
    expect(MASK_TYPES.SLASH_DELIMITED_FULL_DATE).toEqual({ kind: "pattern", pattern: "##/##/####", eager: true, padOnSeparator: true });
  });

  it("makes both currency masks unsigned with thousands commas, whole or with two decimals", () => {
    expect(MASK_TYPES.CURRENCY_COMMA_DELIMITED).toEqual({ kind: "number", scale: 0, unsigned: true, thousandsSeparator: "," });
    expect(MASK_TYPES.CURRENCY_COMMA_DELIMITED_WITH_DECIMALS).toEqual({
      kind: "number",
      scale: 2,
      unsigned: true,
      thousandsSeparator: ","
    });
  });

  it.each([
    ["DECIMAL_15PRECISION", "1234567890.12345", true],
    ["DECIMAL_15PRECISION", "1234567890.123456", false],
    ["DECIMAL_15PRECISION", "12a", false],
    ["ZIP_CODE_NON_US", "SW1A 1AA", true],
    ["ZIP_CODE_NON_US", "ABCDE 1234", true],
    ["ZIP_CODE_NON_US", "ABCDE 12345", false],
    ["ZIP_CODE_NON_US", "K1A-0B1", false]
  ] as const)("lets %s accept %j: %s", (name, text, accepted) => {
    expect(MASK_TYPES[name].allowed.test(text)).toBe(accepted);
  });
});
