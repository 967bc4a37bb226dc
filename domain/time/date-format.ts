// Date patterns such as MM/dd/yyyy, compiled once into strict matchers for entered text. Decides which
// calendar date a text names; never throws on user input (unmatched or impossible dates give null).
//
// Tokens: yyyy (four digits), yy (two digits, pivoting at 60: 00-59 are 2000-2059, 60-99 are 1960-1999),
// MM and dd (exactly two digits), M and d (one or two digits). Every other non-letter is a literal that
// must appear as written; any other letter run (MMM, ddd, H...) makes the pattern unsupported.
import { LocalDate, Month, Year } from "@js-joda/core";

type Part = "year4" | "year2" | "month" | "day";

export interface DateFormat {
  /** The pattern as written, e.g. "MM/dd/yyyy". */
  readonly pattern: string;
  readonly matcher: RegExp;
  /** Which capture group holds which part. */
  readonly parts: readonly Part[];
}

const TOKENS: Readonly<Record<string, { readonly part: Part; readonly digits: string }>> = {
  yyyy: { part: "year4", digits: "[0-9]{4}" },
  yy: { part: "year2", digits: "[0-9]{2}" },
  MM: { part: "month", digits: "[0-9]{2}" },
  M: { part: "month", digits: "[0-9]{1,2}" },
  dd: { part: "day", digits: "[0-9]{2}" },
  d: { part: "day", digits: "[0-9]{1,2}" }
};

const TWO_DIGIT_YEAR_PIVOT = 60;

const escapeLiteral = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");

/** The compiled pattern, or null when it uses an unsupported token or lacks (or repeats) a year, month or day. */
export const compileDateFormat = (pattern: string): DateFormat | null => {
  const pieces = pattern.match(/([A-Za-z])\1*|[^A-Za-z]+/g) ?? [];
  const parts: Part[] = [];
  let source = "";
  for (const piece of pieces) {
    if (!/^[A-Za-z]/.test(piece)) {
      source += escapeLiteral(piece);
      continue;
    }
    const token = TOKENS[piece];
    if (token === undefined) return null;
    parts.push(token.part);
    source += `(${token.digits})`;
  }
  const years = parts.filter((part) => part === "year4" || part === "year2").length;
  const months = parts.filter((part) => part === "month").length;
  const days = parts.filter((part) => part === "day").length;
  if (years !== 1 || months !== 1 || days !== 1) return null;
  return { pattern, matcher: new RegExp(`^${source}$`), parts };
};

/** A pattern the code itself names; throws when it is unsupported, which is a programming error. */
export const builtInDateFormat = (pattern: string): DateFormat => {
  const format = compileDateFormat(pattern);
  if (format === null) throw new Error(`Unsupported date pattern ${pattern}`);
  return format;
};

/** Whether year, month and day name a real date (29 February only in leap years; no year 0). */
const realDate = (year: number, month: number, day: number): LocalDate | null => {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > Month.of(month).length(Year.isLeap(year))) return null;
  return LocalDate.of(year, month, day);
};

const fullYear = (twoDigits: number): number => (twoDigits < TWO_DIGIT_YEAR_PIVOT ? 2000 + twoDigits : 1900 + twoDigits);

/** The date the text names in this format (surrounding whitespace ignored), or null. */
export const parseDate = (text: string, format: DateFormat): LocalDate | null => {
  const match = format.matcher.exec(text.trim());
  if (match === null) return null;
  let year = 0;
  let month = 0;
  let day = 0;
  format.parts.forEach((part, index) => {
    const value = Number(match[index + 1] ?? "");
    if (part === "year4") year = value;
    else if (part === "year2") year = fullYear(value);
    else if (part === "month") month = value;
    else day = value;
  });
  return realDate(year, month, day);
};

/** The date of the first format the text matches, or null. */
export const parseDateInAny = (text: string, formats: readonly DateFormat[]): LocalDate | null => {
  for (const format of formats) {
    const date = parseDate(text, format);
    if (date !== null) return date;
  }
  return null;
};
