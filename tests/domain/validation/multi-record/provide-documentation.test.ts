import { describe, expect, it } from "vitest";
import { checkProvideDocumentation } from "../../../../domain/validation/multi-record/provide-documentation.ts";
import { documentRecord } from "./model-fixture.ts";

const path = ["documents"];

describe("checkProvideDocumentation", () => {
  it("reports a required list without a saved record", () => {
    expect(checkProvideDocumentation(path, [])).toEqual({ path, code: "provideDocumentation", params: {} });
  });

  it("accepts a list with one saved record or more", () => {
    expect(checkProvideDocumentation(path, [documentRecord("d1", "a.pdf")])).toBeNull();
    expect(checkProvideDocumentation(path, [documentRecord("d1", "a.pdf"), documentRecord("d2", "b.pdf")])).toBeNull();
  });
});
