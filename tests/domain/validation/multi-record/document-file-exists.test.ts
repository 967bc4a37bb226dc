import { describe, expect, it } from "vitest";
import { checkDocumentFileExists } from "../../../../domain/validation/multi-record/document-file-exists.ts";
import { documentRecord, makeModel } from "./model-fixture.ts";

const saved = [documentRecord("d1", "receipt.pdf"), makeModel("u1", { name: "invoice.png" })];

describe("checkDocumentFileExists", () => {
  it("rejects a draft whose file name a saved document context already carries", () => {
    const draft = documentRecord("draft", "receipt.pdf", { dtoMapping: "DocumentContexts" });
    expect(checkDocumentFileExists(draft, saved)).toEqual({
      path: ["draft", "file"],
      code: "documentFileExists",
      params: { fileName: "receipt.pdf" }
    });
  });

  it("rejects a draft named like a saved uploaded-document record, in any case", () => {
    const draft = documentRecord("draft", "INVOICE.png");
    expect(checkDocumentFileExists(draft, saved)?.params).toEqual({ fileName: "INVOICE.png" });
  });

  it("points at the name field when only the name clashes", () => {
    expect(checkDocumentFileExists(makeModel("draft", { name: "receipt.pdf" }), saved)?.path).toEqual(["draft", "name"]);
  });

  it("accepts a draft with a new file name", () => {
    expect(checkDocumentFileExists(documentRecord("draft", "receipt-2.pdf"), saved)).toBeNull();
  });

  it("accepts a draft without a file yet", () => {
    expect(checkDocumentFileExists(makeModel("draft", { file: null, name: null }), saved)).toBeNull();
  });

  it("does not compare a record being edited with its own saved version", () => {
    expect(checkDocumentFileExists(documentRecord("d1", "receipt.pdf"), saved)).toBeNull();
  });
});
