// characterSetRestriction: every character of the value must be in the fetched character whitelist.
// params: none. Issue: restrictedCharacters { characters }, the distinct offending characters in order of
// first appearance, written together (the message is the restricted-characters text followed by them).
// Running it before the whitelist is fetched is a ConfigurationError (whitelistNotLoaded), even on a blank value.
//
// Characters are compared by Unicode code point after NFC normalisation of both sides, so a decomposed
// "é" typed as e + U+0301 counts as the whitelist's "é". Offending characters are reported as whole
// user-perceived characters (grapheme clusters): an emoji sequence or a letter with a combining mark
// that is not allowed shows as itself, never as a lone half. Text of printable ASCII alone, most of what is
// typed, has one character per cluster and needs no segmenting: the browser's segmenter, made only for text
// beyond it, loads its language data on first use, tens of milliseconds on a phone.
import { isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import { NoParams, defineRule, ruleConfigError, valueText } from "./rule-adapter.ts";

let graphemes: Intl.Segmenter | null = null;

/** Printable ASCII, space to tilde: one user-perceived character per code unit, none composed. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The text's user-perceived characters. */
const clustersOf = (text: string): Iterable<string> => {
  if (PRINTABLE_ASCII.test(text)) return text;
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
};

const allowedCodePoints = (whitelist: string): ReadonlySet<string> =>
  new Set([...Array.from(whitelist), ...Array.from(whitelist.normalize("NFC"))]);

/** The distinct characters of the text that the whitelist does not allow, in order of first appearance. */
export const restrictedCharacters = (text: string, whitelist: string): readonly string[] => {
  const allowed = allowedCodePoints(whitelist);
  const offending = new Set<string>();
  for (const segment of clustersOf(text.normalize("NFC"))) {
    if (!Array.from(segment).every((codePoint) => allowed.has(codePoint))) offending.add(segment);
  }
  return [...offending];
};

export const characterSetRestrictionRule = defineRule({
  type: "characterSetRestriction",
  params: NoParams,
  // Blank values pass, but only after the whitelist check: running before the fetch is an error whatever the value.
  judgesBlank: true,
  compile: (_params, source) => (context) => {
    if (context.characterWhitelist === null) {
      throw ruleConfigError("whitelistNotLoaded", source, "the character whitelist was not fetched before character validation");
    }
    const text = valueText(context.value);
    if (text === null || isBlank(context.value)) return [];
    const offending = restrictedCharacters(text, context.characterWhitelist);
    return offending.length === 0 ? [] : [issue(context.path, "restrictedCharacters", { characters: offending.join("") })];
  }
});
