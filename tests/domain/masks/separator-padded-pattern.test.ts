// The date mask as the input drives it, without a DOM: each key goes through imask's splice at the cursor as
// the input's own handler does it, so "3/15/2019" typed or pasted shows "03/15/2019" (1,000 runs per property).
import fc from "fast-check";
import IMask, { DIRECTION, type Masked } from "imask";
import { describe, expect, it } from "vitest";
import { toImaskOptions } from "../../../domain/masks/imask-options.ts";
import { formatForDisplay, unmask } from "../../../domain/masks/mask-pipes.ts";
import { MASK_TYPES } from "../../../domain/masks/mask-types.ts";
import { SeparatorPaddedPattern } from "../../../domain/masks/separator-padded-pattern.ts";

const RUNS = { numRuns: 1000 };
const INPUT = { input: true, raw: true };

const dateMask = (): Masked => IMask.createMask(toImaskOptions(MASK_TYPES.SLASH_DELIMITED_FULL_DATE)) as Masked;

/** Each key at the end of the text, as imask's input handler applies a keystroke. */
const typeInto = (masked: Masked, keys: string): string => {
  for (const key of keys) masked.splice(masked.displayValue.length, 0, key, DIRECTION.NONE, INPUT);
  return masked.displayValue;
};

/** Backspace at the end of the text, as imask's input handler applies it. */
const backspace = (masked: Masked): string => {
  masked.splice(masked.displayValue.length - 1, 1, "", DIRECTION.LEFT, INPUT);
  return masked.displayValue;
};

/** A whole text put in at once at the end, as a paste is. */
const pasteInto = (masked: Masked, text: string): string => {
  masked.splice(masked.displayValue.length, 0, text, DIRECTION.NONE, INPUT);
  return masked.displayValue;
};

const two = (n: number) => String(n).padStart(2, "0");

/** Any valid-looking month, day and year, month and day written with or without their leading zero. */
const writtenDate = fc
  .record({
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    year: fc.integer({ min: 1900, max: 2100 }),
    padMonth: fc.boolean(),
    padDay: fc.boolean()
  })
  .map(({ month, day, year, padMonth, padDay }) => ({
    written: `${padMonth ? two(month) : String(month)}/${padDay ? two(day) : String(day)}/${year}`,
    padded: `${two(month)}/${two(day)}/${year}`
  }));

describe("the date mask's padding of a one-digit month or day", () => {
  it("is the date mask's imask model", () => {
    expect(dateMask()).toBeInstanceOf(SeparatorPaddedPattern);
  });

  it.each([
    ["3/15/2019", "03/15/2019"],
    ["1/5/2020", "01/05/2020"],
    ["12/5/2020", "12/05/2020"],
    ["03152019", "03/15/2019"],
    ["3152019", "31/52/019"],
    ["12/31/1999", "12/31/1999"],
    ["12//5", "12/5"],
    ["0/1", "01/"]
  ])("shows %j typed key by key as %j", (keys, shown) => {
    expect(typeInto(dateMask(), keys)).toBe(shown);
  });

  it("shows each step of 3/15/2019 as the claimant types it", () => {
    const masked = dateMask();
    expect([..."3/15/2019"].map((key) => typeInto(masked, key))).toEqual([
      "3",
      "03/",
      "03/1",
      "03/15/",
      "03/15/",
      "03/15/2",
      "03/15/20",
      "03/15/201",
      "03/15/2019"
    ]);
  });

  it("takes a slash after a full month or day as the separator eager already showed, changing nothing", () => {
    const masked = dateMask();
    expect(typeInto(masked, "12")).toBe("12/");
    expect(typeInto(masked, "/")).toBe("12/");
    expect(typeInto(masked, "31/")).toBe("12/31/");
  });

  it.each([
    ["3/15/2019", "03/15/2019"],
    ["1/5/2020", "01/05/2020"]
  ])("pads a pasted %j to %j", (text, shown) => {
    expect(pasteInto(dateMask(), text)).toBe(shown);
  });

  it("never puts back a zero the claimant deleted with Backspace", () => {
    const masked = dateMask();
    expect(typeInto(masked, "3/")).toBe("03/");
    // Backspace takes the slash with the digit before it, as for any full part; the shown zero stays.
    expect(backspace(masked)).toBe("0");
    expect(typeInto(masked, "4")).toBe("04/");
    expect(backspace(masked)).toBe("0");
    expect(backspace(masked)).toBe("");
    expect(typeInto(masked, "/")).toBe("");
    expect(typeInto(masked, "4")).toBe("4");
    expect(typeInto(masked, "1/5")).toBe("41/5");
  });

  it("pads the same through the pipes, so a value given as 3/15/2019 shows padded", () => {
    expect(formatForDisplay("SLASH_DELIMITED_FULL_DATE", "3/15/2019")).toBe("03/15/2019");
    expect(formatForDisplay("SLASH_DELIMITED_FULL_DATE", "1/5/2020")).toBe("01/05/2020");
    expect(unmask("SLASH_DELIMITED_FULL_DATE", "12/5/2020")).toBe("12052020");
  });

  it("gives mm/dd/yyyy for any date typed key by key as M/D/YYYY, with or without leading zeros", () => {
    fc.assert(
      fc.property(writtenDate, ({ written, padded }) => {
        expect(typeInto(dateMask(), written)).toBe(padded);
      }),
      RUNS
    );
  });

  it("gives mm/dd/yyyy for any such date pasted whole, or given to the pipes", () => {
    fc.assert(
      fc.property(writtenDate, ({ written, padded }) => {
        expect(pasteInto(dateMask(), written)).toBe(padded);
        expect(formatForDisplay("SLASH_DELIMITED_FULL_DATE", written)).toBe(padded);
      }),
      RUNS
    );
  });
});
