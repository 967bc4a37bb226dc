import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { Fields } from "../../../../domain/forms/field-value.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

const TYPE = "RequireOnePropertyToHaveAValue";
const rule = compile(TYPE, { fields: ["phone", "email"] });
const check = (fields: Fields): readonly string[] => codes(rule, null, { fields });

describe("RequireOnePropertyToHaveAValue", () => {
  it("is satisfied by one listed field with a value", () => {
    expect(check({ phone: null, email: "a@b.c" })).toEqual([]);
    expect(check({ phone: 0 })).toEqual([]);
    expect(check({ phone: false })).toEqual([]);
  });

  it("gives requireOnePropertyToHaveAValue when all are blank", () => {
    expect(check({ phone: "  ", email: null })).toEqual(["requireOnePropertyToHaveAValue"]);
    expect(check({ phone: [], email: "" })).toEqual(["requireOnePropertyToHaveAValue"]);
    expect(rule(contextFor(null))).toEqual([
      { path: ["model-1", "subject"], code: "requireOnePropertyToHaveAValue", params: {} }
    ]);
  });

  it("carries the server message", () => {
    expect(compile(TYPE, { fields: ["a"] }, "Give one.")(contextFor(null))[0]?.params).toEqual({ message: "Give one." });
  });

  it("is registered only under the API's spelling with a capital R", () => {
    expect(() => compile("requireOnePropertyToHaveAValue", { fields: ["a"] })).toThrow(ConfigurationError);
  });

  it("needs a non-empty list of field names", () => {
    expect(() => compile(TYPE, { fields: [] })).toThrow(ConfigurationError);
  });
});
