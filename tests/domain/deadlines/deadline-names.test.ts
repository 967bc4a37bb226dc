import { describe, expect, it } from "vitest";
import {
  DEADLINE_FORM_TYPES,
  DEADLINE_NAMES,
  governingDeadlines,
  isConfirmationPage,
  isDeadlineName
} from "../../../domain/deadlines/deadline-names.ts";
import { FORM_TYPES } from "../../../domain/navigation/form-type.ts";

describe("deadline names", () => {
  it("are the five of the spec, each governing one form type or every one", () => {
    expect(DEADLINE_NAMES).toEqual([
      "globalDeadline",
      "claimFilingDeadline",
      "automotiveFilingDeadline",
      "lookupFilingDeadline",
      "documentsUploadFilingDeadline"
    ]);
    expect(DEADLINE_FORM_TYPES).toEqual({
      globalDeadline: "every",
      claimFilingDeadline: "Standard",
      automotiveFilingDeadline: "Automotive",
      lookupFilingDeadline: "Lookup",
      documentsUploadFilingDeadline: "DocumentsUpload"
    });
  });

  it("are recognised exactly as written", () => {
    expect(isDeadlineName("claimFilingDeadline")).toBe(true);
    expect(isDeadlineName("ClaimFilingDeadline")).toBe(false);
    expect(isDeadlineName("claimDeadline")).toBe(false);
    expect(isDeadlineName("")).toBe(false);
  });
});

describe("the deadlines governing a page", () => {
  it("are the global deadline and the form type's own, the global one first", () => {
    expect(governingDeadlines("Standard", "/standard/claim-details")).toEqual(["globalDeadline", "claimFilingDeadline"]);
    expect(governingDeadlines("Standard", "/")).toEqual(["globalDeadline", "claimFilingDeadline"]);
    expect(governingDeadlines("Automotive", "/automotive")).toEqual(["globalDeadline", "automotiveFilingDeadline"]);
    expect(governingDeadlines("Lookup", "/lookup")).toEqual(["globalDeadline", "lookupFilingDeadline"]);
    expect(governingDeadlines("DocumentsUpload", "/documents-upload/supporting-documents")).toEqual([
      "globalDeadline",
      "documentsUploadFilingDeadline"
    ]);
  });

  it("give every form type exactly one deadline of its own", () => {
    for (const formType of FORM_TYPES) {
      expect(governingDeadlines(formType, "/any-page")).toHaveLength(2);
    }
  });

  it("are none on a confirmation page, so a claimant who just submitted still sees the reference code", () => {
    expect(isConfirmationPage("/standard/confirmation")).toBe(true);
    expect(isConfirmationPage("/Automotive/Confirmation/")).toBe(true);
    expect(isConfirmationPage("/documents-upload/confirmation?culture=es")).toBe(true);
    expect(isConfirmationPage("/standard/claim-summary")).toBe(false);
    expect(governingDeadlines("Standard", "/standard/confirmation")).toEqual([]);
    expect(governingDeadlines("DocumentsUpload", "/documents-upload/confirmation/")).toEqual([]);
  });
});
