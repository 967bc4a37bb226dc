// Whether a document's bytes are the whole document its signature says (media-type.ts), and nothing else: a
// PDF with its header, a cross-reference the last `startxref` points at and `%%EOF` at its end; an image
// with a header giving it a size (and, for PNG and GIF, its end marker last); and no web-page markup or
// script anywhere in it, which is how a file that is both a PDF and an HTML page (a polyglot) gets past a
// check of its first bytes. Scans by native byte search, so a 10 MiB file is judged in milliseconds.
import type { MediaType } from "./media-type.ts";

/** Why the file is not a sound document of its kind; null when it is. */
export type StructureProblem =
  | { readonly kind: "malformed"; readonly detail: string }
  | { readonly kind: "activeContent"; readonly detail: string };

const latin1 = (bytes: Uint8Array, start: number, end: number): string => {
  let text = "";
  for (let at = Math.max(0, start); at < Math.min(end, bytes.length); at += 1) text += String.fromCharCode(bytes[at] ?? 0);
  return text;
};

const malformed = (detail: string): StructureProblem => ({ kind: "malformed", detail });

/** The tags that make bytes a web page or carry script (XMP metadata's `<x:xmpmeta>` and `<rdf:...>` are not among them). */
const MARKUP_TAGS = ["script", "html", "body", "iframe", "object", "embed", "svg", "!doctype html", "meta http-equiv", "form", "img src"];
const LONGEST_TAG = Math.max(...MARKUP_TAGS.map((tag) => tag.length));

/** The first web-page tag in the bytes (any case), as "<script"; null when there is none. */
const markupIn = (bytes: Uint8Array): string | null => {
  for (let at = bytes.indexOf(0x3c); at !== -1; at = bytes.indexOf(0x3c, at + 1)) {
    const after = latin1(bytes, at + 1, at + 1 + LONGEST_TAG + 1).toLowerCase();
    const tag = MARKUP_TAGS.find((candidate) => after.startsWith(candidate) && /[\s>/]/.test(after.charAt(candidate.length) || ">"));
    if (tag !== undefined) return `<${tag}`;
  }
  return null;
};

const indexOfText = (bytes: Uint8Array, text: string, from = 0): number => {
  const needle = Uint8Array.from(text, (character) => character.charCodeAt(0));
  const first = needle[0] ?? 0;
  for (let at = bytes.indexOf(first, from); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (needle.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
};

const lastIndexOfText = (bytes: Uint8Array, text: string, before: number): number => {
  const needle = Uint8Array.from(text, (character) => character.charCodeAt(0));
  const first = needle[0] ?? 0;
  for (let at = bytes.lastIndexOf(first, before - 1); at !== -1; at = at === 0 ? -1 : bytes.lastIndexOf(first, at - 1)) {
    if (needle.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
};

/** Whether the offset lies inside a stream's data (between `stream` and `endstream`), where bytes are content, not PDF syntax. */
const insideStream = (bytes: Uint8Array, at: number): boolean => {
  let start = lastIndexOfText(bytes, "stream", at);
  // "endstream" ends in "stream": that one closes a stream, it does not open one.
  while (start >= 3 && latin1(bytes, start - 3, start) === "end") start = lastIndexOfText(bytes, "stream", start);
  return start !== -1 && start > lastIndexOfText(bytes, "endstream", at);
};

/**
 * A PDF name for script (/JavaScript, /JS) followed by a delimiter, as an action or a name tree carries it, in
 * the file's syntax: inside a stream's data the same bytes are content (compressed data holds them by chance).
 */
const pdfScript = (bytes: Uint8Array): string | null => {
  for (const name of ["/JavaScript", "/JS"]) {
    for (let at = indexOfText(bytes, name); at !== -1; at = indexOfText(bytes, name, at + 1)) {
      const next = bytes[at + name.length];
      // PDF delimiters and white space end a name; a longer name (/JSON...) is another name.
      const endsName = next === undefined || /[\s/<>[\]()%]/.test(String.fromCharCode(next));
      if (endsName && !insideStream(bytes, at)) return name;
    }
  }
  return null;
};

/** How far from the end `%%EOF` may sit: writers add line ends and scanners a little padding. */
const PDF_TAIL = 1024;

const pdfProblem = (bytes: Uint8Array): StructureProblem | null => {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 8))) return malformed("its header is not %PDF- and a version");
  const tail = latin1(bytes, bytes.length - PDF_TAIL, bytes.length);
  const end = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail) ?? /startxref\s+(\d+)\s+%%EOF[\s\S]*$/.exec(tail);
  if (end === null) return malformed("it does not end with startxref and %%EOF: it is cut short or not a PDF");
  const offset = Number(end[1]);
  const target = latin1(bytes, offset, offset + 32);
  // The last cross-reference: a table (then its trailer) or, since PDF 1.5, a cross-reference stream object.
  if (offset >= bytes.length || !(/^xref\s/.test(target) || /^\d+\s+\d+\s+obj\b/.test(target))) return malformed("its startxref points at no cross-reference");
  if (/^xref\s/.test(target) && indexOfText(bytes, "trailer", offset) === -1) return malformed("its cross-reference table has no trailer");
  return null;
};

const u32be = (bytes: Uint8Array, at: number): number => (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;
const u16le = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u16be = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32le = (bytes: Uint8Array, at: number): number => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

const pngProblem = (bytes: Uint8Array): StructureProblem | null => {
  if (latin1(bytes, 12, 16) !== "IHDR" || u32be(bytes, 16) === 0 || u32be(bytes, 20) === 0) return malformed("it has no image header with a width and height");
  // The image ends with its IEND chunk (length 0, "IEND", its CRC): nothing may follow it.
  if (latin1(bytes, bytes.length - 8, bytes.length - 4) !== "IEND") return malformed("it does not end with its IEND chunk");
  return null;
};

/** JPEG's start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the image's size. */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegProblem = (bytes: Uint8Array): StructureProblem | null => {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStartOfFrame(marker)) return u16be(bytes, at + 5) > 0 && u16be(bytes, at + 7) > 0 ? null : malformed("its frame header gives no width and height");
    // Start of scan, or a marker without a length: the frame header should have come first.
    if (marker === 0xda || marker === 0xd9) break;
    at += 2 + u16be(bytes, at + 2);
  }
  return malformed("it has no frame header with a width and height");
};

const gifProblem = (bytes: Uint8Array): StructureProblem | null => {
  if (u16le(bytes, 6) === 0 || u16le(bytes, 8) === 0) return malformed("its screen descriptor gives no width and height");
  return bytes[bytes.length - 1] === 0x3b ? null : malformed("it does not end with its trailer");
};

const webpProblem = (bytes: Uint8Array): StructureProblem | null => {
  const declared = u32le(bytes, 4) + 8;
  if (declared !== bytes.length && declared + 1 !== bytes.length) return malformed("its RIFF size is not its length");
  return ["VP8 ", "VP8L", "VP8X"].includes(latin1(bytes, 12, 16)) ? null : malformed("it has no VP8 image chunk");
};

const tiffProblem = (bytes: Uint8Array): StructureProblem | null => {
  const littleEndian = bytes[0] === 0x49;
  const offset = littleEndian ? u32le(bytes, 4) : u32be(bytes, 4);
  return offset >= 8 && offset + 2 <= bytes.length ? null : malformed("its first image directory lies outside the file");
};

const heicProblem = (bytes: Uint8Array): StructureProblem | null => {
  const box = u32be(bytes, 0);
  return box >= 16 && box <= bytes.length ? null : malformed("its file-type box does not fit the file");
};

const STRUCTURE: Readonly<Record<MediaType, (bytes: Uint8Array) => StructureProblem | null>> = {
  "application/pdf": pdfProblem,
  "image/png": pngProblem,
  "image/jpeg": jpegProblem,
  "image/gif": gifProblem,
  "image/tiff": tiffProblem,
  "image/webp": webpProblem,
  "image/heic": heicProblem
};

/** The first thing wrong with the document of this kind: markup or script in it (the graver), then its structure; null when it is sound. */
export const documentStructureProblem = (mediaType: MediaType, bytes: Uint8Array): StructureProblem | null => {
  const markup = markupIn(bytes);
  if (markup !== null) return { kind: "activeContent", detail: `it carries web-page markup (${markup})` };
  const script = mediaType === "application/pdf" ? pdfScript(bytes) : null;
  if (script !== null) return { kind: "activeContent", detail: `it carries script (${script})` };
  return STRUCTURE[mediaType](bytes);
};
