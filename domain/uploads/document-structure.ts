// Whether a document's bytes are the whole document its signature says (media-type.ts), and carry no web
// page: a PDF with its header, the cross-reference its last `startxref` points at and `%%EOF` near its end;
// an image with a header giving its width (and a PNG's IEND, a GIF's trailer); and no web-page markup or
// script in the document's own syntax, which is how a file that is both a PDF and an HTML page (a polyglot)
// gets past a check of its first bytes. Compressed data (PDF stream data, PNG image chunks, JPEG scans) is
// not searched: it holds any bytes by chance. This is defence in depth, not a sanitiser: documents are never
// served to the public, and administrators' tools must open them as downloads (docs/security.md).
// Every check is one forward pass or a native search, so a 10 MiB file is judged in tens of milliseconds
// whatever its bytes.
import type { MediaType } from "./media-type.ts";

/** Why the file is not a sound document of its kind; null when it is. */
export type StructureProblem =
  | { readonly kind: "malformed"; readonly detail: string }
  | { readonly kind: "activeContent"; readonly detail: string };

const malformed = (detail: string): StructureProblem => ({ kind: "malformed", detail });

/**
 * Bytes as text, one character per byte (ASCII stays ASCII): the caller's fastest decoder (Node's Buffer
 * decodes 10 MiB in milliseconds, TextDecoder in tens of them), set for the check under way.
 */
export type Latin1Decoder = (bytes: Uint8Array) => string;

/** The decoder of the check under way: a check runs start to end synchronously, so no two share it. */
let decode: Latin1Decoder | null = null;

const latin1 = (bytes: Uint8Array, start = 0, end = bytes.length): string => {
  if (decode === null) throw new Error("document-structure: no decoder for the check under way");
  return decode(bytes.subarray(Math.max(0, start), Math.min(end, bytes.length)));
};

/** More chunks or segments than any real image has: a file built of them is refused before they are walked. */
const MOST_PARTS = 10_000;

/** Web-page tags that render or run (XMP metadata's `<x:xmpmeta>` and `<rdf:...>` are none of them). */
const MARKUP = /<\s*(?:script|html|body|iframe|frame|object|embed|svg|math|img|a\s+href|base|link|meta|form|details|style|!doctype\s+html|[a-z]+:script)(?=[\s/>=])/i;

const markupIn = (text: string): string | null => {
  const found = MARKUP.exec(text);
  return found === null ? null : found[0].replace(/\s+/g, "").toLowerCase();
};

// ---- PDF ----

/** How far from the end `%%EOF` may sit: writers add line ends, scanners padding. */
const PDF_TAIL = 4096;

/**
 * The PDF's own syntax: the text outside its streams' data and its literal strings (an annotation's rich
 * text is a string of XHTML; a browser reading the file as HTML would see only what lies outside both, or
 * in comments). One forward pass; a stream's data is skipped with a native search for its `endstream`.
 */
const pdfSyntax = (bytes: Uint8Array): string => {
  const text = latin1(bytes);
  let syntax = "";
  let from = 0;
  let at = 0;
  while (at < text.length) {
    const character = text.charCodeAt(at);
    if (character === 0x25 /* % comment: syntax to its line end */) {
      let end = at + 1;
      while (end < text.length && text.charCodeAt(end) !== 0x0a && text.charCodeAt(end) !== 0x0d) end += 1;
      at = end;
      continue;
    }
    if (character === 0x28 /* ( literal string */) {
      syntax += text.slice(from, at);
      let depth = 0;
      for (; at < text.length; at += 1) {
        const inner = text.charCodeAt(at);
        if (inner === 0x5c /* \ escapes the next byte */) at += 1;
        else if (inner === 0x28) depth += 1;
        else if (inner === 0x29 && --depth === 0) break;
      }
      at += 1;
      from = at;
      continue;
    }
    if (character === 0x73 /* s */ && text.charCodeAt(at + 1) === 0x74 /* t */ && text.startsWith("stream", at) && !/[A-Za-z0-9#/]/.test(text.charAt(at - 1)) && /^stream\r?\n/.test(text.slice(at, at + 8))) {
      syntax += text.slice(from, at + 6);
      const end = text.indexOf("endstream", at + 6);
      at = end === -1 ? text.length : end;
      from = at;
      continue;
    }
    at += 1;
  }
  return syntax + text.slice(from);
};

/** A name's characters as PDF may write them: each itself or as #xx (hex in either case). */
const escapable = (name: string): string =>
  Array.from(name, (character) => `(?:${character}|#${character.charCodeAt(0).toString(16).replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`)})`).join("");

/** A PDF name for script (/JavaScript, /JS, plainly or with #xx escapes), as an action or a name tree carries it. */
const PDF_SCRIPT = new RegExp(`/(?:(${escapable("JavaScript")})|(${escapable("JS")}))(?=[\\s\\0/<>[\\]()%{}]|$)`);

const pdfScript = (syntax: string): string | null => {
  const found = PDF_SCRIPT.exec(syntax);
  if (found === null) return null;
  return found[1] === undefined ? "/JS" : "/JavaScript";
};

const pdfStructure = (bytes: Uint8Array): StructureProblem | null => {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 8))) return malformed("its header is not %PDF- and a version");
  const tail = latin1(bytes, bytes.length - PDF_TAIL, bytes.length);
  const ends = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)];
  const last = ends.at(-1);
  if (last === undefined) return malformed("it does not end with startxref and %%EOF: it is cut short or not a PDF");
  const offset = Number(last[1]);
  const target = latin1(bytes, offset, offset + 40);
  // The last cross-reference: a table (then its trailer) or, since PDF 1.5, a cross-reference stream object.
  const table = /^\s*xref\s/.test(target);
  if (offset >= bytes.length || !(table || /^\s*\d+\s+\d+\s+obj\b/.test(target))) return malformed("its startxref points at no cross-reference");
  if (table && !latin1(bytes, offset, bytes.length).includes("trailer")) return malformed("its cross-reference table has no trailer");
  return null;
};

// ---- images ----

const u16le = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u16be = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number): number => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number): number => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

const IEND = 0x49454e44;
const IDAT = 0x49444154;

/** A PNG's chunks in order: its header with a size, its IEND, and its text outside the image data (IDAT). */
const pngParts = (bytes: Uint8Array): { readonly problem: StructureProblem | null; readonly syntax: string } => {
  if (latin1(bytes, 12, 16) !== "IHDR" || u32be(bytes, 16) === 0 || u32be(bytes, 20) === 0) return { problem: malformed("it has no image header with a width and height"), syntax: "" };
  const texts: string[] = [];
  let at = 8;
  for (let chunks = 0; at + 8 <= bytes.length && chunks < MOST_PARTS; chunks += 1) {
    const length = u32be(bytes, at);
    const type = u32be(bytes, at + 4);
    if (type === IEND) return { problem: null, syntax: [...texts, latin1(bytes, at + 12)].join("") };
    if (type !== IDAT) texts.push(latin1(bytes, at + 8, at + 8 + length));
    at += 12 + length;
  }
  const detail = at + 8 <= bytes.length ? "it has more chunks than an image has" : "it has no IEND chunk: it is cut short";
  return { problem: malformed(detail), syntax: texts.join("") };
};

/** JPEG's start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the image's size. */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's segments up to its first scan: a frame header with a width, and the text of the segments (the scan is compressed data). */
const jpegParts = (bytes: Uint8Array): { readonly problem: StructureProblem | null; readonly syntax: string } => {
  let frame = false;
  let scan = false;
  let at = 2;
  for (let segments = 0; at + 4 <= bytes.length && bytes[at] === 0xff; segments += 1) {
    if (segments > MOST_PARTS) return { problem: malformed("it has more segments than an image has"), syntax: "" };
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Its height may come later (a DNL marker); a width of 0 is no image.
    if (isStartOfFrame(marker)) frame = u16be(bytes, at + 7) > 0;
    if (marker === 0xda || marker === 0xd9) {
      scan = true;
      break;
    }
    at += 2 + u16be(bytes, at + 2);
  }
  // Bytes that are no segment before the scan are no JPEG's: all of them are searched.
  const syntax = latin1(bytes, 0, scan ? at : bytes.length);
  return { problem: frame ? null : malformed("it has no frame header with a width"), syntax };
};

const gifProblem = (bytes: Uint8Array): StructureProblem | null => {
  if (u16le(bytes, 6) === 0 || u16le(bytes, 8) === 0) return malformed("its screen descriptor gives no width and height");
  // Its trailer ends it; editors and mail sometimes add a line end or padding after.
  return latin1(bytes, bytes.length - 16, bytes.length).replace(/[\s\0]+$/, "").endsWith(";") ? null : malformed("it does not end with its trailer: it is cut short");
};

const webpProblem = (bytes: Uint8Array): StructureProblem | null => {
  const declared = u32le(bytes, 4) + 8;
  if (declared !== bytes.length && declared + 1 !== bytes.length) return malformed("its RIFF size is not its length");
  return ["VP8 ", "VP8L", "VP8X"].includes(latin1(bytes, 12, 16)) ? null : malformed("it has no VP8 image chunk");
};

const tiffProblem = (bytes: Uint8Array): StructureProblem | null => {
  const offset = bytes[0] === 0x49 ? u32le(bytes, 4) : u32be(bytes, 4);
  return offset >= 8 && offset + 2 <= bytes.length ? null : malformed("its first image directory lies outside the file");
};

const heicProblem = (bytes: Uint8Array): StructureProblem | null => {
  const box = u32be(bytes, 0);
  return box >= 16 && box <= bytes.length ? null : malformed("its file-type box does not fit the file");
};

/**
 * How much of a GIF, TIFF, WebP or HEIC is searched for markup: their headers and metadata, where a page
 * hidden for a browser to find would sit; the compressed image after holds any bytes by chance.
 */
const IMAGE_HEAD = 64 * 1024;

/** The structure's problem, and the text to search for markup: the document's syntax, not its compressed data. */
const inspect = (mediaType: MediaType, bytes: Uint8Array): { readonly problem: StructureProblem | null; readonly syntax: string; readonly script: string | null } => {
  switch (mediaType) {
    case "application/pdf": {
      const syntax = pdfSyntax(bytes);
      return { problem: pdfStructure(bytes), syntax, script: pdfScript(syntax) };
    }
    case "image/png":
      return { ...pngParts(bytes), script: null };
    case "image/jpeg":
      return { ...jpegParts(bytes), script: null };
    case "image/gif":
      return { problem: gifProblem(bytes), syntax: latin1(bytes, 0, IMAGE_HEAD), script: null };
    case "image/tiff":
      return { problem: tiffProblem(bytes), syntax: latin1(bytes, 0, IMAGE_HEAD), script: null };
    case "image/webp":
      return { problem: webpProblem(bytes), syntax: latin1(bytes, 0, IMAGE_HEAD), script: null };
    case "image/heic":
      return { problem: heicProblem(bytes), syntax: latin1(bytes, 0, IMAGE_HEAD), script: null };
  }
};

/**
 * The first thing wrong with the document of this kind: markup or script in it (the graver), then its
 * structure; null when it is sound. `latin1Decoder` turns bytes into text.
 */
export const documentStructureProblem = (mediaType: MediaType, bytes: Uint8Array, latin1Decoder: Latin1Decoder): StructureProblem | null => {
  decode = latin1Decoder;
  try {
    return judged(inspect(mediaType, bytes));
  } finally {
    decode = null;
  }
};

const judged = ({ problem, syntax, script }: { readonly problem: StructureProblem | null; readonly syntax: string; readonly script: string | null }): StructureProblem | null => {
  const markup = markupIn(syntax);
  if (markup !== null) return { kind: "activeContent", detail: `it carries web-page markup (${markup})` };
  if (script !== null) return { kind: "activeContent", detail: `it carries script (${script})` };
  return problem;
};
