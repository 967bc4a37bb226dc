// File names made safe: last path segment, no control or bidi characters, bounded with the extension kept.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_FILE_NAME_LENGTH, sanitizeFileName } from "../../../server/uploads/file-name.ts";

/** Separators, C0 and C1 controls and the bidi overrides and isolates. */
const unsafe = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return character === "/" || character === "\\" || code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
};

describe("sanitizeFileName", () => {
  it.each([
    ["receipt.pdf", "receipt.pdf"],
    ["C:\\\\Users\\\\ada\\\\receipt.pdf", "receipt.pdf"],
    ["../../etc/passwd", "passwd"],
    ["  scan 1.png  ", "scan 1.png"],
    ["evil\\u202Efdp.exe", "evilfdp.exe"],
    ["line\\nbreak\\u0000.pdf", "linebreak.pdf"],
    ["Recibo de compra señal.pdf", "Recibo de compra señal.pdf"]
  ])("makes %j %j", (raw, safe) => {
    expect(sanitizeFileName(JSON.parse(`"${raw}"`) as string)).toBe(safe);
  });

  it.each(["", "   ", ".", "..", "folder/", "\\u0001\\u0002"])("has nothing usable in %j", (raw) => {
    expect(sanitizeFileName(JSON.parse(`"${raw}"`) as string)).toBeNull();
  });

  it("bounds the length in characters and keeps the extension", () => {
    const long = `${"a".repeat(300)}.pdf`;
    const safe = sanitizeFileName(long) ?? "";
    expect(Array.from(safe)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(safe.endsWith(".pdf")).toBe(true);
    expect(sanitizeFileName(`${"😀".repeat(250)}.png`, 20)).toBe(`${"😀".repeat(16)}.png`);
    expect(sanitizeFileName("x".repeat(50), 10)).toBe("x".repeat(10));
    expect(sanitizeFileName(`${"x".repeat(9)} ${"y".repeat(20)}`, 10)).toBe("x".repeat(9));
    expect(sanitizeFileName(`${"x".repeat(5)} ${"y".repeat(20)}.pdf`, 10)).toBe("x".repeat(5) + ".pdf");
  });

  it("never leaves a separator or control character, never exceeds the bound, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (raw) => {
        const safe = sanitizeFileName(raw);
        if (safe === null) return;
        expect(Array.from(safe).filter(unsafe)).toEqual([]);
        expect(Array.from(safe).length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
        expect(sanitizeFileName(safe)).toBe(safe);
      }),
      { numRuns: 1000 }
    );
  });
});
