// The client integer validator: an optional minus and the digits 0-9, nothing else ("-12" passes,
// "+3", "1.0" and "1e3" do not); a number held by the field must be whole.
import { patternValidator } from "./pattern-validator.ts";

const INTEGER = /^-?\d+$/;

export const integer = patternValidator({
  code: "integer",
  acceptsText: (text) => INTEGER.test(text),
  acceptsNumber: Number.isInteger
});
