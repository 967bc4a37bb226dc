import { describe, expect, it } from "vitest";
import { conditionallyRequired } from "../../../../domain/validation/client/conditionally-required.ts";

const path = ["claimant", "spouseName"];

describe("conditionallyRequired", () => {
  it("reports a blank value while the condition holds", () => {
    expect(conditionallyRequired(path, true)(" ")).toEqual({ path, code: "conditionallyRequired", params: {} });
    expect(conditionallyRequired(path, true)(null)?.code).toBe("conditionallyRequired");
  });

  it("accepts a filled-in value while the condition holds", () => {
    expect(conditionallyRequired(path, true)("Sam")).toBeNull();
  });

  it("accepts a blank value while the condition does not hold", () => {
    expect(conditionallyRequired(path, false)(null)).toBeNull();
    expect(conditionallyRequired(path, false)("")).toBeNull();
  });
});
