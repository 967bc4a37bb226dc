// Whether a file the claimant picked may join a list of documents, before anything is sent (PATTERNS
// "Uploads"): not empty, within the size limit, of an accepted kind by its content (never by its name or
// claimed type), not named like a file already in the list, not the same content as one. The reason is
// data (a ValidationIssue with its localization key); reading the bytes is the caller's business.
import { describeBytes } from "./byte-size.ts";
import { sniffMediaType } from "./media-type.ts";
import { describeMediaTypes } from "./media-type-names.ts";
import type { UploadLimits } from "./upload-limits.ts";
import { sameFileName } from "../validation/multi-record/document-file-names.ts";
import { issue, type ValidationIssue } from "../validation/validation-issue.ts";

/** What the size check needs: known without reading the file. */
export interface FileSize {
  readonly name: string;
  readonly size: number;
}

export interface UploadCandidate extends FileSize {
  /** The first bytes (media-type.ts SNIFF_BYTES of them, or all of a shorter file). */
  readonly head: Uint8Array;
  /** The SHA-256 of the whole content, in lower-case hex; null when not read (no listed file is as large). */
  readonly sha256: string | null;
}

/** A file already in the list (saved or draft); its digest is null when it was not worth reading (another size). */
export interface ListedUpload {
  readonly name: string;
  readonly size: number | null;
  readonly sha256: string | null;
}

/** Empty or too large: the checks that need no reading, so a huge file is refused before it is read. */
export const sizeRefusal = (path: readonly string[], file: FileSize, limits: UploadLimits): ValidationIssue | null => {
  if (file.size === 0) return issue(path, "uploadEmpty", { fileName: file.name });
  if (file.size > limits.maxFileBytes) return issue(path, "uploadTooLarge", { fileName: file.name, max: describeBytes(limits.maxFileBytes) });
  return null;
};

const sameContent = (candidate: UploadCandidate, listed: ListedUpload): boolean =>
  candidate.sha256 !== null && listed.sha256 === candidate.sha256 && (listed.size === null || listed.size === candidate.size);

/** The first reason the file is refused, in the order a claimant can act on them; null when it may be added. */
export const uploadRefusal = (
  path: readonly string[],
  candidate: UploadCandidate,
  limits: UploadLimits,
  listed: readonly ListedUpload[]
): ValidationIssue | null => {
  const bySize = sizeRefusal(path, candidate, limits);
  if (bySize !== null) return bySize;
  const kind = sniffMediaType(candidate.head);
  if (kind === null || !limits.mediaTypes.includes(kind)) {
    return issue(path, "uploadTypeNotAllowed", { fileName: candidate.name, types: describeMediaTypes(limits.mediaTypes) });
  }
  // The rule of LocKey_Validation_Document_FileExists: names compare as document-file-names.ts says.
  if (listed.some((other) => sameFileName(other.name, candidate.name))) return issue(path, "documentFileExists", { fileName: candidate.name });
  const twin = listed.find((other) => sameContent(candidate, other));
  return twin === undefined ? null : issue(path, "uploadSameContent", { fileName: candidate.name, existingName: twin.name });
};
