// The character whitelist (GET /api/characters-whitelist): whitelist.txt holds the characters themselves,
// line breaks not counted (so a long list can be wrapped), or whitelist.json holds the answer's own shape
// { "allowedCharacters": "..." }. Exactly one of the two, and not empty.
import { CharacterWhitelist } from "../api/character-whitelist.schema.ts";
import { decodeCaseFile } from "./case-decode.ts";
import { type Checked, checked, readCaseJson, readCaseText } from "./case-files.ts";
import type { CaseReader } from "./case-reader.ts";

export const WHITELIST_TEXT_FILE = "whitelist.txt";
export const WHITELIST_JSON_FILE = "whitelist.json";

const fromText = async (reader: CaseReader): Promise<Checked<string>> => {
  const text = await readCaseText(reader, WHITELIST_TEXT_FILE);
  return text.value === null ? text : checked(text.value.replace(/[\r\n]/g, ""));
};

const fromJson = async (reader: CaseReader): Promise<Checked<string>> => {
  const json = await readCaseJson(reader, WHITELIST_JSON_FILE);
  if (json.value === null) return checked<string>(null, json.problems);
  const decoded = decodeCaseFile(CharacterWhitelist, WHITELIST_JSON_FILE, json.value);
  return checked(decoded.value?.allowedCharacters ?? null, decoded.problems);
};

export const loadWhitelist = async (reader: CaseReader): Promise<Checked<string>> => {
  const [hasText, hasJson] = await Promise.all([reader.fileExists(WHITELIST_TEXT_FILE), reader.fileExists(WHITELIST_JSON_FILE)]);
  if (hasText && hasJson) {
    const problem = `both ${WHITELIST_TEXT_FILE} and ${WHITELIST_JSON_FILE} exist; keep one`;
    return checked<string>(null, [{ file: WHITELIST_JSON_FILE, path: "", problem }]);
  }
  if (!hasText && !hasJson) {
    const problem = `the character whitelist is missing: give ${WHITELIST_TEXT_FILE} or ${WHITELIST_JSON_FILE}`;
    return checked<string>(null, [{ file: WHITELIST_TEXT_FILE, path: "", problem }]);
  }
  const file = hasText ? WHITELIST_TEXT_FILE : WHITELIST_JSON_FILE;
  const loaded = hasText ? await fromText(reader) : await fromJson(reader);
  if (loaded.value !== "") return loaded;
  const problem = "the whitelist is empty, so every restricted field would refuse all input";
  return checked<string>(null, [{ file, path: hasText ? "" : "allowedCharacters", problem }]);
};
