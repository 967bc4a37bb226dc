// The one engine for the regular expressions a case supplies (validation rules and dependency conditions):
// RE2 (re2js), which matches in time linear in the text, in the browser and on the server alike, so one
// crafted value can never hold either for long and both reach the same verdict. A pattern RE2 refuses
// (lookaround, back-references, nested repetition) cannot be matched in linear time and is refused when
// the case loads. Compiled patterns are kept, so each is parsed once.
// RE2 is loaded, once, by loadPatternEngine: the server and the command line load it with the case
// (../case/inspect-case.ts), the site once its first page shows, so its start page never waits for it. A pattern made before it is
// loaded compiles at its first test, and whoever tests one first waits for the engine (the session does).
import type { RE2JS } from "re2js";

let engine: typeof RE2JS | null = null;
let loading: Promise<void> | null = null;

/** Loads RE2 once; a failed load (the site's network) may be tried again. */
export const loadPatternEngine = (): Promise<void> =>
  (loading ??= import("re2js").then(
    (module) => {
      engine = module.RE2JS;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    }
  ));

export const isPatternEngineLoaded = (): boolean => engine !== null;

const loadedEngine = (): typeof RE2JS => {
  if (engine === null) throw new Error("A pattern was tested before the pattern engine was loaded: await loadPatternEngine() first.");
  return engine;
};

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
  // Outside the try: an engine not loaded yet is no verdict on the pattern, and nothing is kept.
  const engine = loadedEngine();
  try {
    const re2 = engine.compile(source);
    return { ok: true, pattern: { test: scope === "whole" ? (text) => re2.matches(text) : (text) => re2.matcher(text).find() } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: compilesAsJavaScript(source) ? notLinear(source, reason) : `the pattern /${source}/ does not compile (${reason})` };
  }
};

/** The pattern compiled for the scope, or the problem that stops it; throws only when the engine is not loaded. */
export const compileLinearPattern = (source: string, scope: PatternScope): PatternCompilation => {
  const key = `${scope}:${source}`;
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const made = compile(source, scope);
  if (compiled.size >= MAX_KEPT) compiled.clear();
  compiled.set(key, made);
  return made;
};

/**
 * The pattern for the scope, or `refuse(problem)` thrown: at once when the engine is loaded, else at the
 * pattern's first test, so a page can be drawn before the engine arrives.
 */
export const linearPattern = (source: string, scope: PatternScope, refuse: (problem: string) => Error): LinearPattern => {
  const made = (): LinearPattern => {
    const compilation = compileLinearPattern(source, scope);
    if (!compilation.ok) throw refuse(compilation.problem);
    return compilation.pattern;
  };
  if (isPatternEngineLoaded()) return made();
  let pattern: LinearPattern | null = null;
  return {
    test: (text) => {
      pattern ??= made();
      return pattern.test(text);
    }
  };
};

/** For checks that must give their verdict now (a case being loaded): the engine must be there. */
export const requirePatternEngine = (): void => {
  loadedEngine();
};
