// The client-side format validators placed by configuration: each validation type judges through the rule
// registry exactly as its client validator does, lets blank values pass, carries a server message, and
// refuses params it does not take; numericBetween needs finite bounds with min <= max.
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

describe("the format validation types", () => {
  it.each([
    ["email", ["name@example.com", " ada.lovelace+claims@mail.example.org "], ["name@", "a@b", "two@@example.com", "a b@example.com", true]],
    ["url", ["https://example.com/claims?id=1", "http://192.168.0.1:8080"], ["example.com", "ftp://example.com", "https://user@evil.example"]],
    ["alphabetic", ["Lovelace", "Peña", "Müller"], ["Ada 2", "O'Brien", "R2D2"]],
    ["alphanumeric", ["R2D2", "Peña7"], ["R2-D2", "a b"]],
    ["decimal", ["12", "-0.5", ".25", 3.75], ["1,000", "1e3", "12."]],
    ["integer", ["12", "-3", 42], ["1.0", "+3", "1e3", 2.5]]
  ] as const)("%s passes what its validator passes, and refuses the rest with its own code", (type, good, bad) => {
    const rule = compile(type, {});
    for (const value of good) expect(codes(rule, value), String(value)).toEqual([]);
    for (const value of bad) expect(codes(rule, value), String(value)).toEqual([type]);
    expect(codes(rule, null)).toEqual([]);
    expect(codes(rule, "   ")).toEqual([]);
  });

  it("carries the configured message, and refuses params where it takes none", () => {
    const rule = compile("integer", {}, "Years are whole numbers");
    expect(rule(contextFor("2.5"))).toEqual([{ path: ["model-1", "subject"], code: "integer", params: { message: "Years are whole numbers" } }]);
    expect(() => compile("email", { strict: true })).toThrow(ConfigurationError);
  });

  it("numericBetween takes min and max, both included, and names them in its issue", () => {
    const rule = compile("numericBetween", { min: 1, max: 20 });
    expect(codes(rule, "1")).toEqual([]);
    expect(codes(rule, 20)).toEqual([]);
    expect(rule(contextFor("21"))).toEqual([{ path: ["model-1", "subject"], code: "numericBetween", params: { min: 1, max: 20 } }]);
    expect(codes(rule, "many")).toEqual(["numericBetween"]);
    expect(codes(rule, "")).toEqual([]);
    for (const params of [{}, { min: 1 }, { min: 5, max: 1 }, { min: "1", max: 2 }, { min: 1, max: 2, step: 1 }]) {
      expect(() => compile("numericBetween", params), JSON.stringify(params)).toThrow(ConfigurationError);
    }
  });
});
