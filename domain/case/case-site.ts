// site.json: the site settings, decoded strictly, with en among the enabled cultures (the default culture
// of spec section 4 must always be servable). When the file does not decode, what other checks need from it
// (the culture list, the Standard reading) is still read from it where it can be, so their problems show too.
import { DEFAULT_CULTURE } from "../culture/culture.ts";
import { decodeCaseFile } from "./case-decode.ts";
import { type Checked, checked, readCaseJson } from "./case-files.ts";
import type { CaseReader } from "./case-reader.ts";
import { SiteSettings } from "./site-settings.schema.ts";

export const SITE_FILE = "site.json";

export interface LoadedSite {
  readonly settings: Checked<SiteSettings>;
  /** The enabled culture codes, from the decoded settings or, failing that, the file's cultures object. */
  readonly cultures: readonly string[] | null;
  /** The Standard reading to check pages against; the wider reading when the file does not say. */
  readonly standardWithOptionalPages: boolean;
}

const field = (json: unknown, key: string): unknown =>
  typeof json === "object" && json !== null && Object.hasOwn(json, key) ? (json as Record<string, unknown>)[key] : undefined;

const culturesIn = (json: unknown): readonly string[] | null => {
  const cultures = field(json, "cultures");
  return typeof cultures === "object" && cultures !== null && !Array.isArray(cultures) ? Object.keys(cultures) : null;
};

const decodeSite = (json: unknown): Checked<SiteSettings> => {
  const site = decodeCaseFile(SiteSettings, SITE_FILE, json);
  if (site.value === null) return site;
  const cultures = Object.keys(site.value.cultures);
  if (cultures.includes(DEFAULT_CULTURE)) return site;
  const problem = `the enabled cultures (${cultures.join(", ") || "none"}) must include ${DEFAULT_CULTURE}, the default culture`;
  return checked<SiteSettings>(null, [{ file: SITE_FILE, path: "cultures", problem }]);
};

export const loadSite = async (reader: CaseReader): Promise<LoadedSite> => {
  const json = await readCaseJson(reader, SITE_FILE);
  if (json.value === null) return { settings: checked<SiteSettings>(null, json.problems), cultures: null, standardWithOptionalPages: true };
  const reading = field(json.value, "standardWithOptionalPages");
  return {
    settings: decodeSite(json.value),
    cultures: culturesIn(json.value),
    standardWithOptionalPages: typeof reading === "boolean" ? reading : true
  };
};
