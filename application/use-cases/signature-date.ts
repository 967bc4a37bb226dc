// The signature date (spec section 7, GET /api/signature-date): entering the page that holds the signature
// model fetches the date in the claimant's culture (once per culture), keeps it as the client's signature
// date and writes it into the model's signatureDate field, so the claim carries the date the claimant
// signed it. A failed call shows the catalogue message (section 8) and leaves the page usable.
import { Effect } from "effect";
import { assignField } from "../../domain/forms/field-editing.ts";
import { modelsOnPage, pageKey } from "../../domain/forms/page-models.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { loadedModels } from "../session/page-context.ts";
import { Session } from "../session/session-context.ts";
import { showError } from "../session/state-updates.ts";

export const SIGNATURE_DATE_FIELD = "signatureDate";

/** Loads the signature date when the page at the path holds a signature model with a signatureDate field. */
export const loadSignatureDate = (path: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const state = session.getSnapshot();
    const { activeForm, nodes } = state.navigation;
    const first = nodes[0];
    if (activeForm === null || first === undefined || state.models === null) return;
    const signatures = modelsOnPage(state.models.saved, activeForm, pageKey(path, first.path)).filter(
      (model) => model.metadata.dtoMapping === "signature" && Object.hasOwn(model.fields, SIGNATURE_DATE_FIELD)
    );
    if (signatures.length === 0) return;
    // Fetched once per culture: a return from a Change link does not wait on the network again.
    const signed = signatures.every((model) => model.fields[SIGNATURE_DATE_FIELD] === state.client.signature);
    if (state.client.signature !== null && state.signatureCulture === state.culture && signed) return;
    const api = yield* ClaimsApi;
    const date = yield* api.signatureDate(state.culture).pipe(
      Effect.catchTag("ApiCallFailed", (failure) => Effect.sync(() => session.update(showError(failure.message))).pipe(Effect.as(null)))
    );
    if (date === null) return;
    const ids = new Set(signatures.map((model) => model.clientId));
    session.update((current) => {
      const models = loadedModels(current);
      const saved = models.saved.map((model) => (ids.has(model.clientId) ? assignField(model, SIGNATURE_DATE_FIELD, date) : model));
      return { ...current, models: { ...models, saved }, client: { ...current.client, signature: date }, signatureCulture: state.culture };
    });
  });
