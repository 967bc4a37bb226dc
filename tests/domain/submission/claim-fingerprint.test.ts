import { describe, expect, it } from "vitest";
import type { ClaimDto } from "../../../domain/submission/claim-dto.ts";
import { claimFingerprint } from "../../../domain/submission/claim-fingerprint.ts";

const claim: ClaimDto = {
  reCaptchaResponse: "token-2",
  userPreferredCulture: "en",
  captchaRawValue: "token-1",
  documents: [{ contextClientId: "documentContexts_aaaaaaaa", file: { name: "a.pdf", size: 10, type: "application/pdf" } }],
  signature: { clientId: "signature_bbbbbbbb", id: null, metadataHash: "h", fields: { signature: "Ada" } },
  claimantInfo: null,
  credentials: null,
  claimDetails: null,
  prepopulatedData: [],
  documentContexts: [],
  claimTransactions: []
};

describe("claimFingerprint", () => {
  it("is the same for another attempt at the same claim (new captcha tokens)", () => {
    expect(claimFingerprint({ ...claim, reCaptchaResponse: "token-9", captchaRawValue: null })).toBe(claimFingerprint(claim));
  });

  it("differs when an answer, the culture or a document changes", () => {
    const base = claimFingerprint(claim);
    expect(claimFingerprint({ ...claim, signature: { ...claim.signature!, fields: { signature: "Grace" } } })).not.toBe(base);
    expect(claimFingerprint({ ...claim, userPreferredCulture: "es" })).not.toBe(base);
    expect(claimFingerprint({ ...claim, documents: [{ contextClientId: "documentContexts_aaaaaaaa", file: { name: "b.pdf", size: 10, type: "application/pdf" } }] })).not.toBe(base);
    expect(claimFingerprint({ ...claim, documents: null })).not.toBe(base);
  });
});
