// Rules over localization content (spec section 5): values must not carry p tags, nor li, ul or ol
// tags (the component list block exists for lists). It reports issues; it never rewrites the content.
import { type ValidationIssue, issue } from "./validation-issue.ts";

export interface LocalizationItem {
  readonly key: string;
  readonly value: string;
}

/**
 * An opening, closing or self-closing tag of the given names, in any case and with attributes:
 * the name must end at whitespace, "/" or ">", so <pre>, <param>, <link> and <olive> do not match.
 */
const tagPattern = (names: readonly string[]): RegExp => new RegExp(`</?(?:${names.join("|")})(?:[\\s/][^>]*)?>`, "i");

const PARAGRAPH_TAG = tagPattern(["p"]);
const LIST_TAG = tagPattern(["li", "ul", "ol"]);

export const checkLocalizationValue = (key: string, value: string): readonly ValidationIssue[] => [
  ...(PARAGRAPH_TAG.test(value) ? [issue([key], "localizationParagraphTag", { key })] : []),
  ...(LIST_TAG.test(value) ? [issue([key], "localizationListTag", { key })] : [])
];

export const checkLocalizationContent = (items: readonly LocalizationItem[]): readonly ValidationIssue[] =>
  items.flatMap((item) => checkLocalizationValue(item.key, item.value));
