// The validation engine: the rule registry (with the date code its rules use) and RE2 for their patterns,
// loaded once, together. The server and the command line load it with the case; the site once its first page
// shows, and its session waits for it before any use case that may validate, so the start page never does.
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { isPatternEngineLoaded, loadPatternEngine } from "./linear-pattern.ts";
import type { FieldRule } from "./rule-context.ts";
import type * as RuleRegistry from "./rule-registry.ts";

let registry: typeof RuleRegistry | null = null;
let loading: Promise<void> | null = null;

/** Loads the rules and the pattern engine once; a failed load (the site's network) may be tried again. */
export const loadValidationEngine = (): Promise<void> =>
  (loading ??= Promise.all([import("./rule-registry.ts"), loadPatternEngine()]).then(
    ([module]) => {
      registry = module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    }
  ));

export const isValidationEngineLoaded = (): boolean => registry !== null && isPatternEngineLoaded();

/** The field's configured rules compiled (rule-registry.ts); the engine must be loaded. */
export const compileFieldRules = (field: FieldConfig): readonly FieldRule[] => {
  if (registry === null) throw new Error("A field was validated before the validation engine was loaded: await loadValidationEngine() first.");
  return registry.compileFieldRules(field);
};
