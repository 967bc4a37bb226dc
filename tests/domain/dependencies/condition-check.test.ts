import { describe, expect, it } from "vitest";
import { conditionMet } from "../../../domain/dependencies/condition-check.ts";
import type { DependencyCondition } from "../../../domain/dependencies/dependency.schema.ts";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import type { FieldValue } from "../../../domain/forms/field-value.ts";

const FILE = [{ name: "receipt.pdf", size: 10, type: "application/pdf" }];

const met = (condition: Omit<DependencyCondition, "field">, value: FieldValue): boolean =>
  conditionMet({ field: "other", ...condition }, value, "dependent");

describe("a dependency condition", () => {
  it.each<[FieldValue, boolean]>([
    ["Yes", true],
    ["  yes ", true],
    ["no", false],
    [null, false],
    [FILE, false]
  ])("with equals ['yes'] is met by %j: %s", (value, expected) => {
    expect(met({ equals: ["yes"] }, value)).toBe(expected);
  });

  it("compares loosely: 'true' equals true, '1' equals 1, 'null' equals null", () => {
    expect(met({ equals: [true] }, "TRUE")).toBe(true);
    expect(met({ equals: [1] }, "1.0")).toBe(true);
    expect(met({ equals: [null] }, "null")).toBe(true);
    expect(met({ equals: [false, 2] }, true)).toBe(false);
  });

  it("with an empty equals list is never met", () => {
    expect(met({ equals: [] }, "anything")).toBe(false);
  });

  it.each<[FieldValue, boolean]>([
    ["US", false],
    [" us", false],
    ["CA", true],
    [null, true]
  ])("with notEquals ['US'] is met by %j: %s", (value, expected) => {
    expect(met({ notEquals: ["US"] }, value)).toBe(expected);
  });

  it.each<[FieldValue, boolean, boolean]>([
    ["text", true, false],
    [0, true, false],
    [false, true, false],
    [FILE, true, false],
    [null, false, true],
    ["   ", false, true],
    [[], false, true]
  ])("with hasValue sees %j as filled in: %s", (value, filled, blank) => {
    expect(met({ hasValue: true }, value)).toBe(filled);
    expect(met({ hasValue: false }, value)).toBe(blank);
  });

  it.each<[string, FieldValue, boolean]>([
    ["^\\d{5}$", "12345", true],
    ["^\\d{5}$", "1234", false],
    ["\\d", "abc1", true],
    ["^$", null, true],
    ["^4\\d$", 42, true],
    ["^true$", true, true],
    [".*", FILE, false]
  ])("with matches %j is met by %j: %s", (pattern, value, expected) => {
    expect(met({ matches: pattern }, value)).toBe(expected);
  });

  it("without any test is met when the field has a value", () => {
    expect(met({}, "x")).toBe(true);
    expect(met({}, false)).toBe(true);
    expect(met({}, 0)).toBe(true);
    expect(met({}, null)).toBe(false);
    expect(met({}, " ")).toBe(false);
  });

  it("needs every test it gives to hold", () => {
    expect(met({ hasValue: true, notEquals: ["none"] }, "some")).toBe(true);
    expect(met({ hasValue: true, notEquals: ["none"] }, "none")).toBe(false);
    expect(met({ equals: ["a", "b"], matches: "^b" }, "a")).toBe(false);
    expect(met({ equals: ["a", "b"], matches: "^b" }, "b")).toBe(true);
  });

  it("refuses a regular expression that does not compile, naming the field and the pattern", () => {
    let thrown: unknown;
    try {
      met({ matches: "([a-z]" }, "abc");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigurationError);
    expect(thrown).toMatchObject({ reason: "invalidRegularExpression" });
    expect((thrown as Error).message).toBe(
      'The dependencies of field "dependent" use an invalid regular expression: the pattern /([a-z]/ does not compile (error parsing regexp: missing closing ): `([a-z]`).'
    );
  });

  it("refuses a bad regular expression even when another test already fails", () => {
    expect(() => met({ equals: ["x"], matches: "*" }, "y")).toThrow(ConfigurationError);
  });
});
