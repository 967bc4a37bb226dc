import { describe, expect, it } from "vitest";
import { thrownBy } from "../../../support/thrown-by.ts";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { FieldValue } from "../../../../domain/forms/field-value.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

const TYPE = "requiredIfOtherPropertyMatchesRegex";
const northAmerica = compile(TYPE, { field: "country", pattern: "^(US|CA)$" });
const check = (rule: typeof northAmerica, other: FieldValue, value: FieldValue = null): readonly string[] =>
  codes(rule, value, { fields: { country: other } });

describe("requiredIfOtherPropertyMatchesRegex", () => {
  it("requires the field when the other field matches", () => {
    expect(check(northAmerica, "US")).toEqual(["conditionallyRequired"]);
    expect(check(northAmerica, "CA", "   ")).toEqual(["conditionallyRequired"]);
  });

  it("does not when it does not match, or when the field has a value", () => {
    expect(check(northAmerica, "MX")).toEqual([]);
    expect(check(northAmerica, "USA")).toEqual([]);
    expect(check(northAmerica, "US", "90210")).toEqual([]);
  });

  it("matches anywhere unless the pattern anchors itself", () => {
    const loose = compile(TYPE, { field: "country", pattern: "US" });
    expect(check(loose, "AUS")).toEqual(["conditionallyRequired"]);
  });

  it("tests a blank other field as empty text, and values as they are written", () => {
    expect(check(compile(TYPE, { field: "country", pattern: "^$" }), null)).toEqual(["conditionallyRequired"]);
    expect(check(compile(TYPE, { field: "country", pattern: "^true$" }), true)).toEqual(["conditionallyRequired"]);
    expect(check(compile(TYPE, { field: "country", pattern: "^4\\d$" }), 42)).toEqual(["conditionallyRequired"]);
    expect(check(compile(TYPE, { field: "country", pattern: "" }), [])).toEqual([]);
  });

  it("carries the server message", () => {
    const rule = compile(TYPE, { field: "country", pattern: "US" }, "State is required in the US.");
    expect(rule(contextFor(null, { fields: { country: "US" } }))[0]?.params).toEqual({ message: "State is required in the US." });
  });

  it("refuses a pattern that does not compile, naming field, type and pattern", () => {
    const error = thrownBy(() => compile(TYPE, { field: "country", pattern: "([A-Z]" }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).reason).toBe("invalidRegularExpression");
    expect((error as ConfigurationError).message).toMatch(
      /^Field "subject", validation "requiredIfOtherPropertyMatchesRegex": the pattern \/\(\[A-Z\]\/ does not compile/
    );
  });

  it("needs a field and a pattern", () => {
    expect(() => compile(TYPE, { pattern: "x" })).toThrow(ConfigurationError);
    expect(() => compile(TYPE, { field: "country" })).toThrow(ConfigurationError);
  });
});
