// The client decimal validator: an optional minus, digits and at most one decimal point with digits
// after it ("12", "-0.5", ".25"). No thousands separators and no exponent, matching the DECIMAL mask.
import { patternValidator } from "./pattern-validator.ts";

const DECIMAL = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

export const decimal = patternValidator({
  code: "decimal",
  acceptsText: (text) => DECIMAL.test(text),
  acceptsNumber: Number.isFinite
});
