// The submit body of a DocumentsUpload claim as the site sends it (adapters/http/multipart-claim.ts): the
// culture as text, each DTO part a JSON string, and the document as a `documents` file part named by its
// context's client id. The model names are the demo case's DocumentsUpload form; built before the clock starts.
import { randomBytes } from "node:crypto";
import type { RehearsalClaim } from "./rehearsal-claim.ts";

/** The demo case's DocumentsUpload models (cases/demo/forms/documents-upload.json). */
export const DOCUMENTS_UPLOAD_MODELS = {
  credentials: "nwd-documents-upload-credentials",
  documents: "nwd-documents-upload-documents"
} as const;

const ID_CHARACTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A client id as the site makes them: a prefix and eight random characters. */
const clientId = (prefix: string): string => `${prefix}_${Array.from(randomBytes(8), (byte) => ID_CHARACTERS[byte % ID_CHARACTERS.length] ?? "A").join("")}`;

const model = (id: string, metadataHash: string, fields: Readonly<Record<string, unknown>>): Record<string, unknown> => ({
  clientId: id,
  id: null,
  metadataHash,
  fields
});

export interface ClaimBody {
  readonly contentType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

type Part = { readonly name: string; readonly value: string } | { readonly name: string; readonly fileName: string; readonly mediaType: string; readonly bytes: Uint8Array };

/**
 * multipart/form-data as a browser's FormData encodes it, laid out once as bytes: a FormData of Blobs is
 * read through web streams on every send, which would cost the load generator more CPU than the server.
 */
const multipart = (parts: readonly Part[]): ClaimBody => {
  const boundary = `----claims-rehearsal-${randomBytes(12).toString("hex")}`;
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = "bytes" in part;
    const disposition = file ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${file ? `Content-Type: ${part.mediaType}\r\n` : ""}\r\n`));
    chunks.push(file ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat(chunks) };
};

export const directClaimBody = (claim: RehearsalClaim, captchaToken: string | null): ClaimBody => {
  const documentId = clientId("documentContexts");
  const { document } = claim;
  const parts: Part[] = [];
  if (captchaToken !== null) parts.push({ name: "reCaptchaResponse", value: captchaToken });
  parts.push(
    { name: "userPreferredCulture", value: "en" },
    { name: "credentials", value: JSON.stringify(model(clientId("credentials"), DOCUMENTS_UPLOAD_MODELS.credentials, claim.member.credentials)) },
    { name: "prepopulatedData", value: "[]" },
    {
      name: "documentContexts",
      value: JSON.stringify([
        model(documentId, DOCUMENTS_UPLOAD_MODELS.documents, { name: document.name, size: document.bytes.length, type: "application/pdf", documentType: "Receipt" })
      ])
    },
    { name: "claimTransactions", value: "[]" },
    { name: "documents", fileName: documentId, mediaType: "application/pdf", bytes: document.bytes }
  );
  return multipart(parts);
};
