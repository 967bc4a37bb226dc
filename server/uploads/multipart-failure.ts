// What a failure while parsing a multipart body means for the claimant: too many parts, a part that is not
// what it declares, or a body that is cut short or malformed. Programming errors are not parse failures:
// they are thrown on, so they reach the server's error handler instead of passing for bad input.
import { describeBytes } from "../../domain/uploads/byte-size.ts";
import type { UploadLimits } from "./upload-limits.ts";
import { type UploadProblem, uploadProblem } from "./upload-problem.ts";

const codeOf = (error: unknown): string | null =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : null;

const COUNT_LIMITS = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

/** The parser (busboy) reports a malformed body with plain Errors; TypeError and friends are our own bugs. */
const isParserError = (error: unknown): error is Error => error instanceof Error && error.constructor === Error;

export const multipartFailure = (error: unknown, limits: UploadLimits): UploadProblem => {
  const code = codeOf(error);
  if (code !== null && COUNT_LIMITS.has(code)) {
    return uploadProblem(
      "tooManyParts",
      `The upload has too many parts: at most ${limits.maxTextParts} text parts and ${limits.maxFiles} files are accepted.`
    );
  }
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return uploadProblem("fileTooLarge", `A file is larger than ${describeBytes(limits.maxFileBytes)}.`);
  }
  if (code === "FST_PROTO_VIOLATION") return uploadProblem("unknownPart", "A part is named like an object property, which is not allowed.");
  if (code === "FST_INVALID_JSON_FIELD_ERROR") return uploadProblem("malformedBody", "A part declared as JSON does not parse.");
  if (code === "FST_MP_PREMATURE_CLOSE" || code === "ERR_STREAM_PREMATURE_CLOSE") {
    return uploadProblem("malformedBody", "The upload was cut off before its end.");
  }
  if (code?.startsWith("FST_") === true || isParserError(error)) {
    return uploadProblem("malformedBody", `The multipart body is malformed (${error instanceof Error ? error.message : String(error)}).`);
  }
  throw error;
};
