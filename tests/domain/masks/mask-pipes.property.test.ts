// Properties every mask keeps for every input (1,000 runs each, seed printed on failure): a mask applied
// to its own output changes nothing, and a raw value within the mask's capacity survives display and back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatForDisplay, unmask } from "../../../domain/masks/mask-pipes.ts";
import { type MaskType, MASK_TYPES } from "../../../domain/masks/mask-types.ts";

const RUNS = { numRuns: 1000 };
const MASK_NAMES = Object.keys(MASK_TYPES) as MaskType[];

const DIGITS = "0123456789";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const stringOver = (characters: string, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...characters), maxLength });

/** Text near what claimants type (digits, letters, punctuation of the masks) and any Unicode at all. */
const anyText = fc.oneof(
  stringOver(`${DIGITS}${LETTERS} .,-+/()#@*$`, 40),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 })
);

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const nonZeroDigit = fc.constantFrom(..."123456789");
const digit = fc.constantFrom(...DIGITS);
/** A fraction as the number mask keeps it: at most two digits, never a trailing zero. */
const fraction = fc.oneof(
  fc.constant(""),
  nonZeroDigit.map((last) => `.${last}`),
  fc.tuple(digit, nonZeroDigit).map(([first, last]) => `.${first}${last}`)
);

/** Raw values each mask must give back unchanged after display: its characters, up to its capacity. */
const RAW_VALUES: Record<MaskType, fc.Arbitrary<string>> = {
  DECIMAL_15PRECISION: stringOver(`${DIGITS}.`, 16),
  CURRENCY_COMMA_DELIMITED: fc.bigInt({ min: 0n, max: MAX_SAFE }).map(String),
  CURRENCY_COMMA_DELIMITED_WITH_DECIMALS: fc
    .tuple(fc.bigInt({ min: 0n, max: MAX_SAFE - 1n }), fraction)
    .map(([whole, part]) => `${whole}${part}`),
  SLASH_DELIMITED_FULL_DATE: stringOver(DIGITS, 8),
  USA_PHONE_NUMBER: stringOver(DIGITS, 10),
  INTERNATIONAL_PHONE_NUMBER: stringOver(DIGITS, 16),
  VIN: stringOver(`${DIGITS}${LETTERS}`, 17),
  ZIP_CODE: stringOver(DIGITS, 9),
  ZIP_CODE_NON_US: stringOver(`${DIGITS}${LETTERS} `, 10)
};

describe.each(MASK_NAMES)("the %s mask", (maskName) => {
  it("changes nothing when applied to its own output", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = formatForDisplay(maskName, text);
        expect(formatForDisplay(maskName, shown)).toBe(shown);
      }),
      RUNS
    );
  });

  it("gives back every raw value within its capacity after display", () => {
    fc.assert(
      fc.property(RAW_VALUES[maskName], (raw) => {
        expect(unmask(maskName, formatForDisplay(maskName, raw))).toBe(raw);
      }),
      RUNS
    );
  });

  it("shows again exactly what it showed, from the value it unmasks", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = formatForDisplay(maskName, text);
        expect(formatForDisplay(maskName, unmask(maskName, shown))).toBe(shown);
      }),
      RUNS
    );
  });
});

describe("what the masks let through, for any text", () => {
  it("keeps a VIN to at most 17 letters and digits", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(formatForDisplay("VIN", text)).toMatch(/^[A-Za-z0-9]{0,17}$/);
      }),
      RUNS
    );
  });

  it("keeps a USA phone number to a prefix of (###) ###-####", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = formatForDisplay("USA_PHONE_NUMBER", text);
        expect("(000) 000-0000".slice(0, shown.length)).toBe(shown.replace(/[0-9]/g, "0"));
      }),
      RUNS
    );
  });

  it("keeps a date to a prefix of ##/##/####", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = formatForDisplay("SLASH_DELIMITED_FULL_DATE", text);
        expect("00/00/0000".slice(0, shown.length)).toBe(shown.replace(/[0-9]/g, "0"));
      }),
      RUNS
    );
  });

  it("shows currency as digits in comma-separated groups of three, never negative", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(formatForDisplay("CURRENCY_COMMA_DELIMITED", text)).toMatch(/^(\d{1,3}(,\d{3})*)?$/);
        expect(formatForDisplay("CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", text)).toMatch(/^(\d{1,3}(,\d{3})*(\.\d{1,2})?)?$/);
      }),
      RUNS
    );
  });

  it("leaves unmasked text as it is", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(formatForDisplay(null, text)).toBe(text);
        expect(unmask(undefined, text)).toBe(text);
      }),
      RUNS
    );
  });
});
