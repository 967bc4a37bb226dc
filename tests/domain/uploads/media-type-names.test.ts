// The accepted kinds as people read them and as the file picker filters them.
import { describe, expect, it } from "vitest";
import { MEDIA_TYPES } from "../../../domain/uploads/media-type.ts";
import { acceptAttribute, describeMediaTypes, MEDIA_TYPE_NAMES } from "../../../domain/uploads/media-type-names.ts";

describe("media type names", () => {
  it("names the kinds in the order given", () => {
    expect(describeMediaTypes(["application/pdf", "image/png", "image/jpeg"])).toBe("PDF, PNG, JPEG");
  });

  it("lets the picker offer each kind by its media type and its usual endings", () => {
    expect(acceptAttribute(["application/pdf", "image/heic"])).toBe("application/pdf,.pdf,image/heic,.heic,.heif");
  });

  it("has a label and at least one ending for every known kind", () => {
    for (const type of MEDIA_TYPES) {
      expect(MEDIA_TYPE_NAMES[type].label).not.toBe("");
      expect(MEDIA_TYPE_NAMES[type].extensions.every((ending) => ending.startsWith("."))).toBe(true);
    }
  });
});
