import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { isMarkedRequired, isRequiredNow } from "../../../domain/validation/required-marker.ts";

const withTypes = (...types: string[]): FieldConfig => ({ key: "k", validations: types.map((type) => ({ type })) });

describe("isMarkedRequired", () => {
  it.each(["required", "requiredIf", "nestedRequiredIf", "requiredIfOtherPropertyMatchesRegex"])("marks a field with %s", (type) => {
    expect(isMarkedRequired(withTypes("maxLength", type))).toBe(true);
  });

  it("does not mark a field whose rules are not required-type", () => {
    expect(isMarkedRequired(withTypes("maxLength", "regularExpression", "requiredOnClientOnly", "requireOnePropertyValTrue"))).toBe(false);
    expect(isMarkedRequired({ key: "k" })).toBe(false);
    expect(isMarkedRequired(withTypes())).toBe(false);
  });

  it("does not mark a field that disables required styling", () => {
    expect(isMarkedRequired({ ...withTypes("required"), disableRequiredStyling: true })).toBe(false);
    expect(isMarkedRequired({ ...withTypes("required"), disableRequiredStyling: false })).toBe(true);
  });
});

describe("isRequiredNow", () => {
  const description: FieldConfig = {
    key: "description",
    validations: [{ type: "requiredIf", params: { field: "documentType", value: "Other" } }, { type: "maxLength", params: { max: 200 } }]
  };

  it("marks a conditionally required field only while its condition holds for the answers now", () => {
    expect(isRequiredNow(description, { documentType: "Receipt" }, 0)).toBe(false);
    expect(isRequiredNow(description, { documentType: null }, 0)).toBe(false);
    expect(isRequiredNow(description, { documentType: "Other" }, 0)).toBe(true);
    // The field's own answer does not matter: the marker says whether a blank answer would be refused.
    expect(isRequiredNow(description, { documentType: "Other", description: "A warranty card" }, 0)).toBe(true);
  });

  it("always marks a plainly required field, and never one that disables required styling or has no required-type rule", () => {
    expect(isRequiredNow(withTypes("required"), {}, 0)).toBe(true);
    expect(isRequiredNow({ ...description, disableRequiredStyling: true }, { documentType: "Other" }, 0)).toBe(false);
    expect(isRequiredNow(withTypes("maxLength"), {}, 0)).toBe(false);
  });
});
