// The i18next instance of one page: every string on screen is a localization key whose text comes from
// /api/culture/content. Keys are used whole (they hold spaces and dots), and values interpolate {name}.
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_CULTURE } from "../../domain/culture/culture.ts";
import type { LocalizationItem } from "../../domain/culture/culture-content.schema.ts";

export const asResource = (content: readonly LocalizationItem[]): Record<string, string> =>
  Object.fromEntries(content.map((item) => [item.key, item.value]));

/** Starts with the content the page was served with, when there is any. */
export const createI18n = (initial?: { readonly culture: string; readonly content: readonly LocalizationItem[] }): i18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: initial?.culture ?? DEFAULT_CULTURE,
    fallbackLng: false,
    resources: initial === undefined ? {} : { [initial.culture]: { translation: asResource(initial.content) } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    react: { useSuspense: false }
  });
  return instance;
};
