// What every field must hold before any of its configured rules runs, whatever its dependencies say: text
// no longer than its cap (its maxLength rule, else its control's default); in a field the claimant types
// in, no control characters, text-direction overrides or lone surrogates; and for a select or radio, one
// of its options; a list of dates only in a date field that takes one, no longer than its limit, each
// date under the date cap. Checked first, so no pattern ever runs over an unbounded or hostile value, in
// the browser and on the server alike. Hidden fields are the site's and the server's to fill (a chosen
// file's name is cleaned by the server), so only their cap applies here.
import type { FieldConfig, FieldControl } from "../forms/field-config.schema.ts";
import { requiredOptionValues } from "../forms/field-options.ts";
import { dateListLimit, takesDateList } from "../forms/date-selection.ts";
import { type DateList, type FieldValue, isBlank, isDateList, isFileList } from "../forms/field-value.ts";
import { issue, type ValidationIssue } from "./validation-issue.ts";

/** The longest text a control takes when its field configures no maxLength; null where it holds no free text. */
export const DEFAULT_TEXT_CAPS: Readonly<Record<FieldControl, number | null>> = {
  text: 256,
  hidden: 256,
  hybridRadioText: 256,
  date: 64,
  select: 256,
  radio: 256,
  textarea: 4000,
  checkbox: null,
  file: null
};

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * C0 controls but tab, line feed and carriage return; DEL and the C1 controls; the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make text read otherwise than it is stored.
 */
const isForbiddenUnit = (code: number): boolean =>
  (code <= 0x1f && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Whether the text holds a forbidden character (isForbiddenUnit) or a surrogate without its pair, which no storage can keep. */
export const hasForbiddenCharacter = (text: string): boolean => {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isForbiddenUnit(code) || isLowSurrogate(code)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(at + 1))) return true;
      at += 1;
    }
  }
  return false;
};

const configuredMax = (field: FieldConfig): number | null => {
  const rule = field.validations?.find((config) => config.type === "maxLength");
  const max = rule?.params?.["max"];
  return typeof max === "number" && Number.isSafeInteger(max) && max >= 0 ? max : null;
};

/** The cap of the field's text: its maxLength rule, else its control's default (a field without a control is text). */
export const textCap = (field: FieldConfig): number | null => configuredMax(field) ?? DEFAULT_TEXT_CAPS[field.control ?? "text"];

const textOf = (value: FieldValue): string | null => {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return null;
};

const dateListIssues = (field: FieldConfig, dates: DateList, path: readonly string[]): readonly ValidationIssue[] => {
  if (!takesDateList(field)) return [issue(path, "oneDateOnly")];
  const limit = dateListLimit(field);
  if (dates.length > limit) return [issue(path, "tooManyDates", { max: limit })];
  const cap = textCap(field);
  if (cap !== null && dates.some((date) => date.length > cap)) return [issue(path, "maxLength", { max: cap })];
  return dates.some(hasForbiddenCharacter) ? [issue(path, "forbiddenCharacters")] : [];
};

/** The bound the value breaks first, as an issue at the path; none when it keeps them all. */
export const fieldBoundsIssues = (field: FieldConfig, value: FieldValue, path: readonly string[]): readonly ValidationIssue[] => {
  if (value === null) return [];
  if (isDateList(value)) return dateListIssues(field, value, path);
  if (isFileList(value)) return [];
  const text = textOf(value);
  if (text === null) return [];
  const cap = textCap(field);
  if (cap !== null && text.length > cap) return [issue(path, "maxLength", { max: cap })];
  if (field.control !== "hidden" && hasForbiddenCharacter(text)) return [issue(path, "forbiddenCharacters")];
  const offered = requiredOptionValues(field);
  if (offered !== null && !isBlank(value) && !offered.includes(text)) return [issue(path, "notAnOption")];
  return [];
};
