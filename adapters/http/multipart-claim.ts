// The submit body of spec section 7 as multipart form data: each DTO part a JSON string, the other
// strings as text, each document a file part named `documents` whose filename is its context's client id.
// A null part is left out, so the server reads absence as null and an empty text stays a real value.
import type { DocumentFile, ClaimDto } from "../../domain/submission/claim-dto.ts";
import { DeveloperError } from "../../application/developer-error.ts";

export const DOCUMENTS_PART = "documents";

const TEXT_PARTS = ["reCaptchaResponse", "userPreferredCulture", "captchaRawValue"] as const;

const DTO_PARTS = [
  "signature",
  "claimantInfo",
  "credentials",
  "claimDetails",
  "prepopulatedData",
  "documentContexts",
  "claimTransactions"
] as const;

const documentBlob = (document: DocumentFile): Blob => {
  // The domain describes a file structurally; at run time it must be the browser's or Node's File.
  const file: unknown = document.file;
  if (!(file instanceof Blob)) {
    throw new DeveloperError(
      "documentNotABlob",
      `The document of context ${document.contextClientId} is not a File or Blob and cannot be submitted.`
    );
  }
  return file;
};

/** Throws DeveloperError("documentNotABlob") when a document's file is not a Blob. */
export const claimFormData = (claim: ClaimDto): FormData => {
  const body = new FormData();
  for (const name of TEXT_PARTS) {
    const value = claim[name];
    if (value !== null) body.append(name, value);
  }
  for (const name of DTO_PARTS) {
    const value = claim[name];
    if (value !== null) body.append(name, JSON.stringify(value));
  }
  for (const document of claim.documents ?? []) {
    body.append(DOCUMENTS_PART, documentBlob(document), document.contextClientId);
  }
  return body;
};
