import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

describe("maxLength", () => {
  const rule = compile("maxLength", { max: 5 });

  it("allows up to max characters", () => {
    expect(codes(rule, "abcde")).toEqual([]);
    expect(codes(rule, "abc")).toEqual([]);
  });

  it("gives maxLength with max beyond it", () => {
    expect(rule(contextFor("abcdef"))).toEqual([{ path: ["model-1", "subject"], code: "maxLength", params: { max: 5 } }]);
    expect(codes(rule, 123456)).toEqual(["maxLength"]);
  });

  it("counts as the client validator and the browser do (UTF-16 units: an emoji is two)", () => {
    expect(codes(rule, "😀😀")).toEqual([]);
    expect(codes(rule, "😀😀😀")).toEqual(["maxLength"]);
    expect(codes(rule, "abcde")).toEqual([]);
  });

  it("has nothing to count in a file list", () => {
    expect(codes(compile("maxLength", { max: 0 }), [{ name: "long-name.pdf", size: 1, type: "application/pdf" }])).toEqual([]);
  });

  it("lets blank values pass", () => {
    expect(codes(compile("maxLength", { max: 0 }), "   ")).toEqual([]);
    expect(codes(compile("maxLength", { max: 0 }), "a")).toEqual(["maxLength"]);
  });

  it("needs a non-negative whole max", () => {
    for (const params of [{}, { max: -1 }, { max: 2.5 }, { max: "5" }]) {
      expect(() => compile("maxLength", params)).toThrow(ConfigurationError);
    }
  });
});
