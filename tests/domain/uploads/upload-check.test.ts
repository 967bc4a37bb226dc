// Why a picked file is refused before it joins a list of documents: empty, too large (the limit said),
// not an accepted kind by its content whatever its name, named like a listed file (the FileExists rule),
// or the same content as a listed file under another name. The first reason wins; a good file passes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEGABYTE } from "../../../domain/uploads/byte-size.ts";
import { type ListedUpload, sizeRefusal, type UploadCandidate, uploadRefusal } from "../../../domain/uploads/upload-check.ts";
import type { UploadLimits } from "../../../domain/uploads/upload-limits.ts";
import { formatIssue } from "../../../domain/validation/validation-messages.ts";

const PATH = ["DocumentContexts_abcd1234", "documentFile"];
const LIMITS: UploadLimits = { maxFileBytes: 2 * MEGABYTE, mediaTypes: ["application/pdf", "image/png"] };
const PDF_HEAD = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ");
const EXE_HEAD = new TextEncoder().encode("MZ\u0090\u0000\u0003\u0000\u0000\u0000");

const pdf = (overrides: Partial<UploadCandidate> = {}): UploadCandidate => ({
  name: "receipt.pdf",
  size: 2048,
  head: PDF_HEAD,
  sha256: "a".repeat(64),
  ...overrides
});

const listed = (name: string, sha256: string | null = null, size: number | null = null): ListedUpload => ({ name, size, sha256 });

describe("uploadRefusal", () => {
  it("accepts a PDF of an accepted kind, within the limit, new to the list", () => {
    expect(uploadRefusal(PATH, pdf(), LIMITS, [listed("invoice.png", "b".repeat(64), 2048)])).toBeNull();
  });

  it("refuses an empty file", () => {
    expect(uploadRefusal(PATH, pdf({ size: 0, head: new Uint8Array() }), LIMITS, [])).toEqual({
      path: PATH,
      code: "uploadEmpty",
      params: { fileName: "receipt.pdf" }
    });
  });

  it("refuses a file over the limit and says the limit", () => {
    const found = uploadRefusal(PATH, pdf({ size: 2 * MEGABYTE + 1 }), LIMITS, []);
    expect(found).toMatchObject({ code: "uploadTooLarge", params: { fileName: "receipt.pdf", max: "2 MB" } });
    expect(formatIssue(found!)).toBe("The file receipt.pdf is larger than 2 MB");
    expect(uploadRefusal(PATH, pdf({ size: 2 * MEGABYTE }), LIMITS, [])).toBeNull();
  });

  it("refuses a renamed executable by its content and says the accepted kinds", () => {
    const found = uploadRefusal(PATH, pdf({ name: "invoice.pdf", head: EXE_HEAD }), LIMITS, []);
    expect(found).toMatchObject({ code: "uploadTypeNotAllowed", params: { types: "PDF, PNG" } });
    expect(formatIssue(found!)).toBe("The file invoice.pdf is not one of the accepted kinds: PDF, PNG");
  });

  it("refuses a kind the site knows but the case does not accept", () => {
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000");
    expect(uploadRefusal(PATH, pdf({ name: "photo.gif", head: gif }), LIMITS, [])?.code).toBe("uploadTypeNotAllowed");
  });

  it("refuses a name the list holds already, compared as the FileExists rule compares", () => {
    expect(uploadRefusal(PATH, pdf({ name: " RECEIPT.pdf" }), LIMITS, [listed("receipt.PDF")])).toEqual({
      path: PATH,
      code: "documentFileExists",
      params: { fileName: " RECEIPT.pdf" }
    });
  });

  it("refuses the same content under another name, naming the file it repeats", () => {
    const found = uploadRefusal(PATH, pdf({ name: "copy.pdf" }), LIMITS, [listed("receipt.pdf", "a".repeat(64), 2048)]);
    expect(found).toMatchObject({ code: "uploadSameContent", params: { fileName: "copy.pdf", existingName: "receipt.pdf" } });
    expect(formatIssue(found!)).toBe("The file copy.pdf is the same as receipt.pdf, which has already been added");
  });

  it("does not call files of another size or without a digest the same content", () => {
    expect(uploadRefusal(PATH, pdf({ name: "copy.pdf" }), LIMITS, [listed("receipt.pdf", "a".repeat(64), 4096)])).toBeNull();
    expect(uploadRefusal(PATH, pdf({ name: "copy.pdf" }), LIMITS, [listed("receipt.pdf")])).toBeNull();
  });

  it("gives the first reason only: a too large file of the wrong kind is refused for its size", () => {
    expect(uploadRefusal(PATH, pdf({ size: 3 * MEGABYTE, head: EXE_HEAD }), LIMITS, [])?.code).toBe("uploadTooLarge");
  });
});

describe("sizeRefusal", () => {
  it("refuses exactly the empty files and those over the limit, without their content", () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 * MEGABYTE }), fc.integer({ min: 1, max: 4 * MEGABYTE }), (size, maxFileBytes) => {
        const found = sizeRefusal(PATH, { name: "f.pdf", size }, { ...LIMITS, maxFileBytes });
        const expected = size === 0 ? "uploadEmpty" : size > maxFileBytes ? "uploadTooLarge" : null;
        expect(found?.code ?? null).toBe(expected);
      })
    );
  });
});
