// Makes a client-supplied file name safe to store and show: the last path segment only, no control or
// bidirectional-override characters, trimmed, and bounded in length with the extension kept.

export const MAX_FILE_NAME_LENGTH = 200;

/** C0 and C1 controls, DEL, and the bidi controls that can make "evil.exe.pdf" read "evil.fdp.exe". */
const UNSAFE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069]
];

const isSafe = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return !UNSAFE_RANGES.some(([low, high]) => code >= low && code <= high);
};

const MAX_EXTENSION_LENGTH = 16;

const bounded = (name: string, limit: number): string => {
  // Code points, not UTF-16 units: a name is never cut inside a surrogate pair.
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  // Trimmed again after the cut, so a name cut at a space comes out the same when sanitised twice.
  if (extension.length === 0 || extension.length > MAX_EXTENSION_LENGTH) return characters.slice(0, limit).join("").trimEnd();
  return `${characters.slice(0, limit - extension.length).join("").trimEnd()}${extension.join("")}`;
};

/** The safe form of a name, or null when nothing usable is left (empty, ".", ".."). */
export const sanitizeFileName = (raw: string, limit: number = MAX_FILE_NAME_LENGTH): string | null => {
  const lastSegment = raw.split(/[/\\]/).at(-1) ?? "";
  const cleaned = Array.from(lastSegment.normalize("NFC")).filter(isSafe).join("").trim();
  if (cleaned === "" || cleaned === "." || cleaned === "..") return null;
  return bounded(cleaned, limit);
};
