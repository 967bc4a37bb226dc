// Field tracking (spec section 7, POST /api/telemetry/tracking): sent only when tracking is on, for a
// text field with a value and without validation errors, of a form the claimant is authorized for, with
// the field key in PascalCase; never a field of the credentials model. A failure shows the catalogue message.
// A field left while that message is shown is not tracked: the alert took the focus, the claimant did not
// complete the field. Once the alert is closed, focus is back in the field, and leaving it tracks it then.
import { Effect } from "effect";
import { pascalCaseFieldKey } from "../../domain/api/tracking-event.ts";
import { isBlank, isDateList, isFileList } from "../../domain/forms/field-value.ts";
import { findModel } from "../../domain/forms/model-set.ts";
import { validateModel } from "../../domain/validation/model-validation.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { Clock } from "../ports/clock.port.ts";
import { fieldsOf, loadedModels } from "../session/page-context.ts";
import { Session, SessionSettings } from "../session/session-context.ts";
import { showError } from "../session/state-updates.ts";

const TEXT_CONTROLS = new Set([undefined, "text", "textarea"]);

/** Whether the field was tracked. */
export const trackField = (clientId: string, key: string) =>
  Effect.gen(function* () {
    const settings = yield* SessionSettings;
    const session = yield* Session;
    const state = session.getSnapshot();
    const formType = state.navigation.activeForm;
    // The server records events only for a claimant it has authorized for the form (the start page is not yet).
    if (!settings.trackingEnabled || formType === null || !state.authorized[formType] || state.errorInfo.showError) return false;
    const models = loadedModels(state);
    const model = findModel(models, clientId);
    const field = fieldsOf(state, model).find((config) => config.key === key);
    const value = model.fields[key] ?? null;
    // A blank field says nothing worth recording: leaving an empty field is not an answer.
    // Credentials are never tracked: the server refuses them, and they must never leave in telemetry.
    if (model.metadata.dtoMapping === "credentials") return false;
    if (field === undefined || !TEXT_CONTROLS.has(field.control) || isFileList(value) || isDateList(value) || isBlank(value)) return false;
    const now = yield* (yield* Clock).now;
    const context = { now: now, characterWhitelist: state.characterWhitelist, saved: models.saved };
    if (validateModel(model, [field], context, key).issues.length > 0) return false;
    const api = yield* ClaimsApi;
    const event = { formType, fieldKey: pascalCaseFieldKey(key), fieldValue: value };
    return yield* api.track(event).pipe(
      Effect.as(true),
      Effect.catchTag("ApiCallFailed", (failure) => Effect.sync(() => session.update(showError(failure.message))).pipe(Effect.as(false)))
    );
  });
