// Submit bodies for the HTTP tests: a multipart writer that can also write what no browser would (bad
// boundaries, truncation), valid Standard and DocumentsUpload claims for Ada, and files of each kind.
import type { InjectOptions } from "fastify";
import type { WireAnswers, WireFields } from "../../../domain/api/field-values.schema.ts";
import type { ModelDto } from "../../../domain/submission/claim-dto.ts";
import { ADA, credentialsOf } from "./http-case.ts";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";

export type BodyPart =
  | { readonly name: string; readonly value: string; readonly contentType?: string }
  | { readonly name: string; readonly fileName: string; readonly bytes: Uint8Array; readonly contentType?: string };

export const BOUNDARY = "----claims-test-boundary-7MA4YWxkTrZu0gW";

const encoder = new TextEncoder();

export const multipartPayload = (parts: readonly BodyPart[], boundary: string = BOUNDARY): Buffer => {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = "fileName" in part ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
    const type = part.contentType ?? ("fileName" in part ? "application/octet-stream" : undefined);
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type === undefined ? "" : `Content-Type: ${type}\r\n`}\r\n`));
    chunks.push("fileName" in part ? part.bytes : encoder.encode(part.value));
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
};

export const multipartRequest = (
  parts: readonly BodyPart[],
  headers: Readonly<Record<string, string>> = {}
): Pick<InjectOptions, "payload" | "headers"> => ({
  payload: multipartPayload(parts),
  headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers }
});

/** Plain Uint8Arrays (not Buffers), so they can go straight into a Blob or File. */
const bytes = (...values: readonly (number | string)[]): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(Buffer.concat(values.map((value) => (typeof value === "string" ? Buffer.from(value, "latin1") : Buffer.from([value])))));

/** A whole document of each kind (the server checks structure, not only the first bytes), and one that is none. */
export const FILES = {
  pdf: rehearsalDocument("test", 0).bytes,
  /** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
  png: Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64")),
  /** A JPEG's markers up to its scan: start of image, JFIF, a baseline frame of 16×16, start of scan, end of image. */
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF", 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 16, 0, 16, 1, 1, 0x11, 0, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9),
  /** A 1×1 GIF: header, screen descriptor, image, trailer. */
  gif: bytes("GIF89a", 1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b),
  exe: bytes("MZ", 0x90, "\u0000\u0003 this is no document")
};

/** A well-formed PDF of exactly `size` bytes. */
export const sizedPdf = (size: number): Uint8Array<ArrayBuffer> => rehearsalDocument(`sized ${String(size)}`, size).bytes;

const model = (clientId: string, metadataHash: string, fields: WireAnswers): ModelDto => ({ clientId, id: null, metadataHash, fields });

export interface ClaimOverrides {
  readonly credentials?: WireFields;
  readonly claimantInfo?: WireFields;
  readonly claimDetails?: WireAnswers;
  readonly signature?: WireFields | null;
  readonly culture?: string;
  readonly captcha?: string;
}

/** The text parts of a valid Standard claim for Ada, as adapters/http/multipart-claim.ts writes them. */
export const standardClaimParts = (overrides: ClaimOverrides = {}): BodyPart[] => {
  const signature = overrides.signature === null ? null : model("signature_00000004", "std-signature", { signature: "Ada Lovelace", ...overrides.signature });
  return [
    ...(overrides.captcha === undefined ? [] : [{ name: "reCaptchaResponse", value: overrides.captcha }]),
    { name: "userPreferredCulture", value: overrides.culture ?? "en" },
    ...(signature === null ? [] : [{ name: "signature", value: JSON.stringify(signature) }]),
    {
      name: "claimantInfo",
      value: JSON.stringify(model("claimantInfo_00000002", "std-claimant", { firstName: "Ada", lastName: "Lovelace", ...overrides.claimantInfo }))
    },
    { name: "credentials", value: JSON.stringify(model("credentials_00000001", "std-credentials", { ...credentialsOf(ADA), ...overrides.credentials })) },
    {
      name: "claimDetails",
      value: JSON.stringify(
        model("claimDetails_00000003", "std-details", { purchaseDate: "01/15/2025", paymentMethod: "Check", paypalEmail: null, ...overrides.claimDetails })
      )
    },
    { name: "prepopulatedData", value: "[]" },
    { name: "documentContexts", value: "[]" },
    { name: "claimTransactions", value: "[]" }
  ];
};

export interface UploadedDocument {
  readonly clientId: string;
  readonly name: string;
  readonly bytes: Uint8Array;
  /** The name the multipart part carries; the record's client id unless a test says otherwise. */
  readonly partFileName?: string;
}

export const documentRecord = (document: UploadedDocument): ModelDto =>
  model(document.clientId, "du-documents", { name: document.name, size: document.bytes.length, type: "application/pdf", documentType: "Receipt" });

/** A DocumentsUpload claim for Ada: her credentials, one record per document and each document's file. */
export const documentsClaimParts = (documents: readonly UploadedDocument[], records: readonly ModelDto[] = documents.map(documentRecord)): BodyPart[] => [
  { name: "userPreferredCulture", value: "en" },
  { name: "credentials", value: JSON.stringify(model("credentials_00000011", "du-credentials", credentialsOf(ADA))) },
  { name: "prepopulatedData", value: "[]" },
  { name: "documentContexts", value: JSON.stringify(records) },
  { name: "claimTransactions", value: "[]" },
  ...documents.map((document) => ({ name: "documents", fileName: document.partFileName ?? document.clientId, bytes: document.bytes }))
];

export const receipt = (index = 1, bytesOf: Uint8Array = FILES.pdf): UploadedDocument => ({
  clientId: `documentContexts_${String(index).padStart(8, "0")}`,
  name: `receipt-${index}.pdf`,
  bytes: bytesOf
});
