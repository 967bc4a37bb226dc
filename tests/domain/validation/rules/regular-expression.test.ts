import { describe, expect, it } from "vitest";
import { thrownBy } from "../../../support/thrown-by.ts";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

describe("regularExpression", () => {
  const zip = compile("regularExpression", { pattern: "[0-9]{5}" });

  it("lets values that match as a whole through", () => {
    expect(codes(zip, "12345")).toEqual([]);
    expect(codes(zip, 12345)).toEqual([]);
  });

  it("gives regexInvalidValue when the whole value does not match", () => {
    expect(zip(contextFor("1234"))).toEqual([{ path: ["model-1", "subject"], code: "regexInvalidValue", params: {} }]);
    expect(codes(zip, "123456")).toEqual(["regexInvalidValue"]);
    expect(codes(zip, "a12345")).toEqual(["regexInvalidValue"]);
  });

  it("anchors alternations as a whole", () => {
    const pet = compile("regularExpression", { pattern: "cat|dog" });
    expect(codes(pet, "dog")).toEqual([]);
    expect(codes(pet, "catdog")).toEqual(["regexInvalidValue"]);
    expect(codes(pet, "hotdog")).toEqual(["regexInvalidValue"]);
  });

  it("keeps patterns that anchor themselves working", () => {
    expect(codes(compile("regularExpression", { pattern: "^[A-Z]+$" }), "ABC")).toEqual([]);
  });

  it("lets blank values pass", () => {
    expect(codes(zip, "")).toEqual([]);
    expect(codes(zip, " \t ")).toEqual([]);
  });

  it("carries the server message", () => {
    expect(compile("regularExpression", { pattern: "x" }, "Only x.")(contextFor("y"))[0]?.params).toEqual({ message: "Only x." });
  });

  it("refuses a pattern that does not compile, at compile time", () => {
    const error = thrownBy(() => compile("regularExpression", { pattern: "(unclosed" }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).reason).toBe("invalidRegularExpression");
    expect((error as ConfigurationError).message).toContain('Field "subject", validation "regularExpression": the pattern /(unclosed/');
    expect(() => compile("regularExpression", { pattern: "a{2,1}" })).toThrow(ConfigurationError);
  });

  it("needs a pattern", () => {
    const error = thrownBy(() => compile("regularExpression"));
    expect((error as ConfigurationError).reason).toBe("invalidValidationConfig");
  });
});
