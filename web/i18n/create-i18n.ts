// The i18next instance of one page: every string on screen is a localization key whose text comes from
// /api/culture/content. Keys are used whole (they hold spaces and dots), and values interpolate {name}.
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_CULTURE } from "../../domain/culture/culture.ts";

export const createI18n = (): i18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: DEFAULT_CULTURE,
    fallbackLng: false,
    resources: {},
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    react: { useSuspense: false }
  });
  return instance;
};
