import { describe, expect, it } from "vitest";
import { thrownBy } from "../../support/thrown-by.ts";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { ConfigValidationState } from "../../../domain/validation/config-validation-state.ts";
import { issue } from "../../../domain/validation/validation-issue.ts";
import { config, contextFor, field } from "./rules/rule-kit.ts";

describe("ConfigValidationState", () => {
  it("refuses to hold no validation function, with the spec's message", () => {
    const error = thrownBy(() => new ConfigValidationState([]));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).reason).toBe("noValidationFunctions");
    expect((error as ConfigurationError).message).toBe("No validation functions added to ConfigValidationState.validations");
  });

  it("returns every issue of every rule, in order", () => {
    const state = new ConfigValidationState([
      (context) => [issue(context.path, "required")],
      () => [],
      (context) => [issue(context.path, "maxLength", { max: 1 }), issue(context.path, "validDate")]
    ]);
    expect(state.validate(contextFor("x")).map((found) => found.code)).toEqual(["required", "maxLength", "validDate"]);
  });

  it("compiles a field's configured rules", () => {
    const state = ConfigValidationState.forField(
      field(config("regularExpression", { pattern: "[0-9]+" }), config("maxLength", { max: 3 }))
    );
    expect(state?.validations).toHaveLength(2);
    expect(state?.validate(contextFor("abcd")).map((found) => found.code)).toEqual(["regexInvalidValue", "maxLength"]);
    expect(state?.validate(contextFor("123"))).toEqual([]);
  });

  it("is null for a field without validations", () => {
    expect(ConfigValidationState.forField({ key: "plain" })).toBeNull();
    expect(ConfigValidationState.forField({ key: "plain", validations: [] })).toBeNull();
  });

  it("passes configuration errors on", () => {
    expect(() => ConfigValidationState.forField(field(config("nope")))).toThrow(ConfigurationError);
  });
});
