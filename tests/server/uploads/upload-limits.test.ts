// The case's upload settings as limits: the accepted types it names (all known ones for an empty list),
// and sizes described for people.
import { describe, expect, it } from "vitest";
import { MEDIA_TYPES } from "../../../server/uploads/media-type.ts";
import { DEFAULT_UPLOAD_SETTINGS, describeBytes, uploadLimitsFor } from "../../../server/uploads/upload-limits.ts";

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

describe("describeBytes", () => {
  it.each([
    [12, "12 bytes"],
    [64 * 1024, "64 KB"],
    [1536 * 1024, "1.5 MB"]
  ])("writes %i as %s", (bytes, text) => {
    expect(describeBytes(bytes)).toBe(text);
  });
});
