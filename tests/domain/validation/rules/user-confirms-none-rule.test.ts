// userConfirmsNone placed by configuration: while the named record list holds no saved record the field must
// confirm there is none (a ticked box), and one saved record of that list (not of another) lifts it; it
// takes exactly one non-empty list name.
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { FieldConfig } from "../../../../domain/forms/field-config.schema.ts";
import type { FormModel } from "../../../../domain/forms/form-model.ts";
import { validateModel } from "../../../../domain/validation/model-validation.ts";
import { codes, compile, NOON_IN_LA } from "./rule-kit.ts";

describe("userConfirmsNone through the rule registry", () => {
  it("asks for the confirmation while the list is empty, and not once it holds a record", () => {
    const rule = compile("userConfirmsNone", { list: "docs" });
    for (const value of [null, false, "false", ""]) expect(codes(rule, value), String(value)).toEqual(["userConfirmsNone"]);
    expect(codes(rule, true)).toEqual([]);
    expect(codes(rule, null, { savedRecords: { docs: 1 } })).toEqual([]);
    // A record of another list does not count.
    expect(codes(rule, null, { savedRecords: { repairs: 2 } })).toEqual(["userConfirmsNone"]);
  });

  it("takes one non-empty list name", () => {
    for (const params of [{}, { list: "" }, { list: 3 }, { list: "docs", other: true }]) {
      expect(() => compile("userConfirmsNone", params), JSON.stringify(params)).toThrow(ConfigurationError);
    }
  });
});

describe("userConfirmsNone in a model's validation", () => {
  const field: FieldConfig = { key: "noDocuments", control: "checkbox", validations: [{ type: "userConfirmsNone", params: { list: "docs-template" } }] };
  const model = (clientId: string, metadataHash: string, fields: FormModel["fields"]): FormModel => ({
    clientId,
    id: null,
    metadata: { dtoMapping: metadataHash === "docs-template" ? "documentContexts" : "prepopulatedData" },
    metadataHash,
    fields,
    fieldStates: {}
  });
  const confirmation = model("none-1", "none-template", { noDocuments: false });

  it("counts the claim's saved records of the named template", () => {
    const judged = (saved: readonly FormModel[]) =>
      validateModel(confirmation, [field], { now: NOON_IN_LA, characterWhitelist: null, saved }).issues.map((found) => found.code);
    expect(judged([confirmation])).toEqual(["userConfirmsNone"]);
    expect(judged([confirmation, model("doc-1", "docs-template", { name: "receipt.pdf" })])).toEqual([]);
  });
});
