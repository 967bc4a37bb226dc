// The document each rehearsal claim uploads: a well-formed one-page PDF (header, objects, cross-reference
// table, trailer) padded with a random stream to the size asked, so every claim's file is different and its
// SHA-256 names it alone. Decides the bytes and their digest; never writes them anywhere.
import { createHash, randomFillSync } from "node:crypto";

export interface RehearsalDocument {
  readonly name: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly sha256: string;
}

const encoder = new TextEncoder();

/** The PDF around a padding stream of `padLength` bytes: the text before the padding and after it. */
const pdfAround = (title: string, padLength: number): { readonly head: string; readonly tail: string } => {
  const content = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${String(content.length)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
  ];
  let head = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(head.length);
    head += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  offsets.push(head.length);
  head += `${String(objects.length + 1)} 0 obj\n<< /Length ${String(padLength)} >>\nstream\n`;
  let tail = "\nendstream\nendobj\n";
  const xref = head.length + padLength + tail.length;
  const count = objects.length + 2;
  tail += `xref\n0 ${String(count)}\n0000000000 65535 f \n`;
  tail += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  tail += `trailer\n<< /Size ${String(count)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return { head, tail };
};

const lengthOf = (title: string, padLength: number): number => {
  const { head, tail } = pdfAround(title, padLength);
  return head.length + padLength + tail.length;
};

/** A PDF of exactly `size` bytes (or the smallest well-formed one, when that is larger), titled with `label`. */
export const rehearsalDocument = (label: string, size: number): RehearsalDocument => {
  const title = `Rehearsal receipt ${label}`.replace(/[^A-Za-z0-9 ._-]/g, "");
  // The padding's own length shows in /Length and in the offsets after it; a few passes settle the digits.
  let padLength = Math.max(0, size - lengthOf(title, 0));
  for (let pass = 0; pass < 4; pass += 1) {
    const over = lengthOf(title, padLength) - size;
    if (over === 0) break;
    padLength = Math.max(0, padLength - over);
  }
  const { head, tail } = pdfAround(title, padLength);
  const bytes = new Uint8Array(head.length + padLength + tail.length);
  bytes.set(encoder.encode(head));
  // Random binary, as a compressed stream is: its /Length, not its content, says where it ends.
  randomFillSync(bytes, head.length, padLength);
  bytes.set(encoder.encode(tail), head.length + padLength);
  return { name: `receipt-${label}.pdf`, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
};
