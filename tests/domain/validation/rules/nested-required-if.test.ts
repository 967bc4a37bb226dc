import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { Fields } from "../../../../domain/forms/field-value.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

const hasPet = { field: "hasPet", comparison: "equal", value: "Yes" };
const petNameBlank = { field: "petName", comparison: "nullOrEmpty" };
const notDog = { field: "species", comparison: "notEqual", value: "dog" };

const both = compile("nestedRequiredIf", { conditions: [hasPet, petNameBlank], operator: "And" });
const either = compile("nestedRequiredIf", { conditions: [hasPet, notDog], operator: "Or" });

const check = (rule: typeof both, fields: Fields, value: string | null = null): readonly string[] =>
  codes(rule, value, { fields });

describe("nestedRequiredIf with And", () => {
  it("requires the field when both comparisons hold", () => {
    expect(check(both, { hasPet: " yes ", petName: null })).toEqual(["conditionallyRequired"]);
    expect(check(both, { hasPet: "YES", petName: "   " })).toEqual(["conditionallyRequired"]);
    expect(check(both, { hasPet: "Yes" }, "\t")).toEqual(["conditionallyRequired"]);
  });

  it("does not when one of them fails", () => {
    expect(check(both, { hasPet: "No", petName: null })).toEqual([]);
    expect(check(both, { hasPet: "Yes", petName: "Rex" })).toEqual([]);
  });

  it("is satisfied by a value", () => {
    expect(check(both, { hasPet: "Yes", petName: null }, "x")).toEqual([]);
  });
});

describe("nestedRequiredIf with Or", () => {
  it("requires the field when either comparison holds", () => {
    expect(check(either, { hasPet: "yes", species: "dog" })).toEqual(["conditionallyRequired"]);
    expect(check(either, { hasPet: "no", species: "cat" })).toEqual(["conditionallyRequired"]);
    expect(check(either, { hasPet: "no" })).toEqual(["conditionallyRequired"]);
  });

  it("does not when neither holds", () => {
    expect(check(either, { hasPet: "no", species: " DOG " })).toEqual([]);
  });
});

describe("nestedRequiredIf comparisons", () => {
  it("compares loosely: numbers, booleans and null as they spell", () => {
    const rule = compile("nestedRequiredIf", {
      conditions: [
        { field: "count", comparison: "equal", value: 1 },
        { field: "flag", comparison: "equal", value: true }
      ],
      operator: "And"
    });
    expect(check(rule, { count: "1.0", flag: "True" })).toEqual(["conditionallyRequired"]);
    expect(check(rule, { count: "2", flag: "true" })).toEqual([]);
    expect(check(rule, { count: 1, flag: false })).toEqual([]);
  });

  it("gives the issue with the server message", () => {
    const rule = compile("nestedRequiredIf", { conditions: [hasPet, petNameBlank], operator: "And" }, "Tell us.");
    expect(rule(contextFor(null, { fields: { hasPet: "yes" } }))).toEqual([
      { path: ["model-1", "subject"], code: "conditionallyRequired", params: { message: "Tell us." } }
    ]);
  });
});

describe("nestedRequiredIf configuration", () => {
  it.each([
    ["one condition", { conditions: [hasPet], operator: "And" }],
    ["three conditions", { conditions: [hasPet, hasPet, hasPet], operator: "And" }],
    ["a lower-case operator", { conditions: [hasPet, notDog], operator: "and" }],
    ["no operator", { conditions: [hasPet, notDog] }],
    ["equal without a value", { conditions: [{ field: "a", comparison: "equal" }, notDog], operator: "Or" }],
    ["nullOrEmpty with a value", { conditions: [{ field: "a", comparison: "nullOrEmpty", value: 1 }, notDog], operator: "Or" }],
    ["an unknown comparison", { conditions: [{ field: "a", comparison: "greaterThan", value: 1 }, notDog], operator: "Or" }]
  ])("refuses %s", (_name, params) => {
    expect(() => compile("nestedRequiredIf", params)).toThrow(ConfigurationError);
  });

  it("says which comparison lacks or wrongly has a value", () => {
    expect(() => compile("nestedRequiredIf", { conditions: [notDog, { field: "a", comparison: "notEqual" }], operator: "Or" })).toThrow(
      'Field "subject", validation "nestedRequiredIf": invalid params: params.conditions[1]: notEqual needs a value'
    );
    expect(() =>
      compile("nestedRequiredIf", { conditions: [{ field: "a", comparison: "nullOrEmpty", value: null }, notDog], operator: "Or" })
    ).toThrow("params.conditions[0]: nullOrEmpty takes no value");
  });

  it("takes null as a value to compare with", () => {
    const rule = compile("nestedRequiredIf", {
      conditions: [{ field: "a", comparison: "equal", value: null }, petNameBlank],
      operator: "And"
    });
    expect(check(rule, { a: "NULL" })).toEqual(["conditionallyRequired"]);
    expect(check(rule, { a: "x" })).toEqual([]);
  });
});
