// The reference code a claimant is given for a filed claim: 10 characters drawn uniformly from an
// alphabet without look-alikes (no 0/O, no 1/I/L), so it can be read out over the phone and typed back.
import { randomInt } from "node:crypto";

export const REFERENCE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_CODE_LENGTH = 10;

/** Gives a whole number from 0 up to (not including) `bound`. */
export type RandomBelow = (bound: number) => number;

// randomInt rejects biased draws, so each character is uniform over the 31 letters: 31^10 ≈ 8·10^14 codes.
const cryptoRandomBelow: RandomBelow = (bound) => randomInt(bound);

export const newReferenceCode = (randomBelow: RandomBelow = cryptoRandomBelow): string => {
  let code = "";
  for (let index = 0; index < REFERENCE_CODE_LENGTH; index += 1) {
    code += REFERENCE_CODE_ALPHABET.charAt(randomBelow(REFERENCE_CODE_ALPHABET.length));
  }
  return code;
};

const REFERENCE_CODE_SHAPE = new RegExp(`^[${REFERENCE_CODE_ALPHABET}]{${String(REFERENCE_CODE_LENGTH)}}$`);

/** True for a string that could be a reference code (the right length and alphabet). */
export const isReferenceCode = (value: string): boolean => REFERENCE_CODE_SHAPE.test(value);
