// Loads the localization content of a culture (spec section 4, "Culture"): a failure shows the generic
// error display; a 403 leaves the content as it was.
import { Effect, Option } from "effect";
import { Session } from "../session/session-context.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { showError } from "../session/state-updates.ts";

export const loadContent = (culture: string) =>
  Effect.gen(function* () {
    const api = yield* ClaimsApi;
    const session = yield* Session;
    const content = yield* api.content(culture).pipe(
      Effect.catchTag("ApiCallFailed", (failure) =>
        Effect.sync(() => session.update(showError(failure.message))).pipe(Effect.as(Option.none()))
      )
    );
    if (Option.isSome(content)) session.update((state) => ({ ...state, content: content.value, culture }));
  });
