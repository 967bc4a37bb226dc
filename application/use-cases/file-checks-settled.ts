// Next, Upload and Submit judge the claim as the claimant left it: a picked file still being checked is
// part of it. So they first wait until every pick under way has landed or been refused (choose-file.ts);
// with none under way they go on at once.
import { Effect } from "effect";
import { Session } from "../session/session-context.ts";

export const fileChecksSettled = Effect.gen(function* () {
  const session = yield* Session;
  if (session.getSnapshot().fileChecks.length === 0) return;
  yield* Effect.callback<undefined>((resume) => {
    const unsubscribe = session.subscribe(() => {
      if (session.getSnapshot().fileChecks.length > 0) return;
      unsubscribe();
      resume(Effect.undefined);
    });
    // The checks may have ended between the look above and the subscription.
    if (session.getSnapshot().fileChecks.length === 0) {
      unsubscribe();
      resume(Effect.undefined);
    }
    return Effect.sync(unsubscribe);
  });
});
