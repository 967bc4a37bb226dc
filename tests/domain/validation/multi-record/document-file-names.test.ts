import { describe, expect, it } from "vitest";
import {
  FILE_NAME_FIELD,
  documentFileNames,
  fileNameKey,
  sameFileName
} from "../../../../domain/validation/multi-record/document-file-names.ts";
import { documentRecord, file, makeModel } from "./model-fixture.ts";

describe("documentFileNames", () => {
  it("names the file of a document-context record once, by its file-list field", () => {
    expect(documentFileNames(documentRecord("d1", "receipt.pdf"))).toEqual([{ fieldKey: "file", fileName: "receipt.pdf" }]);
  });

  it("names an uploaded-document record by its name field", () => {
    expect(FILE_NAME_FIELD).toBe("name");
    expect(documentFileNames(makeModel("u1", { name: "invoice.png" }))).toEqual([{ fieldKey: "name", fileName: "invoice.png" }]);
  });

  it("adds the name field when it names a different file than the list", () => {
    const model = makeModel("d1", { file: [file("a.pdf")], name: "b.pdf" });
    expect(documentFileNames(model).map((entry) => entry.fileName)).toEqual(["a.pdf", "b.pdf"]);
  });

  it("names nothing for blank names, empty lists and other field types", () => {
    expect(documentFileNames(makeModel("d1", { file: [], name: " ", size: 0, other: true }))).toEqual([]);
    expect(documentFileNames(makeModel("d2", { file: [file("")], name: null }))).toEqual([]);
    expect(documentFileNames(makeModel("d3", { name: 12 }))).toEqual([]);
  });
});

describe("sameFileName", () => {
  it("compares trimmed and case-insensitively", () => {
    expect(sameFileName("Scan.PDF", " scan.pdf ")).toBe(true);
    expect(fileNameKey(" Scan.PDF")).toBe("scan.pdf");
  });

  it("tells different names apart", () => {
    expect(sameFileName("scan1.pdf", "scan.pdf")).toBe(false);
  });
});
