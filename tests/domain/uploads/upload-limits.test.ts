// The deployment's upload limits as the site reads them: the kinds it names that the site knows, every
// known kind for an empty list (as the server reads the case), and the server's defaults when none are given.
import { describe, expect, it } from "vitest";
import { MEGABYTE } from "../../../domain/uploads/byte-size.ts";
import { MEDIA_TYPES } from "../../../domain/uploads/media-type.ts";
import { acceptedMediaTypes, DEFAULT_UPLOAD_LIMITS, uploadLimitsOf } from "../../../domain/uploads/upload-limits.ts";

describe("uploadLimitsOf", () => {
  it("keeps the size and the known kinds, in the order given", () => {
    expect(uploadLimitsOf({ maxFileBytes: 2048, mediaTypes: ["image/png", "application/x-msdownload", "application/pdf"] })).toEqual({
      maxFileBytes: 2048,
      mediaTypes: ["image/png", "application/pdf"]
    });
  });

  it("accepts every known kind for an empty list", () => {
    expect(acceptedMediaTypes([])).toEqual(MEDIA_TYPES);
  });

  it("falls back to 10 MB and every known kind when the deployment names no limits", () => {
    expect(uploadLimitsOf(undefined)).toBe(DEFAULT_UPLOAD_LIMITS);
    expect(DEFAULT_UPLOAD_LIMITS).toEqual({ maxFileBytes: 10 * MEGABYTE, mediaTypes: MEDIA_TYPES });
  });
});
