// The validation engine, loaded in two parts. Its core: the rules that read no calendar date, every field's
// bounds (with the address block's lists its selects are checked against), RE2 for the rules' patterns and
// the text of every issue. Its date rules: those that read calendar dates and the date picker's, with the
// date code they use (date-rules.ts), which a page without a date field does without. The server and the
// command line load both with the case; the site loads both, one after the other, at the claimant's first
// act on a page (web/pages/prefetch-next-steps.ts), and its session waits for what a use case's page needs
// before any use case that may validate (application/session/claim-session.ts), so the start page never
// does.
import type { FieldConfig } from "../forms/field-config.schema.ts";
import type { FieldValue } from "../forms/field-value.ts";
import { needsDateRules } from "./date-rule-types.ts";
import type * as FieldBounds from "./field-bounds.ts";
import { isPatternEngineLoaded, loadPatternEngine } from "./linear-pattern.ts";
import type * as RuleCompiler from "./rule-compiler.ts";
import type { FieldRule } from "./rule-context.ts";
import type { ValidationIssue } from "./validation-issue.ts";
import type * as ValidationMessages from "./validation-messages.ts";

interface Core {
  readonly compiler: typeof RuleCompiler;
  readonly plain: RuleCompiler.RuleSet;
  readonly bounds: typeof FieldBounds;
  readonly messages: typeof ValidationMessages;
}

let core: Core | null = null;
let coreLoading: Promise<Core> | null = null;
/** Every rule, the date rules included. */
let every: RuleCompiler.RuleSet | null = null;
let everyLoading: Promise<void> | null = null;

/** A failed load (the site's network) may be tried again. */
const retryable = <T>(load: () => Promise<T>, forget: () => void): Promise<T> =>
  load().catch((error: unknown) => {
    forget();
    throw error;
  });

const loadCore = (): Promise<Core> =>
  (coreLoading ??= retryable(
    () =>
      Promise.all([import("./rule-compiler.ts"), import("./plain-rules.ts"), import("./field-bounds.ts"), import("./validation-messages.ts"), loadPatternEngine()]).then(
        ([compiler, { PLAIN_RULE_ADAPTERS }, bounds, messages]) => {
          core = { compiler, plain: compiler.ruleSet(PLAIN_RULE_ADAPTERS, () => null), bounds, messages };
          return core;
        }
      ),
    () => {
      coreLoading = null;
    }
  ));

/** Loads the core and the date rules once. */
export const loadValidationEngine = (): Promise<void> =>
  (everyLoading ??= retryable(
    () =>
      Promise.all([loadCore(), import("./date-rules.ts")]).then(([{ compiler, plain }, dates]) => {
        every = compiler.ruleSet([...plain.adapters.values(), ...dates.DATE_RULE_ADAPTERS], dates.datePickerRule);
      }),
    () => {
      everyLoading = null;
    }
  ));

/** Loads what validating `fields` needs: the core, and the date rules when one of them needs them. */
export const loadValidationEngineFor = (fields: readonly FieldConfig[]): Promise<void> =>
  fields.some(needsDateRules) ? loadValidationEngine() : loadCore().then(() => undefined);

/** Whether the whole engine is loaded, the date rules included. */
export const isValidationEngineLoaded = (): boolean => every !== null && isPatternEngineLoaded();

/** Whether the field's rules can be compiled now. */
export const isValidationEngineLoadedFor = (field: FieldConfig): boolean =>
  core !== null && isPatternEngineLoaded() && (every !== null || !needsDateRules(field));

const loadedCore = (): Core => {
  if (core === null) throw new Error("The validation engine was used before it was loaded: await loadValidationEngine() first.");
  return core;
};

const rulesFor = (field: FieldConfig): RuleCompiler.RuleSet => {
  if (every !== null) return every;
  if (!needsDateRules(field)) return loadedCore().plain;
  throw new Error(`Field "${field.key}" needs the date rules, which were not loaded: await loadValidationEngineFor(fields) first.`);
};

/** The field's configured rules compiled (rule-compiler.ts); what it needs of the engine must be loaded. */
export const compileFieldRules = (field: FieldConfig): readonly FieldRule[] => loadedCore().compiler.compileFieldRulesIn(rulesFor(field), field);

/** What the value breaks of the bounds every field has, whatever its rules (field-bounds.ts); the core must be loaded. */
export const fieldBoundsIssues = (field: FieldConfig, value: FieldValue, path: readonly string[]): readonly ValidationIssue[] =>
  loadedCore().bounds.fieldBoundsIssues(field, value, path);

/** Loads the issues' texts (with the core); formatIssue may be called once it has resolved. */
export const loadIssueTexts = (): Promise<void> => loadCore().then(() => undefined);

/** Whether the issues' texts are there to show (formatIssue). */
export const areIssueTextsLoaded = (): boolean => core !== null;

/** The text of an issue (validation-messages.ts); the core must be loaded, as it is once it has found one. */
export const formatIssue: typeof ValidationMessages.formatIssue = (issue, translate) => loadedCore().messages.formatIssue(issue, translate);
