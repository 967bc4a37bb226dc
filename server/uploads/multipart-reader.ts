// Reads a multipart body part by part under the upload limits, keeping text parts and accepted files in
// memory and refusing, with every problem named, anything unexpected. Sizes are counted while streaming,
// so an oversized file or body stops the reading at once; it never trusts a file's name or claimed type,
// and a file must be a whole document of the kind its first bytes say, with no markup or script in it
// (judged, and hashed, off this thread: document-inspector.ts).
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { sanitizeFileName } from "./file-name.ts";
import { describeBytes } from "../../domain/uploads/byte-size.ts";
import type { MediaType } from "../../domain/uploads/media-type.ts";
import { MEDIA_TYPE_NAMES } from "../../domain/uploads/media-type-names.ts";
import type { DocumentInspection } from "./document-inspection.ts";
import type { UploadLimits } from "./upload-limits.ts";
import { type UploadProblem, uploadProblem, uploadRefusalStatus } from "./upload-problem.ts";
import { multipartFailure } from "./multipart-failure.ts";

export interface UploadRules {
  readonly limits: UploadLimits;
  /** The text parts the body may carry, each at most once. */
  readonly textParts: ReadonlySet<string>;
  /** The one part name files come under. */
  readonly filePart: string;
  /** Works out a file's media type, soundness and SHA-256 off this thread (document-inspector.ts). */
  readonly inspect: (bytes: Uint8Array) => Promise<DocumentInspection>;
}

export interface ReceivedFile {
  /** The file name as sent, sanitised. */
  readonly fileName: string;
  readonly mediaType: MediaType;
  readonly bytes: Uint8Array;
  /** Lowercase hex. */
  readonly sha256: string;
}

export interface ReceivedUpload {
  readonly texts: ReadonlyMap<string, string>;
  readonly files: readonly ReceivedFile[];
}

export type UploadReading =
  | { readonly kind: "received"; readonly upload: ReceivedUpload }
  | {
      readonly kind: "refused";
      readonly status: 400 | 413;
      readonly problems: readonly UploadProblem[];
      /** The body was not read to its end: the connection cannot carry another request. */
      readonly unread: boolean;
    };

/** Boundaries and part headers on top of the content; a body declaring more than this over the limit is refused unread. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const PART_HEADER_PAIRS = 20;
const PART_NAME_BYTES = 100;

const refused = (problems: readonly UploadProblem[], unread: boolean): UploadReading => ({
  kind: "refused",
  status: uploadRefusalStatus(problems),
  problems,
  unread
});

const tooLargeToRead = (limits: UploadLimits): UploadProblem =>
  uploadProblem("requestTooLarge", `The upload is larger than the ${describeBytes(limits.maxRequestBytes)} a claim may carry.`);

const declaredLength = (request: FastifyRequest): number | null => {
  const header = request.headers["content-length"];
  const length = header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(length) ? length : null;
};

class ReadingState {
  readonly texts = new Map<string, string>();
  readonly files: ReceivedFile[] = [];
  readonly problems: UploadProblem[] = [];
  readonly fileNames = new Set<string>();
  total = 0;

  constructor(readonly rules: UploadRules) {}

  /** Counts content; false once the body as a whole is over its limit. */
  count(bytes: number): boolean {
    this.total += bytes;
    return this.total <= this.rules.limits.maxRequestBytes;
  }
}

const readText = (state: ReadingState, part: MultipartValue): UploadProblem | null => {
  const name = part.fieldname;
  // A part sent with a JSON content type arrives parsed; its text is its JSON again.
  const value = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
  if (!state.count(Buffer.byteLength(value))) return tooLargeToRead(state.rules.limits);
  if (part.fieldnameTruncated || !state.rules.textParts.has(name)) {
    state.problems.push(uploadProblem("unknownPart", `The part "${name}" is not part of a claim.`, { part: name }));
  } else if (part.valueTruncated) {
    const limit = describeBytes(state.rules.limits.maxTextBytes);
    state.problems.push(uploadProblem("partTooLarge", `The part "${name}" is larger than ${limit}.`, { part: name }));
  } else if (state.texts.has(name)) {
    state.problems.push(uploadProblem("duplicatePart", `The part "${name}" was sent more than once.`, { part: name }));
  } else {
    state.texts.set(name, value);
  }
  return null;
};

/** The whole file, or the problem that stopped the reading (oversized file or body). */
const fileContent = async (state: ReadingState, part: MultipartFile, shownName: string): Promise<Uint8Array | UploadProblem> => {
  const { limits } = state.rules;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the stream, which ends the parsing: nothing more of the body is read.
    if (size > limits.maxFileBytes) {
      return uploadProblem("fileTooLarge", `The file "${shownName}" is larger than ${describeBytes(limits.maxFileBytes)}.`, {
        part: part.fieldname,
        file: shownName
      });
    }
    if (!state.count(chunk.length)) return { ...tooLargeToRead(limits), part: part.fieldname, file: shownName };
    chunks.push(chunk);
  }
  return sharedBytes(chunks, size);
};

/**
 * A file's bytes, gathered in memory shared with the inspector's threads: handing them over for inspection
 * copies nothing (a copy cost this thread about 0.2 ms for a 150 KB document, and milliseconds for a 10 MiB
 * one, while every other claimant waited), and they stay this thread's to hash and store. Nothing writes to
 * them once gathered.
 */
const sharedBytes = (chunks: readonly Buffer[], size: number): Uint8Array => {
  const bytes = new Uint8Array(new SharedArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
};

/**
 * The inspector could not judge a file (its thread failed): the server's fault, never the claimant's, so it
 * is thrown on to the error handler rather than passed for a malformed body.
 */
export class FileInspectionFailed extends Error {
  override readonly name = "FileInspectionFailed";
}

type FileJudgement = { readonly problem: UploadProblem } | { readonly mediaType: MediaType; readonly sha256: string };

const judgeFile = async (state: ReadingState, part: string, sent: string, fileName: string | null, bytes: Uint8Array): Promise<FileJudgement> => {
  const where = { part, file: sent };
  const refuse = (code: UploadProblem["code"], message: string): FileJudgement => ({ problem: uploadProblem(code, message, where) });
  if (part !== state.rules.filePart) {
    return state.rules.textParts.has(part)
      ? refuse("fileNotExpected", `The part "${part}" must be text, not a file.`)
      : refuse("unknownPart", `The part "${part}" is not part of a claim.`);
  }
  if (fileName === null) return refuse("missingFileName", `A file in "${part}" has no usable name.`);
  if (state.fileNames.has(fileName.toLowerCase())) return refuse("duplicateFileName", `More than one file is named "${fileName}".`);
  if (bytes.length === 0) return refuse("emptyFile", `The file "${fileName}" is empty.`);
  const { mediaType, structure, sha256 } = await state.rules.inspect(bytes).catch((error: unknown) => {
    throw new FileInspectionFailed(`The file "${fileName}" could not be inspected.`, { cause: error });
  });
  if (mediaType === null) return refuse("unknownFileType", `The file "${fileName}" is not a PDF, PNG, JPEG, GIF, TIFF, WebP or HEIC document.`);
  if (!state.rules.limits.acceptedTypes.has(mediaType)) {
    return refuse("fileTypeNotAccepted", `The file "${fileName}" is ${mediaType}, which this claim does not accept.`);
  }
  if (structure?.kind === "malformed") return refuse("malformedFile", `The file "${fileName}" is not a whole ${MEDIA_TYPE_NAMES[mediaType].label} document: ${structure.detail}.`);
  if (structure?.kind === "activeContent") return refuse("activeContent", `The file "${fileName}" cannot be accepted: ${structure.detail}.`);
  return { mediaType, sha256 };
};

/** Reads one file part; a problem returned here stopped the reading. */
const readFile = async (state: ReadingState, part: MultipartFile): Promise<UploadProblem | null> => {
  // A part with no filename at all can still be a file (an octet-stream part); it then has no name to keep.
  const sent = typeof part.filename === "string" ? part.filename : "";
  const fileName = sanitizeFileName(sent);
  const content = await fileContent(state, part, sent);
  if (!(content instanceof Uint8Array)) return content;
  const judgement = await judgeFile(state, part.fieldname, sent, fileName, content);
  if ("problem" in judgement) state.problems.push(judgement.problem);
  else if (fileName !== null) {
    state.fileNames.add(fileName.toLowerCase());
    state.files.push({ fileName, mediaType: judgement.mediaType, bytes: content, sha256: judgement.sha256 });
  }
  return null;
};

export const readUpload = async (request: FastifyRequest, rules: UploadRules): Promise<UploadReading> => {
  const { limits } = rules;
  const declared = declaredLength(request);
  if (declared !== null && declared > limits.maxRequestBytes + MULTIPART_OVERHEAD_BYTES) return refused([tooLargeToRead(limits)], true);
  const state = new ReadingState(rules);
  const parts = request.parts({
    limits: {
      fieldNameSize: PART_NAME_BYTES,
      fieldSize: limits.maxTextBytes,
      fields: limits.maxTextParts,
      // One byte over the limit reaches the reader, which then knows the file is too large.
      fileSize: limits.maxFileBytes + 1,
      files: limits.maxFiles,
      parts: limits.maxTextParts + limits.maxFiles,
      headerPairs: PART_HEADER_PAIRS
    }
  });
  try {
    for await (const part of parts) {
      const stopped = part.type === "field" ? readText(state, part) : await readFile(state, part);
      if (stopped !== null) return refused([...state.problems, stopped], true);
    }
  } catch (error) {
    return refused([...state.problems, multipartFailure(error, limits)], true);
  }
  if (state.problems.length > 0) return refused(state.problems, false);
  return { kind: "received", upload: { texts: state.texts, files: state.files } };
};
