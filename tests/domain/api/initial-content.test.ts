// The first render's content is read structurally: anything not in its shape is no content at all.
import { describe, expect, it } from "vitest";
import { readInitialContent } from "../../../domain/api/initial-content.ts";

const GOOD = { culture: "es", cultures: { en: "English", es: "Español" }, content: [{ key: "LocKey_Nav_Home", value: "Inicio" }] };

describe("readInitialContent", () => {
  it("reads content in its shape", () => {
    expect(readInitialContent(GOOD)).toEqual(GOOD);
    expect(readInitialContent({ ...GOOD, content: [] })).toEqual({ ...GOOD, content: [] });
  });

  it.each([
    ["nothing", null],
    ["a list", [GOOD]],
    ["no culture", { ...GOOD, culture: 1 }],
    ["cultures as a list", { ...GOOD, cultures: ["en"] }],
    ["a culture name that is not text", { ...GOOD, cultures: { en: 1 } }],
    ["content that is not a list", { ...GOOD, content: {} }],
    ["an item without a value", { ...GOOD, content: [{ key: "k" }] }]
  ])("gives null for %s", (_, value) => {
    expect(readInitialContent(value)).toBeNull();
  });
});
