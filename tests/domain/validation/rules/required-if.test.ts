import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { FieldValue } from "../../../../domain/forms/field-value.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

const whenYes = compile("requiredIf", { field: "answer", value: "Yes" });
const unlessYes = compile("requiredIf", { field: "answer", value: "Yes", comparison: "notEqual" });
const check = (rule: typeof whenYes, other: FieldValue, value: FieldValue = null): readonly string[] =>
  codes(rule, value, { fields: { answer: other } });

describe("requiredIf", () => {
  it("requires the field when the other field equals the value, loosely", () => {
    for (const other of ["Yes", " yes ", "YES\t"]) expect(check(whenYes, other)).toEqual(["conditionallyRequired"]);
    expect(check(whenYes, "yes", "  ")).toEqual(["conditionallyRequired"]);
  });

  it("does not when the other field differs, or when the field has a value", () => {
    expect(check(whenYes, "No")).toEqual([]);
    expect(check(whenYes, null)).toEqual([]);
    expect(check(whenYes, "Yes", "filled")).toEqual([]);
    expect(check(whenYes, "Yes", false)).toEqual([]);
  });

  it("with notEqual, requires the field when the other field differs", () => {
    expect(check(unlessYes, "No")).toEqual(["conditionallyRequired"]);
    expect(check(unlessYes, null)).toEqual(["conditionallyRequired"]);
    expect(check(unlessYes, " yEs ")).toEqual([]);
  });

  it("treats an explicit equal like the default", () => {
    expect(check(compile("requiredIf", { field: "answer", value: "Yes", comparison: "equal" }), "yes")).toEqual([
      "conditionallyRequired"
    ]);
  });

  it("compares numbers, booleans and null as they spell", () => {
    expect(check(compile("requiredIf", { field: "answer", value: 2 }), "2.0")).toEqual(["conditionallyRequired"]);
    expect(check(compile("requiredIf", { field: "answer", value: true }), "TRUE")).toEqual(["conditionallyRequired"]);
    expect(check(compile("requiredIf", { field: "answer", value: "true" }), true)).toEqual(["conditionallyRequired"]);
    expect(check(compile("requiredIf", { field: "answer", value: null }), "null")).toEqual(["conditionallyRequired"]);
    expect(check(compile("requiredIf", { field: "answer", value: null }), null)).toEqual(["conditionallyRequired"]);
  });

  it("carries the server message", () => {
    const rule = compile("requiredIf", { field: "answer", value: "Yes" }, "Say why.");
    expect(rule(contextFor(null, { fields: { answer: "yes" } }))[0]?.params).toEqual({ message: "Say why." });
  });

  it("needs a field and a value", () => {
    for (const params of [{ value: "Yes" }, { field: "answer" }, { field: "answer", value: "Yes", comparison: "like" }]) {
      expect(() => compile("requiredIf", params)).toThrow(ConfigurationError);
    }
  });
});

describe("requiredIf compares loosely, whatever the case and surrounding whitespace", () => {
  const ASCII = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
  const word = fc.string({ unit: fc.constantFrom(...ASCII), maxLength: 12 });
  const padding = fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u2003"), maxLength: 3 });
  const recased = (text: string, flips: readonly boolean[]): string =>
    Array.from(text, (char, index) => (flips[index % Math.max(flips.length, 1)] === true ? char.toUpperCase() : char.toLowerCase())).join("");

  it("fires identically for any spelling of the same answer", () => {
    fc.assert(
      fc.property(word, word, fc.array(fc.boolean(), { maxLength: 12 }), padding, padding, (expected, answer, flips, before, after) => {
        const rule = compile("requiredIf", { field: "answer", value: expected });
        const variant = `${before}${recased(answer, flips)}${after}`;
        expect(check(rule, variant)).toEqual(check(rule, answer));
      })
    );
  });

  it("always fires for a re-cased, padded copy of the configured value", () => {
    fc.assert(
      fc.property(word, fc.array(fc.boolean(), { maxLength: 12 }), padding, padding, (expected, flips, before, after) => {
        const rule = compile("requiredIf", { field: "answer", value: expected });
        expect(check(rule, `${before}${recased(expected, flips)}${after}`)).toEqual(["conditionallyRequired"]);
      })
    );
  });
});
