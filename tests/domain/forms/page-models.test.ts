import { describe, expect, it } from "vitest";
import { configOfModel, isOnPage, modelsOfForm, modelsOnPage, pageKey, START_PAGE } from "../../../domain/forms/page-models.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const credentials = formModel("credentials_aaaaaaaa", "credentials", { noticeId: null });
const claimant = formModel("claimantInfo_bbbbbbbb", "claimantInfo", { firstName: null }, { metadata: { dtoMapping: "claimantInfo", page: "claimantInfo" } });
const vehicle = formModel("claimDetails_cccccccc", "claimDetails", { vin: null }, {
  metadata: { dtoMapping: "claimDetails", page: "claimDetails", formType: "automotive" }
});

describe("which models a page edits", () => {
  it("names pages by their last path segment, and the first page 'start'", () => {
    expect(pageKey("/standard", "/standard")).toBe(START_PAGE);
    expect(pageKey("/standard/claimant-info", "/standard")).toBe("claimantInfo");
    expect(pageKey("/documents-upload/supporting-documents", "/documents-upload")).toBe("supportingDocuments");
    expect(pageKey("/", "/standard")).toBe(START_PAGE);
  });

  it("puts credentials on the start page unless configured elsewhere", () => {
    expect(isOnPage(credentials.metadata, "Standard", START_PAGE)).toBe(true);
    expect(isOnPage({ dtoMapping: "credentials", page: "claimDetails" }, "Standard", START_PAGE)).toBe(false);
    expect(isOnPage({ dtoMapping: "signature" }, "Standard", "claimSummary")).toBe(false);
  });

  it("keeps a model to its form type when the metadata names one", () => {
    const all = [credentials, claimant, vehicle];
    expect(modelsOnPage(all, "Standard", "claimantInfo")).toEqual([claimant]);
    expect(modelsOnPage(all, "Standard", "claimDetails")).toEqual([]);
    expect(modelsOnPage(all, "Automotive", "claimDetails")).toEqual([vehicle]);
    expect(modelsOnPage(all, "DocumentsUpload", START_PAGE)).toEqual([credentials]);
  });

  it("gives a form type the models it files", () => {
    const draft = formModel("claimTransactions_dddddddd", "claimTransactions", { amount: 1 }, {
      metadata: { dtoMapping: "claimTransactions", formType: "automotive" }
    });
    expect(modelsOfForm({ saved: [credentials, claimant, vehicle], drafts: [draft] }, "Standard")).toEqual({
      saved: [credentials, claimant],
      drafts: []
    });
    expect(modelsOfForm({ saved: [credentials, vehicle], drafts: [draft] }, "Automotive")).toEqual({
      saved: [credentials, vehicle],
      drafts: [draft]
    });
  });

  it("finds a model's configuration by its metadataHash", () => {
    const item = { metadataHash: "hash-claimantInfo", metadata: { dtoMapping: "claimantInfo" as const }, fields: [{ key: "firstName" }] };
    expect(configOfModel([item], claimant)).toBe(item);
    expect(configOfModel([item], credentials)).toBeUndefined();
  });
});
