// Finds text PostgreSQL would refuse (U+0000 in text or jsonb, keys included) before anything is
// written, so such input is refused with where it is rather than failing half-way in the database.
import { ClaimStoreError } from "./claim-store-error.ts";

const NUL = "\u0000";

/** The path of the first string (or object key) holding U+0000, or null when every one is storable. */
export const findUnstorableText = (value: unknown, path: string): string | null => {
  if (typeof value === "string") return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${String(index)}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return `${path}.${JSON.stringify(key)}`;
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
      throw new ClaimStoreError("unstorableText", `${found} contains the character U+0000, which cannot be stored.`, found);
    }
  }
};
