import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { FileEntry } from "../../../domain/forms/field-value.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { buildClaimDto } from "../../../domain/submission/claim-dto-builder.ts";
import { prepareSubmission, type SubmissionRequest } from "../../../domain/submission/submission-preparation.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const REQUEST: SubmissionRequest = { formType: "Standard", culture: "en", captchaToken: "tok", previousCaptcha: null, captchaEnabled: true };

const pdf = (name: string): FileEntry => ({ name, size: 10, type: "application/pdf" });
const claimant = formModel("claimantInfo_AAAA0001", "claimantInfo", { firstName: "Ann" });
const record = (clientId: string, fileName: string) =>
  formModel(clientId, "documentContexts", { file: [pdf(fileName)], name: fileName, size: 10, type: "application/pdf" });

const codes = (result: ReturnType<typeof prepareSubmission>) => (Result.isFailure(result) ? result.failure.map((found) => found.code) : []);

describe("prepareSubmission", () => {
  it("gives the payload the builder gives when the rules find nothing", () => {
    const models = modelSet([claimant, record("documentContexts_AAAA0002", "a.pdf")]);
    expect(prepareSubmission(models, REQUEST)).toEqual(Result.succeed(buildClaimDto(models, REQUEST)));
  });

  it("requires a captcha token when captcha is enabled, and not when it is off", () => {
    const models = modelSet([claimant]);
    expect(prepareSubmission(models, { ...REQUEST, captchaToken: null })).toEqual(
      Result.fail([{ path: ["reCaptchaResponse"], code: "captchaResponseRequired", params: {} }])
    );
    const off = prepareSubmission(models, { ...REQUEST, captchaEnabled: false, captchaToken: null });
    expect(Result.isSuccess(off) && off.success.reCaptchaResponse).toBeNull();
  });

  it("requires a culture", () => {
    expect(codes(prepareSubmission(modelSet([claimant]), { ...REQUEST, culture: " " }))).toEqual(["cultureRequired"]);
  });

  it("gives issues, not a thrown error, for more than one file in an input", () => {
    const twoFiles = formModel("documentContexts_AAAA0003", "documentContexts", { file: [pdf("a.pdf"), pdf("b.pdf")] });
    expect(codes(prepareSubmission(modelSet([twoFiles]), REQUEST))).toEqual(["multipleFilesPerInput"]);
    const twoLists = formModel("documentContexts_AAAA0004", "documentContexts", { front: [pdf("a.pdf")], back: [pdf("b.pdf")] });
    expect(codes(prepareSubmission(modelSet([twoLists]), REQUEST))).toEqual(["multipleFileListFields"]);
  });

  it("reports two document records with the same file name", () => {
    const models = modelSet([record("documentContexts_AAAA0005", "scan.pdf"), record("documentContexts_AAAA0006", "Scan.PDF")]);
    expect(codes(prepareSubmission(models, REQUEST))).toEqual(["duplicateDocumentFileName"]);
  });

  it("reports a file held outside any document context", () => {
    const details = formModel("claimDetails_AAAA0007", "claimDetails", { proof: [pdf("loose.pdf")] });
    expect(codes(prepareSubmission(modelSet([details]), REQUEST))).toEqual(["documentContextMissing"]);
  });

  it("judges only what would be sent: drafts and record templates are not checked", () => {
    const draftTwin = record("documentContexts_AAAA0008", "a.pdf");
    const templateWithFiles = formModel("DocumentContexts_AAAA0009", "DocumentContexts", { file: [pdf("x.pdf"), pdf("y.pdf")] });
    const models = modelSet([claimant, record("documentContexts_AAAA0010", "a.pdf"), templateWithFiles], [draftTwin]);
    expect(Result.isSuccess(prepareSubmission(models, REQUEST))).toBe(true);
  });
});
