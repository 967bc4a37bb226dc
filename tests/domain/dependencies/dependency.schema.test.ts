import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { FieldDependencies } from "../../../domain/dependencies/dependency.schema.ts";

const decode = Schema.decodeUnknownResult(FieldDependencies);

describe("the dependency configuration", () => {
  it("decodes every option", () => {
    const input = {
      conditions: [
        { field: "country", model: "claimantInfo", equals: ["US", null], maskName: "ZIP_CODE" },
        { field: "state", notEquals: [1, true], hasValue: true, matches: "^[A-Z]{2}$" }
      ],
      match: "any",
      disableInsteadOfHide: true,
      resetWhenFulfilled: true,
      resetValue: false,
      breakInheritance: true
    };
    expect(Result.getOrThrow(decode(input))).toEqual(input);
  });

  it.each([
    ["no conditions", { conditions: [] }],
    ["a condition without a field", { conditions: [{ equals: ["x"] }] }],
    ["an empty field key", { conditions: [{ field: "" }] }],
    ["a model that is no dtoMapping", { conditions: [{ field: "x", model: "vehicles" }] }],
    ["an unknown match", { conditions: [{ field: "x" }], match: "some" }],
    ["a list as reset value", { conditions: [{ field: "x" }], resetValue: [] }],
    ["an object to compare with", { conditions: [{ field: "x", equals: [{}] }] }]
  ])("refuses %s", (_, input) => {
    expect(Result.isFailure(decode(input))).toBe(true);
  });
});
