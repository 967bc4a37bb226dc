// The submit body built directly, without a server: which parts exist, how each is written, and the
// documents named by their context's client id.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DeveloperError } from "../../../application/developer-error.ts";
import { claimFormData, DOCUMENTS_PART } from "../../../adapters/http/multipart-claim.ts";
import { thrownBy } from "../../support/thrown-by.ts";
import { claimDto, modelDto } from "./claims-api-test-kit.ts";

describe("claimFormData", () => {
  it("writes a full claim: text parts, JSON parts and file parts", () => {
    const file = new File(["abc"], "statement.pdf", { type: "application/pdf" });
    const claim = claimDto({
      captchaRawValue: "previous-token",
      claimDetails: modelDto("claimDetails-1", { amount: 12.5 }),
      documentContexts: [modelDto("DocumentContexts-1", { name: "statement.pdf" })],
      documents: [{ contextClientId: "DocumentContexts-1", file }]
    });
    const form = claimFormData(claim);
    expect([...form.keys()]).toEqual([
      "reCaptchaResponse",
      "userPreferredCulture",
      "captchaRawValue",
      "signature",
      "claimantInfo",
      "credentials",
      "claimDetails",
      "prepopulatedData",
      "documentContexts",
      "claimTransactions",
      DOCUMENTS_PART
    ]);
    expect(form.get("captchaRawValue")).toBe("previous-token");
    expect(form.get("claimDetails")).toBe('{"clientId":"claimDetails-1","id":null,"metadataHash":"hash-claimDetails-1","fields":{"amount":12.5}}');
    expect(form.get("claimTransactions")).toBe("[]");
    const document = form.get(DOCUMENTS_PART) as File;
    expect(document.name).toBe("DocumentContexts-1");
    expect(document.type).toBe("application/pdf");
  });

  it("accepts a Blob that is not a File, named by the client id", () => {
    const form = claimFormData(claimDto({ documents: [{ contextClientId: "DocumentContexts-9", file: new Blob(["x"]) as unknown as File }] }));
    expect((form.get(DOCUMENTS_PART) as File).name).toBe("DocumentContexts-9");
  });

  it("writes no documents part for null or no documents", () => {
    expect(claimFormData(claimDto({ documents: null })).has(DOCUMENTS_PART)).toBe(false);
    expect(claimFormData(claimDto({ documents: [] })).has(DOCUMENTS_PART)).toBe(false);
  });

  it("throws DeveloperError documentNotABlob for a file described only by name, size and type", () => {
    const claim = claimDto({ documents: [{ contextClientId: "DocumentContexts-3", file: { name: "x.pdf", size: 1, type: "application/pdf" } }] });
    const error = thrownBy(() => claimFormData(claim));
    expect(error).toBeInstanceOf(DeveloperError);
    expect(error).toMatchObject({
      name: "DeveloperError",
      reason: "documentNotABlob",
      message: "The document of context DocumentContexts-3 is not a File or Blob and cannot be submitted."
    });
  });

  it("carries any text and any field values through unchanged", () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.dictionary(fc.string(), value), (culture, token, fields) => {
        const claim = claimDto({ userPreferredCulture: culture, reCaptchaResponse: token, claimantInfo: modelDto("c-1", fields) });
        const form = claimFormData(claim);
        expect(form.get("userPreferredCulture")).toBe(culture);
        expect(form.get("reCaptchaResponse")).toBe(token);
        expect(JSON.parse(form.get("claimantInfo") as string)).toEqual(claim.claimantInfo);
      })
    );
  });
});
