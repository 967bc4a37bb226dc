// The form's own start-up answers, asked again: a claimant who arrived while the model configuration or the
// character whitelist call failed (spec section 8: the message is shown and start-up goes on) would otherwise
// get form pages with no fields until they reload. Entering a form page asks the failed calls once more; a
// failure again shows its message again, and the next form page asks again.
import { Effect, Option, Result } from "effect";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { Ids } from "../ports/ids.port.ts";
import { Session } from "../session/session-context.ts";
import { freshModels } from "../session/state-updates.ts";
import { shown } from "./start-up.ts";

export const retryFormSetup = Effect.gen(function* () {
  const session = yield* Session;
  const failed = session.getSnapshot().failedSetup;
  if (failed.length === 0) return;
  const api = yield* ClaimsApi;
  if (failed.includes("modelConfig")) {
    const fetched = yield* api.modelConfig.pipe(Effect.result);
    if (Result.isSuccess(fetched)) {
      const config = fetched.success;
      const { randomCharacters } = yield* Ids;
      session.update((state) => ({
        ...state,
        failedSetup: state.failedSetup.filter((call) => call !== "modelConfig"),
        ...(Option.isSome(config) ? { modelConfig: config.value, models: freshModels(config.value, randomCharacters) } : {})
      }));
    } else yield* shown(fetched);
  }
  if (failed.includes("characterWhitelist")) {
    const fetched = yield* api.characterWhitelist.pipe(Effect.result);
    if (Result.isSuccess(fetched)) {
      const whitelist = Option.getOrNull(fetched.success);
      session.update((state) => ({ ...state, characterWhitelist: whitelist, failedSetup: state.failedSetup.filter((call) => call !== "characterWhitelist") }));
    } else yield* shown(fetched);
  }
});
