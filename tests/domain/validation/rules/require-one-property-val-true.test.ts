import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { Fields } from "../../../../domain/forms/field-value.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

const rule = compile("requireOnePropertyValTrue", { fields: ["byMail", "byEmail"] });
const check = (fields: Fields): readonly string[] => codes(rule, null, { fields });

describe("requireOnePropertyValTrue", () => {
  it("is satisfied by one listed field that is true, loosely", () => {
    expect(check({ byMail: false, byEmail: true })).toEqual([]);
    expect(check({ byMail: "True", byEmail: false })).toEqual([]);
    expect(check({ byMail: " TRUE ", byEmail: null })).toEqual([]);
  });

  it("gives requireOnePropertyValTrue when none is", () => {
    expect(check({ byMail: false, byEmail: "false" })).toEqual(["requireOnePropertyValTrue"]);
    expect(check({ byMail: "yes", byEmail: 1 })).toEqual(["requireOnePropertyValTrue"]);
    expect(check({})).toEqual(["requireOnePropertyValTrue"]);
    expect(rule(contextFor(null))).toEqual([
      { path: ["model-1", "subject"], code: "requireOnePropertyValTrue", params: {} }
    ]);
  });

  it("carries the server message", () => {
    const withMessage = compile("requireOnePropertyValTrue", { fields: ["a"] }, "Choose one.");
    expect(withMessage(contextFor(null))[0]?.params).toEqual({ message: "Choose one." });
  });

  it("needs a non-empty list of field names", () => {
    for (const params of [{}, { fields: [] }, { fields: "a,b" }, { fields: [""] }]) {
      expect(() => compile("requireOnePropertyValTrue", params)).toThrow(ConfigurationError);
    }
  });
});
