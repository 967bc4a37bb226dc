import { describe, expect, it } from "vitest";
import { checkLocalizationContent, checkLocalizationValue } from "../../../domain/validation/localization-content.ts";
import { formatIssue } from "../../../domain/validation/validation-messages.ts";

const codes = (value: string) => checkLocalizationValue("LocKey_Body", value).map((found) => found.code);

describe("checkLocalizationValue", () => {
  it("finds p tags in any case, with attributes, closing and self-closing", () => {
    for (const value of ["<p>Hi</p>", '<P class="x">Hi', "Hi</p>", "a<p/>b", "a<p />b", "</P >", "<p\nclass='y'>"]) {
      expect(codes(value), value).toEqual(["localizationParagraphTag"]);
    }
  });

  it("finds li, ul and ol tags in the same forms", () => {
    for (const value of ["<ul><li>One</li></ul>", "<OL type='a'>", "</li>", "<li/>", "<Ul >"]) {
      expect(codes(value), value).toEqual(["localizationListTag"]);
    }
  });

  it("ignores other tags that start alike and plain words", () => {
    for (const value of [
      "<pre>code</pre>",
      '<param name="x">',
      '<link rel="x">',
      "<olive>",
      "<ulysses>",
      "<lift>",
      "<b>bold</b> and <br/>",
      "ul, li and ol are words",
      "p < q and q > p",
      "< p>",
      ""
    ]) {
      expect(codes(value), value).toEqual([]);
    }
  });

  it("reports both rules when both kinds of tag appear, at the key's path", () => {
    expect(checkLocalizationValue("LocKey_Intro", "<p>Intro</p><ul><li>x</li></ul>")).toEqual([
      { path: ["LocKey_Intro"], code: "localizationParagraphTag", params: { key: "LocKey_Intro" } },
      { path: ["LocKey_Intro"], code: "localizationListTag", params: { key: "LocKey_Intro" } }
    ]);
  });

  it("reads with the spec's exact messages", () => {
    const [paragraph, list] = checkLocalizationValue("k", "<p><li>");
    expect(paragraph && formatIssue(paragraph)).toBe("Localization values must not contain p html tags.");
    expect(list && formatIssue(list)).toBe(
      "Localization values must not contain li, ul, or ol html tags. The component list block should be used instead."
    );
  });
});

describe("checkLocalizationContent", () => {
  it("checks every item and names each offending key", () => {
    const found = checkLocalizationContent([
      { key: "a", value: "<strong>fine</strong>" },
      { key: "b", value: "<p>bad</p>" },
      { key: "c", value: "<ol><li>bad</li></ol>" }
    ]);
    expect(found.map((entry) => [entry.path, entry.code])).toEqual([
      [["b"], "localizationParagraphTag"],
      [["c"], "localizationListTag"]
    ]);
  });

  it("finds nothing in an empty list", () => {
    expect(checkLocalizationContent([])).toEqual([]);
  });
});
