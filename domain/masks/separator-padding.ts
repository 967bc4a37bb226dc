// The one-digit part rule of pattern masks that pad on their separator: a separator typed right after a part
// of digits shorter than its place pads that part with leading zeros ("3" then "/" gives "03/" for a date).
// Pure text in, text out; it never decides anything for a part that is full, empty, zero or not all digits.
import type { MaskToken } from "./mask-tokens.ts";

/** The pattern token a padded part is made of: only digit parts take leading zeros. */
const DIGIT: MaskToken = "#";

const ALL_DIGITS = /^[0-9]+$/;
const ALL_ZEROS = /^0+$/;

/**
 * The text the mask shows once `typed` is typed at the end of `shown`, when `typed` is the separator closing
 * a part short of digits: the part zero-padded to its width, then the separator ("12/5" and "/" give
 * "12/05/" under "##/##/####"). Null when the rule does not apply and the mask takes the character as usual:
 * the part is empty (the mask already showed the separator), full, all zeros (no "00" month or day), not
 * all digits, or `typed` is not the separator that follows it in the pattern.
 */
export const padPartOnSeparator = (pattern: string, shown: string, typed: string): string | null => {
  const end = shown.length;
  let start = end;
  while (start > 0 && pattern[start - 1] === DIGIT) start -= 1;
  let close = end;
  while (pattern[close] === DIGIT) close += 1;
  const part = shown.slice(start, end);
  const width = close - start;
  if (part.length === 0 || part.length >= width || pattern[close] !== typed) return null;
  if (!ALL_DIGITS.test(part) || ALL_ZEROS.test(part)) return null;
  return `${shown.slice(0, start)}${part.padStart(width, "0")}${typed}`;
};
