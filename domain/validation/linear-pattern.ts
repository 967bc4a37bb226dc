// The one engine for the regular expressions a case supplies (validation rules and dependency conditions):
// RE2 (re2js), which matches in time linear in the text, in the browser and on the server alike, so one
// crafted value can never hold either for long and both reach the same verdict. A pattern RE2 refuses
// (lookaround, back-references, nested repetition) cannot be matched in linear time and is refused when
// the case loads. Compiled patterns are kept, so each is parsed once.
import { RE2JS } from "re2js";

/** "whole": the entire value must match (as .NET's RegularExpression attribute checks); "anywhere": a match anywhere. */
export type PatternScope = "whole" | "anywhere";

export interface LinearPattern {
  readonly test: (text: string) => boolean;
}

export type PatternCompilation = { readonly ok: true; readonly pattern: LinearPattern } | { readonly ok: false; readonly problem: string };

const compiled = new Map<string, PatternCompilation>();

/** Bounds the kept patterns: a case has a few dozen; only a hostile caller would send more. */
const MAX_KEPT = 1000;

/** Only to say why RE2 refused a pattern: a JavaScript pattern it refuses needs a feature that backtracks. */
const compilesAsJavaScript = (source: string): boolean => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

const notLinear = (source: string, reason: string): string =>
  `the pattern /${source}/ is not safe: it cannot be matched in linear time (${reason}); write it without lookaround, back-references or nested repetition`;

const compile = (source: string, scope: PatternScope): PatternCompilation => {
  try {
    const re2 = RE2JS.compile(source);
    return { ok: true, pattern: { test: scope === "whole" ? (text) => re2.matches(text) : (text) => re2.matcher(text).find() } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: compilesAsJavaScript(source) ? notLinear(source, reason) : `the pattern /${source}/ does not compile (${reason})` };
  }
};

/** The pattern compiled for the scope, or the problem that stops it; never throws. */
export const compileLinearPattern = (source: string, scope: PatternScope): PatternCompilation => {
  const key = `${scope}:${source}`;
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const made = compile(source, scope);
  if (compiled.size >= MAX_KEPT) compiled.clear();
  compiled.set(key, made);
  return made;
};
