// The deployment settings as the first render may use them, before the session's chunk decodes them in
// full with their Schema: the JSON the server wrote into the page, with the fields the page chrome reads
// checked for their kind, so a broken page shows the full decoding's message instead of crashing.
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { APP_SETTINGS_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";
import { isJsonRecord } from "../../domain/api/json-record.ts";

const CHROME_TEXTS = ["claimsAdminTitle", "caseName", "caseNumber", "siteBaseUrl", "privacyPolicyUrl"] as const;

const chromeReadable = (value: Readonly<Record<string, unknown>>): boolean => {
  const contact = value.contact;
  return (
    CHROME_TEXTS.every((key) => typeof value[key] === "string") &&
    typeof value.showBanner === "boolean" &&
    isJsonRecord(contact) &&
    typeof contact.phone === "string" &&
    typeof contact.email === "string" &&
    Array.isArray(contact.mailAddress) &&
    contact.mailAddress.every((line) => typeof line === "string")
  );
};

/** The settings the page was served with, or null when the chrome could not show them (or there are none). */
export const previewSettings = (page: Pick<Document, "getElementById">): AppSettings | null => {
  const text = page.getElementById(APP_SETTINGS_ELEMENT_ID)?.textContent;
  if (text === undefined || text === "") return null;
  try {
    const value: unknown = JSON.parse(text);
    // The full decoding follows in the session's chunk; until then only what the chrome reads is relied on.
    return isJsonRecord(value) && chromeReadable(value) ? (value as AppSettings) : null;
  } catch {
    return null;
  }
};
