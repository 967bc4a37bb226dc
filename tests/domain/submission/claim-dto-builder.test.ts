import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import type { FileEntry } from "../../../domain/forms/field-value.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { buildClaimDto, type ClaimDtoOptions, filesOf, submittedModels } from "../../../domain/submission/claim-dto-builder.ts";
import { ClaimDtoError } from "../../../domain/submission/claim-dto-error.ts";
import { formModel } from "../../support/form-model-fixture.ts";
import { thrownBy } from "../../support/thrown-by.ts";

const OPTIONS: ClaimDtoOptions = { formType: "Standard", culture: "en", captchaToken: "token-2", previousCaptcha: "token-1" };

const pdf = (name: string): FileEntry => ({ name, size: 1200, type: "application/pdf" });

const signature = formModel("signature_AAAA0001", "signature", { signature: "Ann Lee", signatureDate: "11/21/2026" });
const claimant = formModel("claimantInfo_AAAA0002", "claimantInfo", { firstName: "Ann", agree: true, age: 40, middle: null }, { id: "srv-7" });
const credentials = formModel("credentials_AAAA0003", "credentials", { noticeId: "N-1", pin: "1234" });
const details = formModel("claimDetails_AAAA0004", "claimDetails", { purchases: 3 });
const prefilled = formModel("prepopulatedData_AAAA0005", "prepopulatedData", { classMember: "yes" });
const receipt = formModel("documentContexts_AAAA0006", "documentContexts", {
  file: [pdf("receipt.pdf")],
  name: "receipt.pdf",
  size: 1200,
  type: "application/pdf",
  documentType: "Receipt"
});
const statement = formModel("documentContexts_AAAA0007", "documentContexts", { file: [pdf("statement.pdf")], documentType: "Statement" });
const transaction = formModel("claimTransactions_AAAA0008", "claimTransactions", { claimTransactionId: "t1", amount: 12.5 });
const template = formModel("DocumentContexts_AAAA0009", "DocumentContexts", { file: null, documentType: null });
const draft = formModel("documentContexts_AAAA0010", "documentContexts", { file: [pdf("draft.pdf")], documentType: null });

const full = modelSet([signature, claimant, credentials, details, prefilled, receipt, statement, transaction, template], [draft]);

describe("buildClaimDto", () => {
  it("puts the tokens and culture in place: this submit's token as reCaptchaResponse, the previous one as captchaRawValue", () => {
    const dto = buildClaimDto(full, OPTIONS);
    expect(dto.reCaptchaResponse).toBe("token-2");
    expect(dto.captchaRawValue).toBe("token-1");
    expect(dto.userPreferredCulture).toBe("en");
    expect(buildClaimDto(full, { ...OPTIONS, captchaToken: null, previousCaptcha: null })).toMatchObject({
      reCaptchaResponse: null,
      captchaRawValue: null
    });
  });

  it("sends the single kinds as the saved model of that kind", () => {
    const dto = buildClaimDto(full, OPTIONS);
    expect(dto.signature).toEqual({
      clientId: "signature_AAAA0001",
      id: null,
      metadataHash: "hash-signature",
      fields: { signature: "Ann Lee", signatureDate: "11/21/2026" }
    });
    expect(dto.claimantInfo).toEqual({
      clientId: "claimantInfo_AAAA0002",
      id: "srv-7",
      metadataHash: "hash-claimantInfo",
      fields: { firstName: "Ann", agree: true, age: 40, middle: null }
    });
    expect(dto.credentials?.clientId).toBe("credentials_AAAA0003");
    expect(dto.claimDetails?.fields).toEqual({ purchases: 3 });
  });

  it("sends null for a single kind the claim does not have", () => {
    const dto = buildClaimDto(modelSet([claimant]), OPTIONS);
    expect(dto.signature).toBeNull();
    expect(dto.credentials).toBeNull();
    expect(dto.claimDetails).toBeNull();
  });

  it("sends no credentials when they are blank (a claim brought back from a draft keeps no PIN)", () => {
    const blank = formModel("credentials_AAAA0009", "credentials", { noticeId: null, pin: "" });
    expect(buildClaimDto(modelSet([claimant, blank]), OPTIONS).credentials).toBeNull();
    const half = formModel("credentials_AAAA0010", "credentials", { noticeId: "N-1", pin: null });
    expect(buildClaimDto(modelSet([claimant, half]), OPTIONS).credentials?.fields).toEqual({ noticeId: "N-1", pin: null });
  });

  it("sends the list kinds as lists, in order, and empty lists when there are none", () => {
    const dto = buildClaimDto(full, OPTIONS);
    expect(dto.prepopulatedData.map((model) => model.clientId)).toEqual(["prepopulatedData_AAAA0005"]);
    expect(dto.documentContexts.map((model) => model.clientId)).toEqual(["documentContexts_AAAA0006", "documentContexts_AAAA0007"]);
    expect(dto.claimTransactions).toEqual([
      { clientId: "claimTransactions_AAAA0008", id: null, metadataHash: "hash-claimTransactions", fields: { claimTransactionId: "t1", amount: 12.5 } }
    ]);
    const bare = buildClaimDto(modelSet([claimant]), OPTIONS);
    expect(bare.prepopulatedData).toEqual([]);
    expect(bare.documentContexts).toEqual([]);
    expect(bare.claimTransactions).toEqual([]);
  });

  it("leaves file lists out of the fields, keeping the name, size and type beside them", () => {
    const [receiptDto] = buildClaimDto(full, OPTIONS).documentContexts;
    expect(receiptDto?.fields).toEqual({ name: "receipt.pdf", size: 1200, type: "application/pdf", documentType: "Receipt" });
  });

  it("sends each file as a document named by the client id of its context", () => {
    expect(buildClaimDto(full, OPTIONS).documents).toEqual([
      { contextClientId: "documentContexts_AAAA0006", file: pdf("receipt.pdf") },
      { contextClientId: "documentContexts_AAAA0007", file: pdf("statement.pdf") }
    ]);
  });

  it("sends null documents when no model holds a file, an empty list included", () => {
    const emptyList = formModel("documentContexts_AAAA0011", "documentContexts", { file: [], documentType: "Other" });
    const dto = buildClaimDto(modelSet([claimant, emptyList]), OPTIONS);
    expect(dto.documents).toBeNull();
    expect(dto.documentContexts[0]?.fields).toEqual({ documentType: "Other" });
  });

  it("never sends drafts or record templates", () => {
    const dto = buildClaimDto(full, OPTIONS);
    const sent = [...dto.documentContexts, ...(dto.documents ?? []).map((document) => ({ clientId: document.contextClientId }))];
    expect(sent.map((model) => model.clientId)).not.toContain("documentContexts_AAAA0010");
    expect(sent.map((model) => model.clientId)).not.toContain("DocumentContexts_AAAA0009");
    expect(submittedModels(full).map((model) => model.clientId)).toEqual([
      "signature_AAAA0001",
      "claimantInfo_AAAA0002",
      "credentials_AAAA0003",
      "claimDetails_AAAA0004",
      "prepopulatedData_AAAA0005",
      "documentContexts_AAAA0006",
      "documentContexts_AAAA0007",
      "claimTransactions_AAAA0008"
    ]);
  });

  it("refuses two saved models of a single kind", () => {
    const second = formModel("claimantInfo_AAAA0099", "claimantInfo", { firstName: "Bo" });
    const error = thrownBy(() => buildClaimDto(modelSet([claimant, second]), OPTIONS));
    expect(error).toBeInstanceOf(ClaimDtoError);
    expect(error).toMatchObject({
      name: "ClaimDtoError",
      reason: "severalModelsForSingleMapping",
      message: "The claim has 2 saved models mapped as claimantInfo; the submission takes one."
    });
  });

  it("refuses more than one file in an input, and more than one file list in a model", () => {
    const twoFiles = formModel("documentContexts_AAAA0012", "documentContexts", { file: [pdf("a.pdf"), pdf("b.pdf")] });
    expect(thrownBy(() => buildClaimDto(modelSet([twoFiles]), OPTIONS))).toMatchObject({
      name: "ConfigurationError",
      reason: "multipleFilesPerInput",
      message: 'Multi-file selection is unsupported: "file" takes one file.'
    });
    const twoLists = formModel("documentContexts_AAAA0013", "documentContexts", { front: [pdf("a.pdf")], back: [] });
    const error = thrownBy(() => buildClaimDto(modelSet([twoLists]), OPTIONS));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({
      reason: "multipleFileListFields",
      message: 'The formModel documentContexts_AAAA0013 holds file lists in "front", "back"; one file-list field per model is supported.'
    });
  });

  it("never puts a file list in any fields and sends one document per model holding a file", () => {
    const fileArb = fc.record({ name: fc.string({ minLength: 1, maxLength: 8 }), size: fc.nat(), type: fc.constantFrom("", "image/png") });
    const modelArb = fc.record({
      files: fc.option(fc.array(fileArb, { maxLength: 1 })),
      other: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))
    });
    fc.assert(
      fc.property(fc.array(modelArb, { maxLength: 6 }), (specs) => {
        const models = specs.map((spec, index) =>
          formModel(`documentContexts_${String(index).padStart(8, "0")}`, "documentContexts", { file: spec.files, other: spec.other })
        );
        const dto = buildClaimDto(modelSet(models), OPTIONS);
        for (const model of dto.documentContexts) expect(Object.values(model.fields).some(Array.isArray)).toBe(false);
        const holding = specs.filter((spec) => spec.files !== null && spec.files.length === 1).length;
        expect(dto.documents?.length ?? 0).toBe(holding);
        expect(dto.documents === null).toBe(holding === 0);
        expect(filesOf(models)).toHaveLength(holding);
      })
    );
  });
});

describe("filesOf", () => {
  it("gives every file of every list, however many, for the rules to judge", () => {
    const many = formModel("documentContexts_AAAA0014", "documentContexts", { front: [pdf("a.pdf"), pdf("b.pdf")], back: [pdf("c.pdf")], note: "x" });
    expect(filesOf([many, claimant]).map((file) => file.name)).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
  });
});
