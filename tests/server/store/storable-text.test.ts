import { describe, expect, it } from "vitest";
import { ClaimStoreError } from "../../../server/store/claim-store-error.ts";
import { findUnstorableText, requireStorableText } from "../../../server/store/storable-text.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("storable text", () => {
  it("accepts every value without U+0000, including other control characters and other types", () => {
    expect(findUnstorableText({ a: ["x\u0001y", 1, true, null, { b: "ünïcode \t\n" }] }, "payload")).toBeNull();
    expect(findUnstorableText(undefined, "payload")).toBeNull();
  });

  it("names the first string holding U+0000 by its path, through objects and arrays", () => {
    expect(findUnstorableText("a\u0000", "fieldValue")).toBe("fieldValue");
    expect(findUnstorableText({ list: ["ok", { name: "b\u0000" }] }, "payload")).toBe("payload.list[1].name");
  });

  it("names an object key holding U+0000, quoted", () => {
    expect(findUnstorableText({ ok: { "k\u0000": 1 } }, "payload")).toBe('payload.ok."k\\u0000"');
  });

  it("throws a ClaimStoreError naming the value, or nothing when all are storable", () => {
    expect(() => {
      requireStorableText({ key: "k", payload: { a: "b" } });
    }).not.toThrow();
    const error = thrownBy(() => {
      requireStorableText({ key: "k", payload: { a: ["\u0000"] } });
    });
    expect(error).toBeInstanceOf(ClaimStoreError);
    expect(error).toMatchObject({
      name: "ClaimStoreError",
      reason: "unstorableText",
      path: "payload.a[0]",
      message: "payload.a[0] contains the character U+0000 or half of a UTF-16 surrogate pair, which cannot be stored."
    });
  });

  it("names a string or key holding a lone surrogate, and accepts whole pairs (an emoji)", () => {
    expect(findUnstorableText("x\ud800y", "fieldValue")).toBe("fieldValue");
    expect(findUnstorableText("x\udc00", "fieldValue")).toBe("fieldValue");
    expect(findUnstorableText("\ud800", "fieldValue")).toBe("fieldValue");
    expect(findUnstorableText({ names: ["ok", "b\udfffc"] }, "documents")).toBe("documents.names[1]");
    expect(findUnstorableText({ "k\ud83d": 1 }, "payload")).toBe('payload."k\\ud83d"');
    expect(findUnstorableText({ text: "A claim 😀 with a pair" }, "payload")).toBeNull();
  });
});
