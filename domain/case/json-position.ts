// Where a problem's JSON path (`[2].fields[0].validations[1].params.field`, `trackedFields[0]`) sits in the
// text of its file, as line and column (both from 1), so a person is sent to the very spot: a member's key
// when the path ends at an object member, an array element's first character when it ends at an element.
// A walk of the text that reads only what lies on the path, always moving forward and never recursing; a path
// the text does not have gives null. The text must be JSON that parses (locate-problems.ts checks it).

export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

type Segment = string | number;

/** The segments of a path as formatPath writes it: names joined by dots, indexes in brackets. */
export const pathSegments = (path: string): readonly Segment[] | null => {
  const segments: Segment[] = [];
  const part = /\[(\d+)\]|\.?([^.[\]]+)/gy;
  let match: RegExpExecArray | null;
  while (part.lastIndex < path.length && (match = part.exec(path)) !== null) {
    segments.push(match[1] === undefined ? (match[2] ?? "") : Number(match[1]));
  }
  return part.lastIndex === path.length || path === "" ? segments : null;
};

/** The line and column (both from 1) of a character offset in the text. */
export const positionOf = (text: string, offset: number): TextPosition => {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
};

/** A reader of JSON text that skips values it does not need; every method returns the offset after what it read. */
class Walk {
  constructor(readonly text: string) {}

  space(at: number): number {
    let index = at;
    while (index < this.text.length && " \t\r\n".includes(this.text.charAt(index))) index += 1;
    return index;
  }

  /** After the string starting at `at` (its opening quote). */
  string(at: number): number {
    let index = at + 1;
    while (index < this.text.length) {
      const char = this.text.charAt(index);
      if (char === "\\") index += 2;
      else if (char === '"') return index + 1;
      else index += 1;
    }
    return index;
  }

  /**
   * After the value starting at `at`: a string, an object or array skipped by counting brackets outside
   * strings (no recursion, so no nesting depth can exhaust the stack), or a scalar. Always past `at`.
   */
  value(at: number): number {
    const char = this.text.charAt(at);
    if (char === '"') return this.string(at);
    if (char === "{" || char === "[") {
      let depth = 0;
      let index = at;
      while (index < this.text.length) {
        const next = this.text.charAt(index);
        if (next === '"') {
          index = this.string(index);
          continue;
        }
        if (next === "{" || next === "[") depth += 1;
        else if (next === "}" || next === "]") depth -= 1;
        index += 1;
        if (depth === 0) return index;
      }
      return index;
    }
    let index = at;
    while (index < this.text.length && !",}] \t\r\n".includes(this.text.charAt(index))) index += 1;
    return Math.max(index, at + 1);
  }

  /**
   * The offsets of the member's key and of its value, in the object starting at `at`; the last of duplicate
   * keys, as JSON.parse keeps it; null when it has no such member or the text is not an object there.
   */
  member(at: number, name: string): { readonly key: number; readonly value: number } | null {
    let found: { readonly key: number; readonly value: number } | null = null;
    let index = this.space(at + 1);
    while (index < this.text.length && this.text.charAt(index) === '"') {
      const keyEnd = this.string(index);
      let key: unknown;
      try {
        key = JSON.parse(this.text.slice(index, keyEnd));
      } catch {
        return null;
      }
      const valueAt = this.space(this.space(keyEnd) + 1);
      if (key === name) found = { key: index, value: valueAt };
      index = this.space(this.value(valueAt));
      if (this.text.charAt(index) !== ",") break;
      index = this.space(index + 1);
    }
    return found;
  }

  /** The offset of the element's first character in the array starting at `at`; null when it has fewer. */
  element(at: number, position: number): number | null {
    let index = this.space(at + 1);
    for (let seen = 0; index < this.text.length && this.text.charAt(index) !== "]"; seen += 1) {
      if (seen === position) return index;
      index = this.space(this.value(index));
      if (this.text.charAt(index) !== ",") return null;
      index = this.space(index + 1);
    }
    return null;
  }
}

/** Line and column of the path's end in the JSON text; the file's start for an empty path; null when the text has no such place. */
export const positionInJson = (text: string, path: string): TextPosition | null => {
  const segments = pathSegments(path);
  if (segments === null) return null;
  const walk = new Walk(text);
  let at = walk.space(text.startsWith("\uFEFF") ? 1 : 0);
  let mark = at;
  for (const segment of segments) {
    const opener = text.charAt(at);
    if (typeof segment === "number") {
      const found = opener === "[" ? walk.element(at, segment) : null;
      if (found === null) return null;
      at = mark = found;
    } else {
      const found = opener === "{" ? walk.member(at, segment) : null;
      if (found === null) return null;
      mark = found.key;
      at = found.value;
    }
  }
  return positionOf(text, mark);
};
