import IMask from "imask";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { imaskOptions, toImaskOptions } from "../../../domain/masks/imask-options.ts";
import { numberMask, patternMask } from "../../../domain/masks/mask-definition.ts";
import { MASK_TOKENS } from "../../../domain/masks/mask-tokens.ts";
import { SeparatorPaddedPattern } from "../../../domain/masks/separator-padded-pattern.ts";

const typed = (options: ReturnType<typeof toImaskOptions>, text: string): string =>
  IMask.pipe(text, options, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.MASKED);

describe("imask options", () => {
  it("gives a pattern mask its pattern, the three tokens and its eagerness", () => {
    expect(toImaskOptions(patternMask("##/##", { eager: true }))).toEqual({
      mask: "##/##",
      definitions: MASK_TOKENS,
      eager: true
    });
  });

  it("gives a pattern mask that pads on its separator a fresh padding model with the same settings", () => {
    const definition = patternMask("##/##/####", { eager: true, padOnSeparator: true });
    const first = toImaskOptions(definition);
    const second = toImaskOptions(definition);
    expect(first.mask).toBeInstanceOf(SeparatorPaddedPattern);
    expect(first.mask).not.toBe(second.mask);
    expect(first.mask).toMatchObject({ mask: "##/##/####", eager: true, definitions: expect.objectContaining(MASK_TOKENS) as unknown });
    expect(typed(first, "3/15/2019")).toBe("03/15/2019");
    expect(typed(toImaskOptions(patternMask("##/##/####", { eager: true })), "3/15/2019")).toBe("31/52/019");
  });

  it("gives a number mask a point radix, its separator and scale, and no negatives when unsigned", () => {
    expect(toImaskOptions(numberMask({ scale: 2, unsigned: true, thousandsSeparator: "," }))).toEqual({
      mask: Number,
      scale: 2,
      radix: ".",
      thousandsSeparator: ",",
      min: 0
    });
    expect(toImaskOptions(numberMask({ scale: 0, unsigned: false, thousandsSeparator: "," }))).not.toHaveProperty("min");
  });

  it("lets a signed number mask keep the minus sign and an unsigned one drop it", () => {
    const signed = toImaskOptions(numberMask({ scale: 1, unsigned: false, thousandsSeparator: "," }));
    const unsigned = toImaskOptions(numberMask({ scale: 1, unsigned: true, thousandsSeparator: "," }));
    expect(typed(signed, "-1234.56")).toBe("-1,234.5");
    expect(typed(unsigned, "-1234.56")).toBe("1,234.5");
  });

  it("makes # a digit, @ a letter and * a letter or digit", () => {
    const options = toImaskOptions(patternMask("@#*-@#*"));
    expect(typed(options, "a1bC2d")).toBe("a1b-C2d");
    expect(typed(options, "a1b2c3")).toBe("a1b-c3");
    expect(typed(options, "1a!b2_c3d")).toBe("a2c-d");
    expect(typed(options, "Z9 9Q8x")).toBe("Z99-Q8x");
  });

  it("gives the options of a named mask, and none without a mask", () => {
    expect(imaskOptions("ZIP_CODE")).toEqual(Option.some({ mask: "#####-####", definitions: MASK_TOKENS, eager: false }));
    expect(imaskOptions("DECIMAL_15PRECISION")).toEqual(Option.some({ mask: /^[0-9.]{0,16}$/ }));
    expect(Option.isNone(imaskOptions(null))).toBe(true);
    expect(() => imaskOptions("POSTCODE")).toThrow(ConfigurationError);
  });

  it("hands out fresh objects, so a caller's change never reaches the next caller", () => {
    const first = Option.getOrThrow(imaskOptions("VIN")) as { definitions: Record<string, RegExp> };
    first.definitions["*"] = /./;
    const second = Option.getOrThrow(imaskOptions("VIN"));
    expect(second).toEqual({ mask: "*".repeat(17), definitions: MASK_TOKENS, eager: false });
    expect(MASK_TOKENS["*"]).toEqual(/[A-Za-z0-9]/);
  });
});
