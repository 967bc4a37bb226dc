// The validation engine: the rule registry (with the date code its rules use), every field's bounds (with
// the address block's lists its selects are checked against), RE2 for the rules' patterns and the text of
// every issue they find, loaded once, together. The server and the command line load it with the case; the site once its first page shows, and
// its session waits for it before any use case that may validate, so the start page never does.
import type { FieldConfig } from "../forms/field-config.schema.ts";
import type { FieldValue } from "../forms/field-value.ts";
import type * as FieldBounds from "./field-bounds.ts";
import { isPatternEngineLoaded, loadPatternEngine } from "./linear-pattern.ts";
import type { FieldRule } from "./rule-context.ts";
import type * as RuleRegistry from "./rule-registry.ts";
import type { ValidationIssue } from "./validation-issue.ts";
import type * as ValidationMessages from "./validation-messages.ts";

let loaded: { readonly registry: typeof RuleRegistry; readonly bounds: typeof FieldBounds; readonly messages: typeof ValidationMessages } | null = null;
let loading: Promise<void> | null = null;

/** Loads the rules, the bounds, the texts and the pattern engine once; a failed load (the site's network) may be tried again. */
export const loadValidationEngine = (): Promise<void> =>
  (loading ??= Promise.all([import("./rule-registry.ts"), import("./field-bounds.ts"), import("./validation-messages.ts"), loadPatternEngine()]).then(
    ([registry, bounds, messages]) => {
      loaded = { registry, bounds, messages };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    }
  ));

export const isValidationEngineLoaded = (): boolean => loaded !== null && isPatternEngineLoaded();

const engine = (): NonNullable<typeof loaded> => {
  if (loaded === null) throw new Error("The validation engine was used before it was loaded: await loadValidationEngine() first.");
  return loaded;
};

/** The field's configured rules compiled (rule-registry.ts); the engine must be loaded. */
export const compileFieldRules = (field: FieldConfig): readonly FieldRule[] => engine().registry.compileFieldRules(field);

/** What the value breaks of the bounds every field has, whatever its rules (field-bounds.ts); the engine must be loaded. */
export const fieldBoundsIssues = (field: FieldConfig, value: FieldValue, path: readonly string[]): readonly ValidationIssue[] =>
  engine().bounds.fieldBoundsIssues(field, value, path);

/** Whether the issues' texts are there to show (formatIssue). */
export const areIssueTextsLoaded = (): boolean => loaded !== null;

/** The text of an issue (validation-messages.ts); the engine must be loaded, as it is once it has found one. */
export const formatIssue: typeof ValidationMessages.formatIssue = (issue, translate) => engine().messages.formatIssue(issue, translate);
