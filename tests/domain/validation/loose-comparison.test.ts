import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import { looselyEquals, normalizeLoosely } from "../../../domain/validation/loose-comparison.ts";

describe("normalizeLoosely", () => {
  it("trims and lower-cases text", () => {
    expect(normalizeLoosely("  Yes ")).toBe("yes");
  });

  it("turns 'true', 'false', 'null' and numbers into what they spell", () => {
    expect(normalizeLoosely(" TRUE ")).toBe(true);
    expect(normalizeLoosely("False")).toBe(false);
    expect(normalizeLoosely("NULL")).toBeNull();
    expect(normalizeLoosely("42")).toBe(42);
    expect(normalizeLoosely("-1.50")).toBe(-1.5);
    expect(normalizeLoosely(".5")).toBe(0.5);
    expect(normalizeLoosely("1E3")).toBe(1000);
  });

  it("keeps text that only looks numeric as text", () => {
    expect(normalizeLoosely("1,000")).toBe("1,000");
    expect(normalizeLoosely("12abc")).toBe("12abc");
    expect(normalizeLoosely("")).toBe("");
  });

  it("keeps scalars and has no value for file lists", () => {
    expect(normalizeLoosely(3)).toBe(3);
    expect(normalizeLoosely(true)).toBe(true);
    expect(normalizeLoosely(null)).toBeNull();
    expect(normalizeLoosely([])).toBeUndefined();
  });
});

describe("looselyEquals", () => {
  it("equates the spellings of one value", () => {
    expect(looselyEquals(" Yes", "yes ")).toBe(true);
    expect(looselyEquals("true", true)).toBe(true);
    expect(looselyEquals("1.0", 1)).toBe(true);
    expect(looselyEquals("null", null)).toBe(true);
  });

  it("tells different values apart", () => {
    expect(looselyEquals("yes", "no")).toBe(false);
    expect(looselyEquals("1", true)).toBe(false);
    expect(looselyEquals("", null)).toBe(false);
    expect(looselyEquals(0, false)).toBe(false);
  });

  it("never equates file lists, not even with themselves", () => {
    const files = [{ name: "a.pdf", size: 1, type: "application/pdf" }];
    expect(looselyEquals(files, files)).toBe(false);
    expect(looselyEquals(files, "a.pdf")).toBe(false);
    expect(looselyEquals(null, [])).toBe(false);
  });

  const whitespace = fc.string({
    unit: fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u2003", "\ufeff"),
    maxLength: 3
  });
  const text = fc.oneof(
    fc.string(),
    fc.constantFrom("true", "False", "NULL", "1", "1.0", "-2.5", "1e3", "Yes", "yes", "ß", "SS", "İ"),
    fc.string({ unit: fc.constantFrom("a", "B", "1", ".", "e", "E", "-", "+", " ", "ß", "ς", "Σ", "İ") })
  );
  const value: fc.Arbitrary<FieldValue> = fc.oneof(text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null));

  /**
   * A case variant in the rule's sense has the same lower-case form. Some letters have none
   * ("ß" upper-cases to "SS", and "Σ" lower-cases by position), so such a variant keeps the original casing.
   */
  const vary = (original: FieldValue, uppers: readonly boolean[], before: string, after: string): FieldValue => {
    if (typeof original !== "string") return original;
    const recased = Array.from(original, (character, index) =>
      uppers[index % uppers.length] === true ? character.toUpperCase() : character.toLowerCase()
    ).join("");
    const variant = recased.toLowerCase() === original.toLowerCase() ? recased : original;
    return `${before}${variant}${after}`;
  };

  it("gives the same verdict whatever the case and surrounding whitespace", () => {
    fc.assert(
      fc.property(
        value,
        value,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        whitespace,
        whitespace,
        (left, right, uppers, before, after) => {
          const verdict = looselyEquals(left, right);
          expect(looselyEquals(vary(left, uppers, before, after), right)).toBe(verdict);
          expect(looselyEquals(left, vary(right, uppers, after, before))).toBe(verdict);
        }
      ),
      { numRuns: 1000 }
    );
  });

  it("equates every text with its re-cased, re-padded self", () => {
    fc.assert(
      fc.property(
        text,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        whitespace,
        whitespace,
        (original, uppers, before, after) => {
          expect(looselyEquals(original, vary(original, uppers, before, after))).toBe(true);
        }
      ),
      { numRuns: 1000 }
    );
  });
});
