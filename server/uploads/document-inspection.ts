// What the server works out from a received file's bytes, all of it CPU-bound and run on the document
// inspector's threads (document-inspector.ts), never on the thread that answers requests: the media type its
// first bytes say, whether it is a whole document of that kind with no web page in it
// (document-structure.ts), and its SHA-256, which names it in the document store and in the request's
// fingerprint, so its bytes are hashed once.
import { createHash } from "node:crypto";
import { documentStructureProblem, type StructureProblem } from "../../domain/uploads/document-structure.ts";
import { type MediaType, sniffMediaType } from "../../domain/uploads/media-type.ts";

export interface DocumentInspection {
  /** Null when the first bytes are no accepted kind of document. */
  readonly mediaType: MediaType | null;
  /** Null when the document is sound (or its kind unknown). */
  readonly structure: StructureProblem | null;
  /** Lowercase hex. */
  readonly sha256: string;
}

/** Node's own decoder: a 10 MiB file's bytes as text in milliseconds. */
const latin1Text = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

export const inspectDocument = (bytes: Uint8Array): DocumentInspection => {
  const mediaType = sniffMediaType(bytes);
  return {
    mediaType,
    structure: mediaType === null ? null : documentStructureProblem(mediaType, bytes, latin1Text),
    sha256: createHash("sha256").update(bytes).digest("hex")
  };
};
