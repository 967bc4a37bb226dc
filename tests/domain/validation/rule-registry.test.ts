import { describe, expect, it } from "vitest";
import { thrownBy } from "../../support/thrown-by.ts";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import { DATE_RULE_TYPES, needsDateRules } from "../../../domain/validation/date-rule-types.ts";
import { DATE_RULE_ADAPTERS } from "../../../domain/validation/date-rules.ts";
import { PLAIN_RULE_ADAPTERS } from "../../../domain/validation/plain-rules.ts";
import { RULE_ADAPTERS, compileFieldRules, compileValidation } from "../../../domain/validation/rule-registry.ts";
import { codes, compile, config, contextFor, field } from "./rules/rule-kit.ts";

/** A valid config for every API type, whether it is a required-type rule, and a value it refuses. */
const EVERY_TYPE: readonly (readonly [string, Record<string, unknown> | undefined, boolean, FieldValue])[] = [
  ["range", { min: 1, max: 2 }, false, "3"],
  ["characterSetRestriction", undefined, false, "y"],
  ["endDate", { field: "start" }, false, "1/1/2000"],
  ["maxLength", { max: 0 }, false, "y"],
  ["nestedRequiredIf", { conditions: [{ field: "a", comparison: "nullOrEmpty" }, { field: "b", comparison: "nullOrEmpty" }], operator: "And" }, true, null],
  ["requiredIf", { field: "a", value: null }, true, null],
  ["requiredIfOtherPropertyMatchesRegex", { field: "a", pattern: "^$" }, true, null],
  ["preventFutureDate", { inclusive: true }, false, "1/1/2100"],
  ["preventFutureShortDate", {}, false, "1/1/2100"],
  ["regularExpression", { pattern: "x" }, false, "y"],
  ["required", undefined, true, null],
  ["requiredOnClientOnly", undefined, true, null],
  ["requireOnePropertyValTrue", { fields: ["a"] }, true, null],
  ["RequireOnePropertyToHaveAValue", { fields: ["a"] }, true, null],
  ["validDate", { formats: "MM/dd/yyyy" }, false, "y"],
  ["email", undefined, false, "y"],
  ["url", undefined, false, "y"],
  ["alphabetic", undefined, false, "7"],
  ["alphanumeric", undefined, false, "-"],
  ["decimal", undefined, false, "y"],
  ["integer", undefined, false, "1.5"],
  ["numericBetween", { min: 1, max: 2 }, false, "3"],
  ["userConfirmsNone", { list: "docs" }, true, null]
];

describe("the rule registry", () => {
  it("registers exactly the API validation types of the spec, and its client-side format validators", () => {
    expect([...RULE_ADAPTERS.keys()].sort()).toEqual(EVERY_TYPE.map(([type]) => type).sort());
  });

  it("is the plain rules and the date rules, apart, and the date rules are those date-rule-types.ts names", () => {
    const plain = PLAIN_RULE_ADAPTERS.map((adapter) => adapter.type);
    const dates = DATE_RULE_ADAPTERS.map((adapter) => adapter.type);
    expect([...plain, ...dates].sort()).toEqual([...RULE_ADAPTERS.keys()].sort());
    expect(plain.filter((type) => dates.includes(type))).toEqual([]);
    expect(new Set(dates)).toEqual(DATE_RULE_TYPES);
  });

  it("says a field needs the date rules when it has a date picker or a rule among them", () => {
    for (const type of DATE_RULE_TYPES) expect(needsDateRules({ key: "a", validations: [{ type: "required" }, { type }] }), type).toBe(true);
    expect(needsDateRules({ key: "a", control: "date", datePicker: {} })).toBe(true);
    expect(needsDateRules({ key: "a", control: "date", validations: [{ type: "required" }] })).toBe(false);
    expect(needsDateRules({ key: "a", validations: PLAIN_RULE_ADAPTERS.map((adapter) => ({ type: adapter.type })) })).toBe(false);
    expect(needsDateRules({ key: "a" })).toBe(false);
  });

  it("refuses an unknown type, naming it and the field", () => {
    const error = thrownBy(() => compileValidation(config("mustBeNice"), { key: "firstName" }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).reason).toBe("unknownValidationType");
    expect((error as ConfigurationError).message).toBe('Field "firstName": unknown validation type "mustBeNice"');
  });

  it("matches types exactly as the API spells them", () => {
    expect(() => compile("Required")).toThrow(ConfigurationError);
    expect(() => compile("maxlength", { max: 1 })).toThrow(ConfigurationError);
  });

  it("names field, type and problem for bad params", () => {
    const error = thrownBy(() => compileValidation(config("maxLength", { max: "ten" }), { key: "city" }));
    expect((error as ConfigurationError).reason).toBe("invalidValidationConfig");
    expect((error as ConfigurationError).message).toMatch(/^Field "city", validation "maxLength": invalid params: params\.max: /);
  });

  describe.each(EVERY_TYPE)("%s", (type, params, judgesBlank, refused) => {
    const rule = compile(type, params, "Server says no.");
    const blank = (value: FieldValue): readonly string[] => codes(rule, value, { characterWhitelist: "" });

    if (judgesBlank) {
      it("judges blank values", () => {
        for (const value of [null, "", "  \t"]) expect(blank(value)).toHaveLength(1);
      });
    } else {
      it("lets blank values pass", () => {
        for (const value of [null, "", "  \t", []]) expect(blank(value)).toEqual([]);
      });
    }

    it("adds the server message to its issues", () => {
      const issues = rule(contextFor(refused, { characterWhitelist: "x", fields: { start: "1/1/2001" } }));
      expect(issues.length).toBeGreaterThan(0);
      for (const found of issues) expect(found.params.message).toBe("Server says no.");
    });
  });
});

describe("compileFieldRules", () => {
  it("compiles every configured rule in order", () => {
    const rules = compileFieldRules(field(config("required"), config("maxLength", { max: 2 })));
    expect(rules).toHaveLength(2);
    expect(rules.map((rule) => rule(contextFor(null)).map((found) => found.code))).toEqual([["required"], []]);
    expect(rules.map((rule) => rule(contextFor("abc")).map((found) => found.code))).toEqual([[], ["maxLength"]]);
  });

  it("gives no rules for a field without validations", () => {
    expect(compileFieldRules({ key: "plain" })).toEqual([]);
    expect(compileFieldRules({ key: "plain", validations: [] })).toEqual([]);
  });

  it("stops at the first rule that cannot be compiled", () => {
    expect(() => compileFieldRules(field(config("required"), config("regularExpression", { pattern: "[" })))).toThrow(
      /validation "regularExpression": the pattern \/\[\/ does not compile/
    );
  });
});
