// Which kind of document a file is, decided by its first bytes (magic numbers), never by its name or by
// the type the browser claimed: a renamed executable is no PDF. Unknown content is no type at all.

export const MEDIA_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/tiff",
  "image/webp",
  "image/heic"
] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];

export const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** The longest prefix any signature below needs. */
export const SNIFF_BYTES = 12;

const ascii = (text: string): readonly number[] => Array.from(text, (character) => character.charCodeAt(0));

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  head.length >= offset + signature.length && signature.every((byte, index) => head[offset + index] === byte);

interface Signature {
  readonly type: MediaType;
  readonly matches: (head: Uint8Array) => boolean;
}

const SIGNATURES: readonly Signature[] = [
  { type: "application/pdf", matches: (head) => startsWith(head, ascii("%PDF-")) },
  { type: "image/png", matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", matches: (head) => startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a")) },
  { type: "image/tiff", matches: (head) => startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]) },
  { type: "image/webp", matches: (head) => startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8) },
  // An ISO media file: a box size, then "ftyp" and the major brand; only HEIF stills count.
  { type: "image/heic", matches: (head) => startsWith(head, ascii("ftyp"), 4) && (startsWith(head, ascii("heic"), 8) || startsWith(head, ascii("mif1"), 8)) }
];

/** The media type the content shows, or null when it is none of the known kinds. */
export const sniffMediaType = (head: Uint8Array): MediaType | null =>
  SIGNATURES.find((signature) => signature.matches(head))?.type ?? null;
