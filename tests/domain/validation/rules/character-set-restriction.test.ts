import { describe, expect, it } from "vitest";
import { thrownBy } from "../../../support/thrown-by.ts";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { restrictedCharacters } from "../../../../domain/validation/rules/character-set-restriction.ts";
import { compile, contextFor } from "./rule-kit.ts";

const LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,'-éÉ";
const rule = compile("characterSetRestriction");
const offending = (value: string | number, whitelist = LATIN): string | number | undefined =>
  rule(contextFor(value, { characterWhitelist: whitelist }))[0]?.params.characters;

describe("characterSetRestriction", () => {
  it("lets values made only of whitelisted characters through", () => {
    expect(rule(contextFor("Jane O'Neil-Smith, Jr.", { characterWhitelist: LATIN }))).toEqual([]);
    expect(rule(contextFor(12345, { characterWhitelist: LATIN }))).toEqual([]);
  });

  it("names the distinct offending characters in order of first appearance", () => {
    expect(rule(contextFor("a€b$c€", { characterWhitelist: LATIN }))).toEqual([
      { path: ["model-1", "subject"], code: "restrictedCharacters", params: { characters: "€$" } }
    ]);
  });

  it("rejects Cyrillic, CJK and emoji against a Latin whitelist", () => {
    expect(offending("Жанна Жук")).toBe("Жанук");
    expect(offending("東京 Tokyo 東")).toBe("東京");
    expect(offending("hi 😀 there 😀")).toBe("😀");
  });

  it("keeps astral characters and emoji sequences whole", () => {
    expect(offending("𝒜b")).toBe("𝒜");
    expect(offending("ok 👍🏽")).toBe("👍🏽");
    expect(offending("👨‍👩‍👧")).toBe("👨‍👩‍👧");
    expect(offending("🇺🇸")).toBe("🇺🇸");
    expect(restrictedCharacters("😀", "😀")).toEqual([]);
  });

  it("compares composed and decomposed accents alike", () => {
    expect(offending("Rene\u0301e")).toBeUndefined();
    expect(restrictedCharacters("é", "e\u0301")).toEqual([]);
  });

  it("reports a letter with a combining mark as one character, not the lone mark", () => {
    expect(offending("q\u0301a")).toBe("q\u0301");
    expect(restrictedCharacters("n\u0303", LATIN)).toEqual(["ñ"]);
  });

  it("lets blank values pass once the whitelist is there", () => {
    expect(rule(contextFor("   ", { characterWhitelist: "" }))).toEqual([]);
    expect(rule(contextFor(null, { characterWhitelist: LATIN }))).toEqual([]);
  });

  it("treats whitespace other than the listed space as a character to allow", () => {
    expect(offending("a\tb")).toBe("\t");
  });

  it("reads printable ASCII a character at a time, as the grapheme segmenter would, and a CR LF as one", () => {
    const segmented = (text: string) => [
      ...new Set(Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), ({ segment }) => segment).filter((segment) => !/^[a-z ]+$/.test(segment)))
    ];
    for (const text of ["Jane Doe", "a$b%c^d&e", "~tilde `back` {brace} [square] |pipe|", "  spaced  out  "]) {
      expect(restrictedCharacters(text, "abcdefghijklmnopqrstuvwxyz ")).toEqual(segmented(text));
    }
    // Beyond printable ASCII, clusters: a CR LF is one character to allow, not two.
    expect(restrictedCharacters("line\r\nnext", "abcdefghijklmnopqrstuvwxyz ")).toEqual(["\r\n"]);
  });

  it("is a configuration error before the whitelist is fetched, whatever the value", () => {
    for (const value of ["abc", "", null]) {
      const error = thrownBy(() => rule(contextFor(value, { characterWhitelist: null })));
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as ConfigurationError).reason).toBe("whitelistNotLoaded");
      expect((error as ConfigurationError).message).toBe(
        'Field "subject", validation "characterSetRestriction": the character whitelist was not fetched before character validation'
      );
    }
  });

  it("takes no params", () => {
    expect(() => compile("characterSetRestriction", { whitelist: "abc" })).toThrow(/invalid params: takes no params, got whitelist/);
  });

  it("adds the server message to the issue", () => {
    const withMessage = compile("characterSetRestriction", undefined, "Latin letters only:");
    expect(withMessage(contextFor("Ж", { characterWhitelist: LATIN }))[0]?.params).toEqual({
      characters: "Ж",
      message: "Latin letters only:"
    });
  });
});
