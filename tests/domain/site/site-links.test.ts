// The chrome's link targets: the site base address plus the spec's paths, whatever slashes end the base.
import { describe, expect, it } from "vitest";
import { siteLinks } from "../../../domain/site/site-links.ts";

describe("siteLinks", () => {
  it.each(["https://settlement.example", "https://settlement.example/", "https://settlement.example//"])("joins %s with each path once", (base) => {
    expect(siteLinks(base)).toEqual({
      home: "https://settlement.example/",
      importantDocuments: "https://settlement.example/documents",
      fileAClaim: "/",
      faq: "https://settlement.example/faq",
      contactUs: "https://settlement.example/contact",
      keyDates: "https://settlement.example/dates",
      checkClaimStatus: "https://settlement.example/claim/status",
      uploadDocuments: "/documents-upload",
      changeMyAddress: "https://settlement.example/coa"
    });
  });
});
