import { describe, expect, it } from "vitest";
import { editField } from "../../../domain/forms/field-editing.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { validateModel } from "../../../domain/validation/model-validation.ts";
import { validatePage } from "../../../domain/validation/page-validation.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const NOW = Date.parse("2026-11-21T12:00:00Z");

const claimantConfig: ModelConfigItem = {
  metadataHash: "hash-claimantInfo",
  metadata: { dtoMapping: "claimantInfo", page: "ClaimantInfo" },
  fields: [
    { key: "firstName", validations: [{ type: "required" }, { type: "maxLength", params: { max: 5 } }] },
    { key: "hasPhone", control: "checkbox" },
    {
      key: "phone",
      validations: [{ type: "required" }],
      dependencies: { conditions: [{ field: "hasPhone", equals: [true] }] }
    },
    { key: "nickname" }
  ]
};
const documentTemplate: ModelConfigItem = {
  metadataHash: "hash-documents",
  metadata: { dtoMapping: "DocumentContexts", page: "SupportingDocuments", required: "True", minRecords: "2" },
  fields: [{ key: "file", control: "file" }, { key: "name" }]
};
const config = [claimantConfig, documentTemplate];
const claimant = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { firstName: null, hasPhone: false, phone: null, nickname: null }, {
  metadata: { dtoMapping: "claimantInfo", page: "claimantInfo" }
});
const context = { now: NOW, characterWhitelist: null, saved: [claimant] };

describe("validateModel", () => {
  it("runs the rules of shown fields and skips those a dependency hides", () => {
    const { issues, dependencies } = validateModel(claimant, claimantConfig.fields, context);
    expect(issues.map((found) => [found.path, found.code])).toEqual([[["claimantInfo_aaaaaaaa", "firstName"], "required"]]);
    expect(dependencies["phone"]?.visible).toBe(false);
  });

  it("judges a field once its dependency is met", () => {
    const withPhone = editField(claimant, "hasPhone", true);
    const codes = validateModel(withPhone, claimantConfig.fields, context).issues.map((found) => found.path[1]);
    expect(codes).toEqual(["firstName", "phone"]);
  });

  it("validates one field when asked", () => {
    const long = editField(claimant, "firstName", "Adelaide");
    expect(validateModel(long, claimantConfig.fields, context, "firstName").issues.map((found) => found.code)).toEqual(["maxLength"]);
    expect(validateModel(long, claimantConfig.fields, context, "nickname").issues).toEqual([]);
  });
});

describe("validatePage", () => {
  it("validates the page's models and touches every field", () => {
    const result = validatePage({ models: modelSet([claimant]), config, formType: "Standard", page: "claimantInfo", now: NOW, characterWhitelist: null });
    expect(result.issues.map((found) => found.code)).toEqual(["required"]);
    expect(result.touched).toHaveLength(1);
    expect(Object.values(result.touched[0]!.fieldStates).every((state) => state.touched)).toBe(true);
  });

  it("passes a page whose answers are valid", () => {
    const filled = editField(claimant, "firstName", "Ada");
    const result = validatePage({ models: modelSet([filled]), config, formType: "Standard", page: "claimantInfo", now: NOW, characterWhitelist: null });
    expect(result.issues).toEqual([]);
  });

  it("applies the record-list rules of the page's templates", () => {
    const page = { config, formType: "Standard", page: "supportingDocuments", now: NOW, characterWhitelist: null };
    const none = validatePage({ ...page, models: modelSet([claimant]) });
    expect(none.issues.map((found) => found.code)).toEqual(["provideDocumentation", "minInstances"]);
    const saved = formModel("documentContexts_bbbbbbbb", "documentContexts", { file: null, name: "a.pdf" }, { metadataHash: "hash-documents" });
    const draft = editField(formModel("DocumentContexts_cccccccc", "DocumentContexts", { file: null, name: null }, { metadataHash: "hash-documents" }), "name", "b.pdf");
    const oneAndADraft = validatePage({ ...page, models: modelSet([claimant, saved], [draft]) });
    expect(oneAndADraft.issues.map((found) => [found.code, found.params])).toEqual([
      ["minInstances", { min: 2, count: 1 }],
      ["formIsDirty", {}]
    ]);
  });

  it("has nothing to say about a page without models", () => {
    const result = validatePage({ models: modelSet([claimant]), config, formType: "Standard", page: "claimSummary", now: NOW, characterWhitelist: null });
    expect(result).toEqual({ issues: [], touched: [] });
  });
});
