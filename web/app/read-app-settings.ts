// Reads the deployment settings the server wrote into the page and decodes them before anything renders.
// The theme is checked apart, so that its own configuration error (spec section 8) can be shown localized.
import { Schema } from "effect";
import { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { APP_SETTINGS_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";
import { type Theme, themeOf } from "../../domain/site/theme.ts";

export type LoadedSettings =
  | { readonly kind: "ready"; readonly settings: AppSettings; readonly theme: Theme }
  | { readonly kind: "badTheme"; readonly settings: AppSettings; readonly error: Error }
  | { readonly kind: "unreadable"; readonly problem: string };

const decode = Schema.decodeUnknownSync(AppSettings);

export const readAppSettings = (page: Pick<Document, "getElementById">): LoadedSettings => {
  const element = page.getElementById(APP_SETTINGS_ELEMENT_ID);
  if (element === null) return { kind: "unreadable", problem: `The page has no #${APP_SETTINGS_ELEMENT_ID} element.` };
  let settings: AppSettings;
  try {
    settings = decode(JSON.parse(element.textContent || "null"));
  } catch (error) {
    return { kind: "unreadable", problem: `appsettings: ${error instanceof Error ? error.message : String(error)}` };
  }
  try {
    return { kind: "ready", settings, theme: themeOf(settings.theme) };
  } catch (error) {
    return { kind: "badTheme", settings, error: error instanceof Error ? error : new Error(String(error)) };
  }
};
