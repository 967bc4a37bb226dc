import { describe, expect, it } from "vitest";
import type { OptionalPage } from "../../../domain/navigation/navigation-node.ts";
import { pagesBeforeSubmit } from "../../../domain/navigation/pages-before-submit.ts";

const offered = (...pages: OptionalPage[]) => ({ optionalPages: new Set(pages), models: null });

describe("pagesBeforeSubmit", () => {
  it("lists the pages of the form up to the claim summary, as page keys", () => {
    expect(pagesBeforeSubmit("Standard", { standardWithOptionalPages: false }, offered())).toEqual(["start", "claimantInfo", "claimDetails", "claimSummary"]);
    expect(pagesBeforeSubmit("DocumentsUpload", { standardWithOptionalPages: false }, offered())).toEqual(["start", "supportingDocuments"]);
    expect(pagesBeforeSubmit("Lookup", { standardWithOptionalPages: false }, offered())).toEqual(["start"]);
  });

  it("leaves out the pages the skip-checks pass by", () => {
    expect(pagesBeforeSubmit("Standard", { standardWithOptionalPages: true }, offered("supporting-documents"))).toEqual([
      "start",
      "claimantInfo",
      "claimDetails",
      "supportingDocuments",
      "claimSummary"
    ]);
    expect(pagesBeforeSubmit("Automotive", { standardWithOptionalPages: false }, offered())).toContain("paymentElection");
  });
});
