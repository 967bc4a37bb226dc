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

export const directClaimBody = (claim: RehearsalClaim, captchaToken: string | null): FormData => {
  const documentId = clientId("documentContexts");
  const { document } = claim;
  const form = new FormData();
  if (captchaToken !== null) form.append("reCaptchaResponse", captchaToken);
  form.append("userPreferredCulture", "en");
  form.append("credentials", JSON.stringify(model(clientId("credentials"), DOCUMENTS_UPLOAD_MODELS.credentials, claim.member.credentials)));
  form.append("prepopulatedData", "[]");
  form.append(
    "documentContexts",
    JSON.stringify([
      model(documentId, DOCUMENTS_UPLOAD_MODELS.documents, { name: document.name, size: document.bytes.length, type: "application/pdf", documentType: "Receipt" })
    ])
  );
  form.append("claimTransactions", "[]");
  form.append("documents", new Blob([document.bytes], { type: "application/pdf" }), documentId);
  return form;
};
