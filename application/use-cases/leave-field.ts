// A claimant leaving a field (blur): the field is validated and shows its issues from now on, and a
// text field without issues is tracked when tracking is on (spec sections 5 and 7).
import { Effect } from "effect";
import { validateField } from "./edit-field.ts";
import { trackField } from "./track-field.ts";

/** Whether the field was tracked. */
export const leaveField = (clientId: string, key: string) =>
  Effect.gen(function* () {
    yield* validateField(clientId, key);
    return yield* trackField(clientId, key);
  });
