import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { isMarkedRequired } from "../../../domain/validation/required-marker.ts";

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
