// The content the server writes into the page beside the appsettings, so the page chrome renders in the
// claimant's language before the site's own start-up has run: the culture the address asks for (when
// enabled), the enabled cultures and that culture's localization items. Read without a Schema: the
// first page's script stays small, and the session's start-up loads the content properly anyway.
import type { EnabledCultures } from "../culture/culture.ts";
import type { LocalizationItem } from "../culture/culture-content.schema.ts";
import { isJsonRecord } from "./json-record.ts";

export interface InitialContent {
  readonly culture: string;
  readonly cultures: EnabledCultures;
  readonly content: readonly LocalizationItem[];
}

const isItem = (value: unknown): value is LocalizationItem => isJsonRecord(value) && typeof value.key === "string" && typeof value.value === "string";

/** The initial content, or null for anything not in its shape (the page then waits for start-up). */
export const readInitialContent = (value: unknown): InitialContent | null => {
  if (!isJsonRecord(value) || typeof value.culture !== "string" || !isJsonRecord(value.cultures) || !Array.isArray(value.content)) return null;
  const cultures = value.cultures;
  if (!Object.values(cultures).every((name) => typeof name === "string")) return null;
  const content: unknown[] = value.content;
  if (!content.every(isItem)) return null;
  return { culture: value.culture, cultures: cultures as EnabledCultures, content };
};
