// The case's upload settings as limits: the accepted types it names (all known ones for an empty list),
// and the default sizes.
import { describe, expect, it } from "vitest";
import { describeBytes } from "../../../domain/uploads/byte-size.ts";
import { MEDIA_TYPES } from "../../../domain/uploads/media-type.ts";
import { DEFAULT_UPLOAD_SETTINGS, uploadLimitsFor } from "../../../server/uploads/upload-limits.ts";

describe("uploadLimitsFor", () => {
  it("accepts the named types, ignoring names it does not know", () => {
    const limits = uploadLimitsFor({ maxFileBytes: 10, maxRequestBytes: 20, mediaTypes: ["image/png", "application/x-msdownload"] });
    expect([...limits.acceptedTypes]).toEqual(["image/png"]);
    expect(limits).toMatchObject({ maxFileBytes: 10, maxRequestBytes: 20 });
  });

  it("accepts every known type for an empty list", () => {
    expect([...uploadLimitsFor({ ...DEFAULT_UPLOAD_SETTINGS, mediaTypes: [] }).acceptedTypes]).toEqual([...MEDIA_TYPES]);
  });

  it("defaults to 10 MB a file and 25 MB a request", () => {
    expect(describeBytes(DEFAULT_UPLOAD_SETTINGS.maxFileBytes)).toBe("10 MB");
    expect(describeBytes(DEFAULT_UPLOAD_SETTINGS.maxRequestBytes)).toBe("25 MB");
  });
});
