// Media types decided by content: each accepted kind by its signature, and near misses of each not at all.
import { describe, expect, it } from "vitest";
import { MEDIA_TYPES, sniffMediaType } from "../../../domain/uploads/media-type.ts";

const head = (...values: readonly (number | string)[]): Uint8Array =>
  Uint8Array.from(Buffer.concat(values.map((value) => (typeof value === "string" ? Buffer.from(value, "latin1") : Buffer.from([value])))));

describe("sniffMediaType", () => {
  it.each([
    ["application/pdf", head("%PDF-1.4\n")],
    ["image/png", head(0x89, "PNG\r\n", 0x1a, "\n", 0)],
    ["image/jpeg", head(0xff, 0xd8, 0xff, 0xdb)],
    ["image/gif", head("GIF87a", 1, 0)],
    ["image/gif", head("GIF89a", 1, 0)],
    ["image/tiff", head("II*", 0, 8, 0, 0, 0)],
    ["image/tiff", head("MM", 0, "*", 0, 0, 0, 8)],
    ["image/webp", head("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ")],
    ["image/heic", head(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0)],
    ["image/heic", head(0, 0, 0, 0x1c, "ftypmif1", 0, 0, 0, 0)]
  ])("knows %s by its first bytes", (type, bytes) => {
    expect(sniffMediaType(bytes)).toBe(type);
    expect(MEDIA_TYPES).toContain(type);
  });

  it.each([
    ["an empty file", head()],
    ["a PDF cut inside its signature", head("%PD")],
    ["a PDF signature not at the start", head(" %PDF-1.4")],
    ["a RIFF that is not WebP (a WAV)", head("RIFF", 0x24, 0, 0, 0, "WAVEfmt ")],
    ["an ISO media file that is not HEIF (an MP4)", head(0, 0, 0, 0x18, "ftypmp42", 0, 0, 0, 0)],
    ["a TIFF byte order without its magic number", head("II", 0, 0x2a)],
    ["a Windows executable", head("MZ", 0x90, 0)],
    ["plain text", head("hello, world")]
  ])("knows nothing of %s", (_name, bytes) => {
    expect(sniffMediaType(bytes)).toBeNull();
  });
});
