// The client alphanumeric validator: letters of any script and the digits 0-9 only; spaces and
// punctuation fail. Digits of other scripts are refused because the server reads 0-9 only.
import { patternValidator } from "./pattern-validator.ts";

const LETTERS_AND_DIGITS = /^[\p{L}\p{M}0-9]+$/u;

export const alphanumeric = patternValidator({
  code: "alphanumeric",
  acceptsText: (text) => LETTERS_AND_DIGITS.test(text)
});
