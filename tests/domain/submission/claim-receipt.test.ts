// A filed claim's receipt: its payload as canonical JSON (the same claim always gives the same text, with no
// captcha tokens and documents by name, size and type), kept as JSON that only a receipt decodes from.
import { describe, expect, it } from "vitest";
import type { AnswerGroup } from "../../../domain/forms/claim-answers.ts";
import type { ClaimDto } from "../../../domain/submission/claim-dto.ts";
import {
  type ClaimReceipt,
  decodeReceipt,
  encodeReceipt,
  receiptAnswers,
  receiptKey,
  receiptPayload
} from "../../../domain/submission/claim-receipt.ts";

const claim = (overrides: Partial<ClaimDto> = {}): ClaimDto => ({
  reCaptchaResponse: "token-2",
  userPreferredCulture: "en",
  captchaRawValue: "token-1",
  documents: null,
  signature: { clientId: "signature_aaaaaaaa", id: null, metadataHash: "sig", fields: { signature: "Ada Lovelace" } },
  claimantInfo: { clientId: "claimantInfo_bbbbbbbb", id: null, metadataHash: "claimant", fields: { lastName: "Lovelace", firstName: "Ada" } },
  credentials: null,
  claimDetails: null,
  prepopulatedData: [],
  documentContexts: [],
  claimTransactions: [],
  ...overrides
});

const GROUPS: readonly AnswerGroup[] = [
  {
    page: "claimDetails",
    path: "/standard/claim-details",
    answers: [
      {
        clientId: "claimDetails_cccccccc",
        key: "purchaseChannel",
        label: "LocKey_Label_PurchaseChannel",
        value: "Online",
        control: "radio",
        options: [
          { value: "Retail", label: "LocKey_Option_PurchaseChannel_Retail" },
          { value: "Online", label: "LocKey_Option_PurchaseChannel_Online" }
        ]
      },
      { clientId: "claimDetails_cccccccc", key: "units", label: "units", value: null, control: "text", options: [] }
    ],
    documents: [{ clientId: "documentContexts_dddddddd", name: "invoice.pdf" }]
  }
];

const RECEIPT: ClaimReceipt = {
  formType: "Standard",
  referenceCode: "NWD-2026-000123",
  submittedAt: Date.parse("2026-11-21T17:05:00Z"),
  payload: receiptPayload(claim()),
  answers: receiptAnswers(GROUPS)
};

describe("the receipt's payload", () => {
  it("sorts every object's keys and leaves the captcha tokens out", () => {
    const payload = receiptPayload(claim());
    expect(payload).not.toContain("token-");
    expect(payload.startsWith('{"claimDetails":null,"claimTransactions":[],"claimantInfo":{"clientId":"claimantInfo_bbbbbbbb","fields":{"firstName":"Ada","lastName":"Lovelace"}')).toBe(true);
    expect(JSON.parse(payload)).toMatchObject({ userPreferredCulture: "en", documents: null, signature: { fields: { signature: "Ada Lovelace" } } });
  });

  it("is the same for the same claim sent with other tokens, and differs when an answer does", () => {
    expect(receiptPayload(claim({ reCaptchaResponse: "token-9", captchaRawValue: null }))).toBe(receiptPayload(claim()));
    const changed = claim({ signature: { clientId: "signature_aaaaaaaa", id: null, metadataHash: "sig", fields: { signature: "A. Lovelace" } } });
    expect(receiptPayload(changed)).not.toBe(receiptPayload(claim()));
  });

  it("keeps of the credentials the notice id alone, never the PIN", () => {
    const credentials = { clientId: "credentials_aaaaaaaa", id: null, metadataHash: "cred", fields: { noticeId: "NWD-10000001", pin: "482913" } };
    const payload = receiptPayload(claim({ credentials }));
    expect(JSON.parse(payload)).toMatchObject({ credentials: { clientId: "credentials_aaaaaaaa", fields: { noticeId: "NWD-10000001" } } });
    expect(payload).not.toContain("482913");
  });

  it("describes each document by its context, name, size and type, never its content", () => {
    const file = Object.assign(new Blob(["%PDF-1.7 secret"], { type: "application/pdf" }), { name: "invoice.pdf" });
    const payload = receiptPayload(claim({ documents: [{ contextClientId: "documentContexts_dddddddd", file }] }));
    expect(JSON.parse(payload)).toMatchObject({
      documents: [{ contextClientId: "documentContexts_dddddddd", name: "invoice.pdf", size: 15, type: "application/pdf" }]
    });
    expect(payload).not.toContain("secret");
  });
});

describe("the kept receipt", () => {
  it("keeps of each option list only the option chosen", () => {
    expect(RECEIPT.answers[0]?.answers.map((answer) => answer.options)).toEqual([[{ value: "Online", label: "LocKey_Option_PurchaseChannel_Online" }], []]);
  });

  it("decodes from the JSON it encodes to", () => {
    expect(decodeReceipt(encodeReceipt(RECEIPT))).toEqual(RECEIPT);
  });

  it("refuses text that is not a receipt", () => {
    expect(decodeReceipt("not json")).toBeNull();
    expect(decodeReceipt(JSON.stringify({ ...RECEIPT, formType: "Mortgage" }))).toBeNull();
    expect(decodeReceipt(JSON.stringify({ ...RECEIPT, referenceCode: undefined }))).toBeNull();
  });

  it("is kept under a key per form type", () => {
    expect(receiptKey("Standard")).toBe("receipt.standard");
    expect(receiptKey("DocumentsUpload")).toBe("receipt.documents-upload");
  });
});
