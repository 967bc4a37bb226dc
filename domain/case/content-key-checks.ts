// Localization keys the forms use (any text of a configuration item written as LocKey_..., such as labels,
// placeholders, option labels, messages and the texts of page blocks) that an enabled culture's content lacks. The site does not fall
// back to another culture, so a claimant would read the bare key: a reference that does not resolve, which
// stops the case loading (the server and claims lint say it alike).
import type { CaseProblem } from "./case-error.ts";
import type { PlacedItem } from "./case-forms.ts";
import type { LocalizationItem } from "../culture/culture-content.schema.ts";
import { contentFile } from "./case-content.ts";

const KEY_PREFIX = "LocKey_";

interface KeyUse {
  readonly key: string;
  readonly path: string;
}

const step = (path: string, key: string | number): string => (typeof key === "number" ? `${path}[${key}]` : `${path}.${key}`);

/** Every string in the value that is a localization key, with its path. */
const keysIn = (value: unknown, path: string): readonly KeyUse[] => {
  if (typeof value === "string") return value.startsWith(KEY_PREFIX) ? [{ key: value, path }] : [];
  if (Array.isArray(value)) return value.flatMap((entry: unknown, index) => keysIn(entry, step(path, index)));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, entry]) => keysIn(entry, step(path, key)));
  return [];
};

/**
 * content holds each culture whose file loaded (one that did not is the loader's finding); a culture is checked
 * only when it is enabled and loaded.
 */
export const contentKeyProblems = (
  placed: readonly PlacedItem[],
  cultures: readonly string[],
  content: Readonly<Record<string, readonly LocalizationItem[]>>
): readonly CaseProblem[] => {
  const known = cultures.flatMap((culture) => {
    const items = content[culture];
    return items === undefined ? [] : [{ culture, keys: new Set(items.map((item) => item.key)) }];
  });
  return placed.flatMap((entry) =>
    [
      ...keysIn(entry.item.metadata, `[${entry.index}].metadata`),
      ...keysIn(entry.item.fields, `[${entry.index}].fields`),
      ...keysIn(entry.item.blocks ?? [], `[${entry.index}].blocks`)
    ].flatMap(({ key, path }) =>
      known.flatMap(({ culture, keys }) =>
        keys.has(key) ? [] : [{ file: entry.file, path, problem: `"${key}" is missing from ${contentFile(culture)}` }]
      )
    )
  );
};
