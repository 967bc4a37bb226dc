import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FieldValue } from "../../../../domain/forms/field-value.ts";
import { required } from "../../../../domain/validation/client/required.ts";

const path = ["claimant", "firstName"];
const validate = required(path);

const whitespace = fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u2003", "\ufeff");
const mostlyWhitespace = fc.string({ unit: fc.oneof(whitespace, fc.constantFrom("a", "Z", "0", "é", ".")) });
const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  mostlyWhitespace,
  fc.string(),
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.array(fc.record({ name: fc.string(), size: fc.nat(), type: fc.string() }), { maxLength: 2 })
);

describe("required", () => {
  it("reports 'required' at the field's path for null, empty and whitespace-only text", () => {
    for (const value of [null, "", "   ", "\t\n", "\u00a0"]) {
      expect(validate(value)).toEqual({ path, code: "required", params: {} });
    }
  });

  it("reports an empty file list", () => {
    expect(validate([])?.code).toBe("required");
  });

  it("accepts text with content, including surrounding spaces", () => {
    expect(validate("Ann")).toBeNull();
    expect(validate("  Ann  ")).toBeNull();
  });

  it("accepts false and 0, which are answers", () => {
    expect(validate(false)).toBeNull();
    expect(validate(0)).toBeNull();
  });

  it("accepts a chosen file", () => {
    expect(validate([{ name: "a.pdf", size: 1, type: "application/pdf" }])).toBeNull();
  });

  it("never lets a value through that is blank after trimming", () => {
    fc.assert(
      fc.property(fieldValue, (value) => {
        if (validate(value) !== null) return;
        if (typeof value === "string") expect(value.trim()).not.toBe("");
        else if (Array.isArray(value)) expect(value.length).toBeGreaterThan(0);
        else expect(value).not.toBeNull();
      }),
      { numRuns: 1000 }
    );
  });
});
