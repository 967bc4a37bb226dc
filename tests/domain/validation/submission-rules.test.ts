import { describe, expect, it } from "vitest";
import { type SubmissionCheckInput, checkSubmission } from "../../../domain/validation/submission-rules.ts";
import { documentRecord, file, makeModel } from "./multi-record/model-fixture.ts";

const claimant = makeModel("c1", { firstName: "Ann" }, { dtoMapping: "claimantInfo" });
const fine: SubmissionCheckInput = {
  captchaEnabled: true,
  captchaResponse: "token",
  culture: "en",
  models: [claimant, documentRecord("d1", "a.pdf"), documentRecord("d2", "b.pdf")],
  documents: [file("a.pdf"), file("b.pdf")]
};

const codes = (input: SubmissionCheckInput) => checkSubmission(input).map((found) => found.code);

describe("checkSubmission", () => {
  it("finds nothing wrong with a complete claim", () => {
    expect(checkSubmission(fine)).toEqual([]);
  });

  it("requires a captcha response when captcha is enabled", () => {
    expect(checkSubmission({ ...fine, captchaResponse: null })).toEqual([
      { path: ["reCaptchaResponse"], code: "captchaResponseRequired", params: {} }
    ]);
    expect(codes({ ...fine, captchaResponse: "  " })).toEqual(["captchaResponseRequired"]);
  });

  it("needs no captcha response when captcha is disabled", () => {
    expect(checkSubmission({ ...fine, captchaEnabled: false, captchaResponse: null })).toEqual([]);
  });

  it("requires a culture", () => {
    expect(checkSubmission({ ...fine, culture: null })).toEqual([
      { path: ["userPreferredCulture"], code: "cultureRequired", params: {} }
    ]);
    expect(codes({ ...fine, culture: "" })).toEqual(["cultureRequired"]);
  });

  it("allows one file-list field per model", () => {
    const twoLists = makeModel("c2", { front: [file("x.pdf")], back: [] }, { dtoMapping: "claimDetails" });
    expect(checkSubmission({ ...fine, models: [claimant, twoLists], documents: [] })).toEqual([
      { path: ["c2"], code: "multipleFileListFields", params: { fields: "front, back" } }
    ]);
  });

  it("allows one file per input", () => {
    const twoFiles = makeModel("d3", { file: [file("c.pdf"), file("d.pdf")] });
    const found = checkSubmission({ ...fine, models: [twoFiles], documents: [file("c.pdf"), file("d.pdf")] });
    expect(found).toEqual([{ path: ["d3", "file"], code: "multipleFilesPerInput", params: { count: 2 } }]);
  });

  it("reports the second document context with an already used file name", () => {
    const duplicate = documentRecord("d3", "A.PDF");
    const found = checkSubmission({ ...fine, models: [...fine.models, duplicate] });
    expect(found).toEqual([
      { path: ["d3", "file"], code: "duplicateDocumentFileName", params: { fileName: "A.PDF" } }
    ]);
  });

  it("checks only document contexts for duplicate names", () => {
    const other = makeModel("u1", { name: "a.pdf" }, { dtoMapping: "claimDetails" });
    expect(checkSubmission({ ...fine, models: [...fine.models, other] })).toEqual([]);
  });

  it("reports a file without a document context", () => {
    const found = checkSubmission({ ...fine, documents: [file("a.pdf"), file("stray.pdf")] });
    expect(found).toEqual([
      { path: ["documents", "1"], code: "documentContextMissing", params: { fileName: "stray.pdf" } }
    ]);
  });

  it("does not match a file to a record that is not a document context", () => {
    const notContext = documentRecord("x1", "c.pdf", { dtoMapping: "DocumentContexts" });
    expect(codes({ ...fine, models: [...fine.models, notContext], documents: [file("c.pdf")] })).toEqual([
      "documentContextMissing"
    ]);
  });

  it("reports every problem at once", () => {
    expect(
      codes({ captchaEnabled: true, captchaResponse: null, culture: null, models: [], documents: [file("a.pdf")] })
    ).toEqual(["captchaResponseRequired", "cultureRequired", "documentContextMissing"]);
  });
});
