// The required marker while a condition holds: the field's conditional required-type rules judge a blank answer.
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { isRequiredNow } from "../../../domain/validation/required-now.ts";

const withTypes = (...types: string[]): FieldConfig => ({ key: "k", validations: types.map((type) => ({ type })) });

describe("isRequiredNow", () => {
  const description: FieldConfig = {
    key: "description",
    validations: [{ type: "requiredIf", params: { field: "documentType", value: "Other" } }, { type: "maxLength", params: { max: 200 } }]
  };

  it("marks a conditionally required field only while its condition holds for the answers now", () => {
    expect(isRequiredNow(description, { documentType: "Receipt" })).toBe(false);
    expect(isRequiredNow(description, { documentType: null })).toBe(false);
    expect(isRequiredNow(description, { documentType: "Other" })).toBe(true);
    // The field's own answer does not matter: the marker says whether a blank answer would be refused.
    expect(isRequiredNow(description, { documentType: "Other", description: "A warranty card" })).toBe(true);
  });

  it("always marks a plainly required field, and never one that disables required styling or has no required-type rule", () => {
    expect(isRequiredNow(withTypes("required"), {})).toBe(true);
    expect(isRequiredNow({ ...description, disableRequiredStyling: true }, { documentType: "Other" })).toBe(false);
    expect(isRequiredNow(withTypes("maxLength"), {})).toBe(false);
  });
});
