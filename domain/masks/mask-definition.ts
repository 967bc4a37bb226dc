// What an input mask is, as plain data: a fixed pattern of tokens, a number with thousands separators,
// or a set of allowed characters with a length limit. It never says how a library applies it.
export interface PatternMask {
  readonly kind: "pattern";
  /** Tokens of mask-tokens.ts and fixed punctuation, e.g. "(###) ###-####". */
  readonly pattern: string;
  /** Show the next fixed punctuation as soon as the characters before it are typed. */
  readonly eager: boolean;
  /** A separator typed after a part of too few digits pads the part with leading zeros ("3/" shows "03/"). */
  readonly padOnSeparator: boolean;
}

export interface NumberMask {
  readonly kind: "number";
  /** Fraction digits allowed after the decimal point; 0 for whole numbers. */
  readonly scale: number;
  /** No negative numbers. */
  readonly unsigned: boolean;
  readonly thousandsSeparator: string;
}

export interface CharacterSetMask {
  readonly kind: "characterSet";
  /** The whole value must match, e.g. /^[0-9.]{0,16}$/; a character that would break it is dropped. */
  readonly allowed: RegExp;
}

export type MaskDefinition = PatternMask | NumberMask | CharacterSetMask;

export const patternMask = (
  pattern: string,
  options: { readonly eager?: boolean; readonly padOnSeparator?: boolean } = {}
): PatternMask => ({
  kind: "pattern",
  pattern,
  eager: options.eager ?? false,
  padOnSeparator: options.padOnSeparator ?? false
});

export const numberMask = (options: {
  readonly scale: number;
  readonly unsigned: boolean;
  readonly thousandsSeparator: string;
}): NumberMask => ({ kind: "number", ...options });

export const characterSetMask = (allowed: RegExp): CharacterSetMask => ({ kind: "characterSet", allowed });
