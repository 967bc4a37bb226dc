// Sizes for people, as the site's limits, its list of documents and the server's refusals write them.
import { describe, expect, it } from "vitest";
import { describeBytes, MEGABYTE } from "../../../domain/uploads/byte-size.ts";

describe("describeBytes", () => {
  it.each([
    [0, "0 bytes"],
    [12, "12 bytes"],
    [1023, "1023 bytes"],
    [1024, "1 KB"],
    [64 * 1024, "64 KB"],
    [1536 * 1024, "1.5 MB"],
    [10 * MEGABYTE, "10 MB"],
    [10 * MEGABYTE + 1, "10.0 MB"]
  ])("writes %i as %s", (bytes, text) => {
    expect(describeBytes(bytes)).toBe(text);
  });
});
