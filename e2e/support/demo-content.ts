// The demo settlement's text as the site shows it, read from cases/demo/content/<culture>.json, so the
// tests expect what the claimant reads rather than repeating the strings.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export const DEMO_CULTURES = ["en", "es"] as const;
export type DemoCulture = (typeof DEMO_CULTURES)[number];

interface LocalizationItem {
  readonly key: string;
  readonly value: string;
}

const CONTENT_DIR = resolve(import.meta.dirname, "../../cases/demo/content");
const loaded = new Map<DemoCulture, ReadonlyMap<string, string>>();

const contentOf = (culture: DemoCulture): ReadonlyMap<string, string> => {
  let content = loaded.get(culture);
  if (content === undefined) {
    const items = JSON.parse(readFileSync(resolve(CONTENT_DIR, `${culture}.json`), "utf8")) as readonly LocalizationItem[];
    content = new Map(items.map((item) => [item.key, item.value]));
    loaded.set(culture, content);
  }
  return content;
};

/** The text of a localization key in the demo's content; a key the content lacks fails the test. */
export const demoText = (culture: DemoCulture, key: string): string => {
  const text = contentOf(culture).get(key);
  if (text === undefined) throw new Error(`cases/demo/content/${culture}.json has no ${key}`);
  return text;
};
