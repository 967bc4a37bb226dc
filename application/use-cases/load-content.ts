// Loads the localization content of a culture (spec section 4, "Culture"): a failure shows the generic
// error display; a 403 leaves the content as it was.
import { Effect, Option, Result } from "effect";
import type { LocalizationItem } from "../../domain/culture/culture-content.schema.ts";
import type { ApiCallFailed } from "../errors.ts";
import { Session } from "../session/session-context.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { showError } from "../session/state-updates.ts";

/** Takes a culture's fetched content into the session: a failure shows the generic error, a 403 keeps what was there. */
export const applyContent = (culture: string, fetched: Result.Result<Option.Option<readonly LocalizationItem[]>, ApiCallFailed>) =>
  Effect.gen(function* () {
    const session = yield* Session;
    if (Result.isFailure(fetched)) {
      session.update(showError(fetched.failure.message));
      return;
    }
    const content = fetched.success;
    if (Option.isSome(content)) session.update((state) => ({ ...state, content: content.value, culture }));
  });

export const loadContent = (culture: string) =>
  Effect.gen(function* () {
    const api = yield* ClaimsApi;
    yield* applyContent(culture, yield* api.content(culture).pipe(Effect.result));
  });
