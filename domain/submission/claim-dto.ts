// The submission payload (spec section 3, "Submission payload"): each model as a DTO part, the
// captcha token and culture, and the documents, each file named by its document context's client id.
import type { FileEntry } from "../forms/field-value.ts";
import type { WireAnswers } from "../api/field-values.schema.ts";

export interface ModelDto {
  readonly clientId: string;
  readonly id: string | null;
  readonly metadataHash: string;
  /** Field values without file lists (files travel as documents); a list of dates as it is. */
  readonly fields: WireAnswers;
}

export interface DocumentFile {
  /** The client id of the document context the file belongs to; the file's name in the multipart body. */
  readonly contextClientId: string;
  /** The file as chosen: a browser File or, from the command line, a File read from disk. */
  readonly file: FileEntry;
}

export interface ClaimDto {
  readonly reCaptchaResponse: string | null;
  readonly userPreferredCulture: string;
  readonly captchaRawValue: string | null;
  readonly documents: readonly DocumentFile[] | null;
  readonly signature: ModelDto | null;
  readonly claimantInfo: ModelDto | null;
  readonly credentials: ModelDto | null;
  readonly claimDetails: ModelDto | null;
  readonly prepopulatedData: readonly ModelDto[];
  readonly documentContexts: readonly ModelDto[];
  readonly claimTransactions: readonly ModelDto[];
}
