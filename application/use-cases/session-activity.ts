// The inactivity time-out (spec section 4, "Session"): any keyboard, mouse, wheel or touch activity, and the
// warning's Continue, set the expiry to now plus the minimum session duration and close the warning. The
// clock's tick opens the warning or, at expiry, saves the answers as the claimant's draft (while the server still holds the authorization),
// re-initialises the models, marks the session expired, logs out on the server and sends the claimant to
// /session-expired; authorizing again offers the draft back (claim-drafts.ts).
import { Effect } from "effect";
import { KEPT_CLAIM_KEY } from "../../domain/forms/kept-claim.ts";
import { INITIAL_AUTHORIZATION } from "../../domain/submission/authorization-state.ts";
import { INITIAL_DRAFT_STATE } from "../session/claim-state.ts";
import { LOCAL_DRAFT_KEY, saveDraftNow } from "./claim-drafts.ts";
import { recordActivity as extend, secondsLeft, tick } from "../../domain/session/session-timer.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { Clock } from "../ports/clock.port.ts";
import { DraftStore } from "../ports/draft-store.port.ts";
import { Ids } from "../ports/ids.port.ts";
import { Session } from "../session/session-context.ts";
import { freshModels } from "../session/state-updates.ts";
import { dispatchNavigation } from "./navigate.ts";
import { forgetReceipts } from "./claim-receipts.ts";

const MINUTE_MS = 60_000;

/** Continue: the session goes on for the full duration and the warning closes. */
export const continueSession = Effect.gen(function* () {
  const session = yield* Session;
  const now = yield* (yield* Clock).now;
  session.update((state) =>
    state.timer.expiresAt === null ? state : { ...state, timer: extend(state.timer, now, state.client.minSessionDuration * MINUTE_MS) }
  );
});

/** Activity on the page extends the session as Continue does, closing the warning when it is open. */
export const recordActivity = continueSession;

/** The clock moved on: gives what changed, after acting on an expiry. */
export const checkSessionTimer = Effect.gen(function* () {
  const session = yield* Session;
  const now = yield* (yield* Clock).now;
  const [timer, change] = tick(session.getSnapshot().timer, now);
  // Checked every second while a page times out: an unchanged timer must not redraw the page.
  session.update((state) => (state.timer === timer ? state : { ...state, timer }));
  if (change !== "expired") return change;
  const { randomCharacters } = yield* Ids;
  // The answers are kept on the server for the member to find when they authorize again.
  if (session.getSnapshot().csrf !== null) yield* saveDraftNow;
  // Whoever sits down at this screen next must authorize again, and a new claim gets a new idempotency key;
  // nor may they read a claim filed before through its kept receipt.
  yield* forgetReceipts;
  yield* (yield* DraftStore).remove(KEPT_CLAIM_KEY);
  yield* (yield* DraftStore).remove(LOCAL_DRAFT_KEY);
  session.update((state) => ({
    ...state,
    sessionExpired: true,
    pageIssues: [],
    authorized: INITIAL_AUTHORIZATION,
    idempotencyKey: null,
    receipts: {},
    walletLogin: null,
    draft: INITIAL_DRAFT_STATE,
    editing: null,
    models: state.modelConfig === null ? state.models : freshModels(state.modelConfig, randomCharacters)
  }));
  const api = yield* ClaimsApi;
  // Logging out is an unsafe call: without an anti-forgery token there is no server session to end.
  if (session.getSnapshot().csrf !== null) yield* api.sessionTimeout.pipe(Effect.catchTag("ApiCallFailed", (failure) => Effect.logWarning(`session-timeout failed: ${failure.detail}`)));
  yield* dispatchNavigation({ type: "sessionExpired", culture: session.getSnapshot().culture });
  return change;
});

/** The seconds until expiry, for the warning's countdown. */
export const secondsUntilExpiry = Effect.gen(function* () {
  const session = yield* Session;
  return secondsLeft(session.getSnapshot().timer, yield* (yield* Clock).now);
});
