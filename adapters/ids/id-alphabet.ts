// Turns random bytes into id characters from [A-Za-z0-9] with every character equally likely: bytes
// that would favour the first characters are drawn again. Where the bytes come from is the caller's.
export const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 248 = 4 × 62: a byte below it maps to each character exactly 4 ways; 248 to 255 would add a fifth to some. */
export const UNBIASED_BYTE_LIMIT = 256 - (256 % ID_ALPHABET.length);

/** Fills the array with random bytes. */
export type FillBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

export const charactersFromBytes = (count: number, fill: FillBytes): string => {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`A count of random characters must be a whole number of at least 0; it was ${count}.`);
  }
  let characters = "";
  while (characters.length < count) {
    const bytes = new Uint8Array(count - characters.length);
    fill(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_BYTE_LIMIT) characters += ID_ALPHABET.charAt(byte % ID_ALPHABET.length);
    }
  }
  return characters;
};
