// Finds text PostgreSQL would refuse before anything is written: U+0000 in text or jsonb, and a lone UTF-16
// surrogate (half of a pair, which JSON can spell as "\ud800" but no UTF-8 text can hold), keys included. Such
// input is refused with where it is rather than failing half-way in the database as a 500.
import { ClaimStoreError } from "./claim-store-error.ts";

const NUL = "\u0000";

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unstorable = (text: string): boolean => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The path of the first string (or object key) holding U+0000 or a lone surrogate, or null when every one is storable. */
export const findUnstorableText = (value: unknown, path: string): string | null => {
  if (typeof value === "string") return unstorable(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${String(index)}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) return `${path}.${JSON.stringify(key)}`;
      const found = findUnstorableText(item, `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
};

/** Throws ClaimStoreError("unstorableText") naming the first unstorable text among `values` by their names. */
export const requireStorableText = (values: Readonly<Record<string, unknown>>): void => {
  for (const [name, value] of Object.entries(values)) {
    const found = findUnstorableText(value, name);
    if (found !== null) {
      throw new ClaimStoreError("unstorableText", `${found} contains the character U+0000 or half of a UTF-16 surrogate pair, which cannot be stored.`, found);
    }
  }
};
