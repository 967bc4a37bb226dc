// Parser failures become upload problems; a programming error is thrown on, never passed off as bad input.
import { describe, expect, it } from "vitest";
import { multipartFailure } from "../../../server/uploads/multipart-failure.ts";
import { uploadLimitsFor, DEFAULT_UPLOAD_SETTINGS } from "../../../server/uploads/upload-limits.ts";

const limits = uploadLimitsFor(DEFAULT_UPLOAD_SETTINGS);
const coded = (code: string): Error => Object.assign(new Error(code), { code });

describe("multipartFailure", () => {
  it.each([
    ["FST_PARTS_LIMIT", "tooManyParts"],
    ["FST_FILES_LIMIT", "tooManyParts"],
    ["FST_FIELDS_LIMIT", "tooManyParts"],
    ["FST_REQ_FILE_TOO_LARGE", "fileTooLarge"],
    ["FST_PROTO_VIOLATION", "unknownPart"],
    ["FST_INVALID_JSON_FIELD_ERROR", "malformedBody"],
    ["FST_MP_PREMATURE_CLOSE", "malformedBody"],
    ["ERR_STREAM_PREMATURE_CLOSE", "malformedBody"],
    ["FST_SOMETHING_NEW", "malformedBody"]
  ])("reads %s as %s", (code, problem) => {
    expect(multipartFailure(coded(code), limits).code).toBe(problem);
  });

  it("reads the parser's plain errors as a malformed body, quoting them", () => {
    expect(multipartFailure(new Error("Unexpected end of multipart data"), limits)).toMatchObject({
      code: "malformedBody",
      message: "The multipart body is malformed (Unexpected end of multipart data)."
    });
  });

  it("throws programming errors on", () => {
    const bug = new TypeError("cannot read properties of undefined");
    expect(() => multipartFailure(bug, limits)).toThrow(bug);
    expect(() => multipartFailure("a string", limits)).toThrow();
  });
});
