import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

describe.each(["required", "requiredOnClientOnly"])("%s", (type) => {
  const rule = compile(type);

  it("gives required for blank values", () => {
    for (const value of [null, "", "   ", "\t\n", []]) expect(codes(rule, value)).toEqual(["required"]);
    expect(rule(contextFor(null))).toEqual([{ path: ["model-1", "subject"], code: "required", params: {} }]);
  });

  it("takes false, 0 and a chosen file as values", () => {
    for (const value of ["x", " x ", false, 0, [{ name: "a.pdf", size: 1, type: "application/pdf" }]]) {
      expect(codes(rule, value)).toEqual([]);
    }
  });

  it("carries the server message", () => {
    expect(compile(type, undefined, "Please answer.")(contextFor(""))[0]?.params).toEqual({ message: "Please answer." });
  });

  it("takes no params", () => {
    expect(() => compile(type, { strict: true })).toThrow(ConfigurationError);
  });
});
