// The document each rehearsal claim uploads: a well-formed one-page PDF (header, objects, cross-reference
// table, trailer) padded with a random stream to the size asked, so every claim's file is different and its
// SHA-256 names it alone. Decides the bytes and their digest; never writes them anywhere.
import { createHash, randomBytes } from "node:crypto";

export interface RehearsalDocument {
  readonly name: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly sha256: string;
}

const encoder = new TextEncoder();

const pdfText = (title: string, padding: string): string => {
  const content = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${String(content.length)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${String(padding.length)} >>\nstream\n${padding}\nendstream`
  ];
  let text = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  text += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return text;
};

/** A PDF of exactly `size` bytes (or the smallest well-formed one, when that is larger), titled with `label`. */
export const rehearsalDocument = (label: string, size: number): RehearsalDocument => {
  const title = `Rehearsal receipt ${label}`.replace(/[()\\]/g, "");
  const bare = pdfText(title, "").length;
  // The padding's own length shows in /Length and in the offsets after it; a few passes settle the digits.
  let padLength = Math.max(0, size - bare);
  for (let pass = 0; pass < 4; pass += 1) {
    const over = pdfText(title, "x".repeat(padLength)).length - size;
    if (over === 0) break;
    padLength = Math.max(0, padLength - over);
  }
  const padding = randomBytes(Math.ceil((padLength * 3) / 4) + 3)
    .toString("base64")
    .slice(0, padLength);
  const bytes = encoder.encode(pdfText(title, padding));
  return { name: `receipt-${label}.pdf`, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
};
