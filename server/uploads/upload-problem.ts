// Why an upload was refused, one problem per part or file, each naming it. A problem about size or count
// makes the answer 413; any other makes it 400. Problems are data: the caller words the answer.

export type UploadProblemCode =
  | "malformedBody"
  | "unknownPart"
  | "duplicatePart"
  | "partTooLarge"
  | "tooManyParts"
  | "requestTooLarge"
  | "fileTooLarge"
  | "fileNotExpected"
  | "missingFileName"
  | "duplicateFileName"
  | "emptyFile"
  | "unknownFileType"
  | "fileTypeNotAccepted"
  | "malformedFile"
  | "activeContent";

export interface UploadProblem {
  readonly code: UploadProblemCode;
  /** The part's name in the multipart body, when the problem belongs to one. */
  readonly part: string | null;
  /** The file's name as sent, when the problem belongs to a file. */
  readonly file: string | null;
  readonly message: string;
}

const TOO_LARGE: ReadonlySet<UploadProblemCode> = new Set(["partTooLarge", "tooManyParts", "requestTooLarge", "fileTooLarge"]);

export const uploadRefusalStatus = (problems: readonly UploadProblem[]): 400 | 413 =>
  problems.some((problem) => TOO_LARGE.has(problem.code)) ? 413 : 400;

export const uploadProblem = (code: UploadProblemCode, message: string, where: { part?: string; file?: string } = {}): UploadProblem => ({
  code,
  part: where.part ?? null,
  file: where.file ?? null,
  message
});
