import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { describeModelConfigProblem, type ModelConfigError } from "../../../domain/forms/model-config-error.ts";
import { decodeModelConfig } from "../../../domain/forms/model-config.schema.ts";
import { modelConfigFixture } from "../../support/model-config-fixture.ts";

const failureOf = (input: unknown): ModelConfigError => {
  const result = decodeModelConfig(input);
  if (Result.isSuccess(result)) throw new Error("expected the configuration to be refused");
  return result.failure;
};

describe("decodeModelConfig", () => {
  it("decodes a configuration of every part of section 3", () => {
    const result = decodeModelConfig(modelConfigFixture());
    expect(Result.isSuccess(result)).toBe(true);
    const items = Result.getOrThrow(result);
    expect(items.map((item) => item.metadata.dtoMapping)).toEqual([
      "credentials",
      "claimantInfo",
      "DocumentContexts",
      "claimTransactions",
      "signature"
    ]);
    expect(items[0]?.fields[0]).toEqual({ key: "noticeId", label: "Notice ID", validations: [{ type: "required" }] });
  });

  it("keeps option lists, input groups and dependencies", () => {
    const input = [
      {
        metadataHash: "h",
        metadata: { dtoMapping: "claimDetails" },
        fields: [
          {
            key: "units",
            options: [{ value: "1", label: "One" }],
            inputGroup: { prependedText: "$", appendedText: "USD" },
            dependencies: { conditions: [{ field: "hasUnits", equals: [true] }], disableInsteadOfHide: true }
          }
        ]
      }
    ];
    const field = Result.getOrThrow(decodeModelConfig(input))[0]?.fields[0];
    expect(field?.options).toEqual([{ value: "1", label: "One" }]);
    expect(field?.inputGroup).toEqual({ prependedText: "$", appendedText: "USD" });
    expect(field?.dependencies?.disableInsteadOfHide).toBe(true);
  });

  it("names the item, the field and the problem of a field that does not decode", () => {
    const input = modelConfigFixture();
    input[1]!.fields[0]!["label"] = 42;
    const error = failureOf(input);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatchObject({ item: 1, dtoMapping: "claimantInfo", field: "firstName", path: "label" });
    expect(error.problems[0]?.problem).toContain("Expected string");
    expect(error.message).toContain('item 1 (claimantInfo), field "firstName" at label: Expected string');
  });

  it("names a nested validation problem by its path inside the field", () => {
    const input = modelConfigFixture();
    input[0]!.fields[0]!.validations = [{ type: "" }];
    const [problem] = failureOf(input).problems;
    expect(problem).toMatchObject({ item: 0, dtoMapping: "credentials", field: "noticeId", path: "validations[0].type" });
  });

  it("reports every problem at once", () => {
    const input = modelConfigFixture();
    input[0]!.metadataHash = null;
    input[2]!.fields = [];
    const problems = failureOf(input).problems;
    expect(problems.map((p) => [p.item, p.path])).toEqual([
      [0, "metadataHash"],
      [2, "fields"]
    ]);
    expect(problems[1]?.problem).toBe("an item needs at least one field");
  });

  it("says 'dtoMapping missing from remoteConfig metadata' for an item without one", () => {
    const input = modelConfigFixture();
    input[4]!.metadata = {};
    const [problem] = failureOf(input).problems;
    expect(problem).toMatchObject({ item: 4, dtoMapping: null, field: null, path: "metadata" });
    expect(problem?.problem).toBe("dtoMapping missing from remoteConfig metadata");
  });

  it("refuses an unknown dtoMapping and a field key given twice", () => {
    const input = modelConfigFixture();
    input[0]!.metadata = { dtoMapping: "Credentials" };
    input[1]!.fields.push({ key: "firstName" });
    const problems = failureOf(input).problems.map(describeModelConfigProblem);
    expect(problems).toEqual([
      'item 0 (Credentials) at metadata.dtoMapping: unknown dtoMapping "Credentials"',
      'item 1 (claimantInfo), field "firstName" at key: the same field key appears twice in the item'
    ]);
  });

  it("refuses input that is not a list, naming no item", () => {
    const [problem] = failureOf({ models: [] }).problems;
    expect(problem).toMatchObject({ item: -1, field: null });
    expect(describeModelConfigProblem(problem!)).toMatch(/^item -1: Expected array/);
  });

  it("names a field without a readable key by its position", () => {
    const input = modelConfigFixture();
    input[1]!.fields[1] = { key: 7 };
    const [problem] = failureOf(input).problems;
    expect(problem).toMatchObject({ item: 1, field: "#1", path: "key" });
  });
});
