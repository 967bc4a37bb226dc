// A document must be whole and only a document: a PDF with its cross-reference and %%EOF, an image with its
// size (and PNG and GIF with their end), and no web-page markup or script in it. Real files pass (the example
// documents, a 10 MiB PDF of random binary streams); a cut-short PDF, a PDF that is also an HTML page, a
// PDF with a JavaScript action and images without their size or with data after their end are refused.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";
import { documentStructureProblem } from "../../../domain/uploads/document-structure.ts";
import type { MediaType } from "../../../domain/uploads/media-type.ts";

const EXAMPLES = join(import.meta.dirname, "../../../examples/claims/documents");
const example = (name: string): Uint8Array => Uint8Array.from(readFileSync(join(EXAMPLES, name)));
const latin1 = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, "latin1"));
const joined = (...parts: readonly Uint8Array[]): Uint8Array => Uint8Array.from(Buffer.concat(parts));

/** A whole PDF whose first object's dictionary is `dictionary`, with `comment` after the header and a third object's body `third`. */
const pdfWith = (dictionary: string, comment = "", third = "<< >>"): Uint8Array => {
  const head = `%PDF-1.4\n${comment}`;
  const objects = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${dictionary} >>\nendobj\n`,
    "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n",
    `3 0 obj\n${third}\nendobj\n`
  ];
  let text = head;
  const offsets = objects.map((object) => {
    const offset = text.length;
    text += object;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 4\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  text += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return latin1(text);
};

/** As the server decodes: Node's Buffer. */
const latin1Text = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
const problem = (type: MediaType, bytes: Uint8Array) => documentStructureProblem(type, bytes, latin1Text);

describe("a PDF", () => {
  it("passes when whole: the examples, one built here, and 10 MiB of random binary streams", () => {
    for (const name of ["purchase-receipt.pdf", "ownership-proof.pdf", "repair-invoice.pdf"]) expect(problem("application/pdf", example(name)), name).toBeNull();
    expect(problem("application/pdf", pdfWith(""))).toBeNull();
    for (let index = 0; index < 3; index += 1) expect(problem("application/pdf", rehearsalDocument(`big ${String(index)}`, 10 * 1024 * 1024).bytes)).toBeNull();
  });

  it("is refused when cut short: the five bytes %PDF-, or no cross-reference where startxref points", () => {
    expect(problem("application/pdf", latin1("%PDF-"))).toMatchObject({ kind: "malformed", detail: "its header is not %PDF- and a version" });
    const whole = pdfWith("");
    expect(problem("application/pdf", whole.subarray(0, whole.length - 40))).toEqual({
      kind: "malformed",
      detail: "it does not end with startxref and %%EOF: it is cut short or not a PDF"
    });
    const text = Buffer.from(pdfWith("")).toString("latin1").replace(/startxref\n\d+/, "startxref\n12");
    expect(problem("application/pdf", latin1(text))).toEqual({ kind: "malformed", detail: "its startxref points at no cross-reference" });
  });

  it("is refused when it is also a web page (a polyglot), or runs script", () => {
    const polyglot = pdfWith("", "%<html><body><script>fetch('/api/csrf')</script></body></html>\n");
    expect(problem("application/pdf", polyglot)).toEqual({ kind: "activeContent", detail: "it carries web-page markup (<html)" });
    expect(problem("application/pdf", pdfWith("", "%<SCRIPT src=x>\n"))).toEqual({ kind: "activeContent", detail: "it carries web-page markup (<script)" });
    expect(problem("application/pdf", pdfWith("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"))).toEqual({ kind: "activeContent", detail: "it carries script (/JavaScript)" });
    expect(problem("application/pdf", pdfWith("/AA << /O << /JS (app.alert(1)) >> >>"))).toEqual({ kind: "activeContent", detail: "it carries script (/JS)" });
  });

  it("finds script written with name escapes, NUL as the space, or after a comment that says stream", () => {
    expect(problem("application/pdf", pdfWith("/OpenAction << /S /Java#53cript >>"))).toEqual({ kind: "activeContent", detail: "it carries script (/JavaScript)" });
    expect(problem("application/pdf", pdfWith("/AA << /O << /J#53 (x) >> >>"))).toEqual({ kind: "activeContent", detail: "it carries script (/JS)" });
    expect(problem("application/pdf", pdfWith("/AA << /O << /JS\u0000(x) >> >>"))).toEqual({ kind: "activeContent", detail: "it carries script (/JS)" });
    expect(problem("application/pdf", pdfWith("/AA << /O << /JS (x) >> >>", "%stream\n"))).toEqual({ kind: "activeContent", detail: "it carries script (/JS)" });
  });

  it("accepts what real writers produce: rich-text annotations, startxref at the line end, padding after %%EOF", () => {
    expect(problem("application/pdf", pdfWith('/Annots [<< /RC (<?xml version="1.0"?><body xmlns="http://www.w3.org/1999/xhtml"><p>Paid</p></body>) >>]'))).toBeNull();
    const early = Buffer.from(pdfWith("")).toString("latin1").replace(/startxref\n(\d+)/, (_all, offset: string) => `startxref\n${String(Number(offset) - 1)}`);
    expect(problem("application/pdf", latin1(early))).toBeNull();
    expect(problem("application/pdf", joined(pdfWith(""), new Uint8Array(2_000)))).toBeNull();
  });

  it("keeps XMP metadata and the same bytes as script inside a stream's data, which are content", () => {
    expect(problem("application/pdf", pdfWith("/Metadata 3 0 R", '%<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF></rdf:RDF></x:xmpmeta>\n'))).toBeNull();
    expect(problem("application/pdf", pdfWith("", "", "<< /Length 12 >>\nstream\n/JS (x) /JS\nendstream"))).toBeNull();
    // The same bytes in the object's dictionary are script.
    expect(problem("application/pdf", pdfWith("", "", "<< /Length 0 /JS (x) >>\nstream\n\nendstream"))).toEqual({ kind: "activeContent", detail: "it carries script (/JS)" });
  });
});

describe("an image", () => {
  const png = example("compressor-photo.png");

  it("passes when it has its size and, for PNG and GIF, ends where it should", () => {
    expect(problem("image/png", png)).toBeNull();
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, 0xff, 0xda, 0, 2, 0xff, 0xd9]);
    expect(problem("image/jpeg", jpeg)).toBeNull();
    expect(problem("image/gif", joined(latin1("GIF89a"), Uint8Array.from([1, 0, 1, 0, 0, 0, 0, 0x3b])))).toBeNull();
    expect(problem("image/webp", joined(latin1("RIFF"), Uint8Array.from([8, 0, 0, 0]), latin1("WEBPVP8 ")))).toBeNull();
  });

  it("is refused without its size, with data after its end, or with markup in it", () => {
    const noWidth = Uint8Array.from(png);
    noWidth.set([0, 0, 0, 0], 16);
    expect(problem("image/png", noWidth)).toEqual({ kind: "malformed", detail: "it has no image header with a width and height" });
    expect(problem("image/png", png.subarray(0, png.length - 12))).toEqual({ kind: "malformed", detail: "it has no IEND chunk: it is cut short" });
    // Bytes after the end are searched too, but are no fault in themselves (some tools add them).
    expect(problem("image/png", joined(png, latin1("\n")))).toBeNull();
    expect(problem("image/png", joined(png, latin1("<html>hidden page</html>")))).toEqual({ kind: "activeContent", detail: "it carries web-page markup (<html)" });
    expect(problem("image/jpeg", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda, 0, 2, 0xff, 0xd9]))).toMatchObject({ kind: "malformed" });
    expect(problem("image/gif", joined(latin1("GIF89a"), Uint8Array.from([0, 0, 1, 0, 0, 0, 0, 0x3b])))).toMatchObject({ kind: "malformed" });
    expect(problem("image/webp", joined(latin1("RIFF"), Uint8Array.from([99, 0, 0, 0]), latin1("WEBPVP8 ")))).toEqual({ kind: "malformed", detail: "its RIFF size is not its length" });
    const jpegWithPage = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, ...latin1("<iframe src=x>"), 0xff, 0xd9]);
    expect(problem("image/jpeg", jpegWithPage)).toEqual({ kind: "activeContent", detail: "it carries web-page markup (<iframe)" });
    // The same page in a comment segment, where a JPEG may hold any text.
    const comment = latin1("<svg/onload=alert(1)>");
    const jpegWithComment = Uint8Array.from([0xff, 0xd8, 0xff, 0xfe, 0, comment.length + 2, ...comment, 0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, 0xff, 0xda, 0, 2, 0xff, 0xd9]);
    expect(problem("image/jpeg", jpegWithComment)).toEqual({ kind: "activeContent", detail: "it carries web-page markup (<svg)" });
  });
});
