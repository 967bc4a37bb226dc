// A claimant edits a field (spec section 4, "Form models" and "Dependencies"): the value is stored,
// dependencies re-evaluated (their resets applied), and the field's issues recomputed for display. An edit
// is stored at once, in the keystroke's own event, whether or not the validation engine has come.
import { Effect } from "effect";
import { dependenciesTestPatterns } from "../../domain/dependencies/condition-check.ts";
import { editWithDependencies } from "../../domain/dependencies/edit-with-dependencies.ts";
import { touchField } from "../../domain/forms/field-editing.ts";
import type { FieldValue } from "../../domain/forms/field-value.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import { findModel, replaceModel } from "../../domain/forms/model-set.ts";
import { validateModel } from "../../domain/validation/model-validation.ts";
import { isPatternEngineLoaded, loadPatternEngine } from "../../domain/validation/linear-pattern.ts";
import { isValidationEngineLoadedFor } from "../../domain/validation/validation-engine.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { Clock } from "../ports/clock.port.ts";
import type { ClaimState } from "../session/claim-state.ts";
import { fieldsOf, loadedModels } from "../session/page-context.ts";
import { Session } from "../session/session-context.ts";

const samePath = (issue: ValidationIssue, clientId: string, key: string) => issue.path[0] === clientId && issue.path[1] === key;

/** The issues of one field, recomputed, in place of the ones it had. */
export const refreshFieldIssues = (state: ClaimState, model: FormModel, key: string, now: number): ClaimState => {
  const { issues } = validateModel(model, fieldsOf(state, model), {
    now,
    characterWhitelist: state.characterWhitelist,
    saved: loadedModels(state).saved
  }, key);
  return { ...state, pageIssues: [...state.pageIssues.filter((found) => !samePath(found, model.clientId, key)), ...issues] };
};

export const editFieldValue = (clientId: string, key: string, value: FieldValue) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const now = yield* (yield* Clock).now;
    // Dependencies that test a pattern need RE2 to settle the edit; only such an edit waits for it.
    const before = session.getSnapshot();
    if (!isPatternEngineLoaded() && dependenciesTestPatterns(fieldsOf(before, findModel(loadedModels(before), clientId)))) {
      yield* Effect.promise(loadPatternEngine);
    }
    return session.update((state) => {
      const models = loadedModels(state);
      const model = findModel(models, clientId);
      const settled = editWithDependencies(model, key, value, fieldsOf(state, model), models.saved);
      const next = { ...state, models: replaceModel(models, settled) };
      // Typing never waits for the validation engine: the value is stored in the keystroke's own event (a
      // controlled input shows it at once). Before what the field needs of the engine has come no issue has
      // been shown to refresh; a blur, Enter or Next then validates, waiting for it.
      const field = fieldsOf(state, model).find((candidate) => candidate.key === key);
      return field === undefined || isValidationEngineLoadedFor(field) ? refreshFieldIssues(next, settled, key, now) : next;
    });
  });

/** Leaving a field (blur) or pressing Enter in it: it shows its issues from now on. */
export const validateField = (clientId: string, key: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const now = yield* (yield* Clock).now;
    return session.update((state) => {
      const models = loadedModels(state);
      const model = findModel(models, clientId);
      const touched = touchField(model, key);
      return refreshFieldIssues({ ...state, models: replaceModel(models, touched) }, touched, key, now);
    });
  });
