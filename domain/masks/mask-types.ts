// The nine input mask types of spec section 5, by the names the server configuration uses. Both currency
// masks are unsigned (a claimed amount is never negative); the date pads a one-digit month or day when the
// claimant types the slash after it ("3/15/2019" shows "03/15/2019").
import { type MaskDefinition, characterSetMask, numberMask, patternMask } from "./mask-definition.ts";

export const MASK_TYPES = {
  DECIMAL_15PRECISION: characterSetMask(/^[0-9.]{0,16}$/),
  CURRENCY_COMMA_DELIMITED: numberMask({ scale: 0, unsigned: true, thousandsSeparator: "," }),
  CURRENCY_COMMA_DELIMITED_WITH_DECIMALS: numberMask({ scale: 2, unsigned: true, thousandsSeparator: "," }),
  SLASH_DELIMITED_FULL_DATE: patternMask("##/##/####", { eager: true, padOnSeparator: true }),
  USA_PHONE_NUMBER: patternMask("(###) ###-####"),
  INTERNATIONAL_PHONE_NUMBER: patternMask("#".repeat(16)),
  VIN: patternMask("*".repeat(17)),
  ZIP_CODE: patternMask("#####-####"),
  ZIP_CODE_NON_US: characterSetMask(/^[A-Za-z0-9 ]{0,10}$/)
} as const satisfies Readonly<Record<string, MaskDefinition>>;

export type MaskType = keyof typeof MASK_TYPES;
