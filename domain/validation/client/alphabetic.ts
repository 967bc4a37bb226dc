// The client alphabetic validator: letters only, of any script (with their combining accents), so
// names in every enabled culture pass. Digits, spaces and punctuation fail.
import { patternValidator } from "./pattern-validator.ts";

const LETTERS = /^[\p{L}\p{M}]+$/u;

export const alphabetic = patternValidator({ code: "alphabetic", acceptsText: (text) => LETTERS.test(text) });
