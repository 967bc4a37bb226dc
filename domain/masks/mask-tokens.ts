// The placeholder characters of a mask pattern (spec section 5): # a digit, @ a letter, * a letter or
// digit. Every other pattern character is shown as typed-in punctuation and never stored.
export const MASK_TOKENS = {
  "#": /[0-9]/,
  "@": /[A-Za-z]/,
  "*": /[A-Za-z0-9]/
} as const satisfies Readonly<Record<string, RegExp>>;

export type MaskToken = keyof typeof MASK_TOKENS;
