// The round trip through the wallet provider's login (spec section 1; OAuth 2.0 authorization code with a
// one-time state, RFC 6749 section 10.12): the claim gets a random state when the login link first shows;
// following the link keeps the claim in progress in the draft store; start-up brings it back once (never
// after longer than a session lasts); and the first page entered reads the provider's answer, matching
// its state, then drops the answer from the address. A state is used for one trip only.
import { Effect, Option } from "effect";
import { WALLET_STATE_LENGTH, walletReturn, withoutWalletReturn } from "../../domain/api/wallet-login.ts";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import { decodeKeptClaim, encodeKeptClaim, KEPT_CLAIM_KEY, keptClaim, restoredModels } from "../../domain/forms/kept-claim.ts";
import { type Query, withQuery } from "../../domain/navigation/query-sanitizer.ts";
import type { RouteDecision } from "../../domain/navigation/route-guard.ts";
import { Clock } from "../ports/clock.port.ts";
import { DraftStore } from "../ports/draft-store.port.ts";
import { Ids } from "../ports/ids.port.ts";
import { Session } from "../session/session-context.ts";

const MINUTE_MS = 60_000;

/** The login link shows: the claim gets its one-time state, unless it has one. */
export const prepareWalletLogin = Effect.gen(function* () {
  const session = yield* Session;
  if (session.getSnapshot().walletLogin !== null) return;
  const state = (yield* Ids).randomCharacters(WALLET_STATE_LENGTH);
  session.update((current) => (current.walletLogin !== null ? current : { ...current, walletLogin: { state, outcome: "none", code: null, returnCulture: null } }));
});

/** The claimant follows the login link: the claim in progress is kept. False when there is none to keep. */
export const leaveForWalletLogin = Effect.gen(function* () {
  const session = yield* Session;
  const state = session.getSnapshot();
  const formType = state.navigation.activeForm;
  if (formType === null || state.walletLogin === null || state.models === null) return false;
  const kept = keptClaim({
    formType,
    culture: state.culture,
    keptAt: yield* (yield* Clock).now,
    walletState: state.walletLogin.state,
    models: state.models,
    prepopulated: state.prepopulated,
    config: state.modelConfig ?? []
  });
  yield* (yield* DraftStore).save(KEPT_CLAIM_KEY, encodeKeptClaim(kept));
  return true;
});

/**
 * At start-up, once the configuration is loaded: the kept claim comes back with its form's authorization
 * (the server still holds its own, in its cookie) and is removed from the store, used or not.
 */
export const restoreKeptClaim = Effect.gen(function* () {
  const drafts = yield* DraftStore;
  const session = yield* Session;
  const text = yield* drafts.load(KEPT_CLAIM_KEY);
  if (Option.isNone(text)) return false;
  yield* drafts.remove(KEPT_CLAIM_KEY);
  const kept = decodeKeptClaim(text.value);
  const state = session.getSnapshot();
  if (kept === null || state.modelConfig === null || state.models === null) return false;
  const now = yield* (yield* Clock).now;
  // Away longer than a session lasts, the claim is gone as it would be had the claimant stayed.
  if (now < kept.keptAt || now - kept.keptAt > state.client.minSessionDuration * MINUTE_MS) return false;
  const config = state.modelConfig;
  session.update((current) => ({
    ...current,
    models: current.models === null ? null : restoredModels(kept, current.models, config),
    prepopulated: kept.prepopulated,
    authorized: { ...current.authorized, [kept.formType]: true },
    walletLogin: { state: kept.walletState, outcome: "none", code: null, returnCulture: kept.culture }
  }));
  return true;
});

/**
 * A page let through reads the provider's answer. Its state is matched, a new one is drawn for any further
 * trip, and the same page is entered again without the answer in its address (and, for a claim just
 * brought back, in the culture it was filed in). Null when there is nothing to read.
 */
export const readWalletReturn = (path: string, query: Query, culture: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const login = session.getSnapshot().walletLogin;
    if (login === null) return null;
    const answer = walletReturn(query, login.state);
    const returnCulture = query[CULTURE_PARAMETER] === undefined ? login.returnCulture : null;
    if (answer.kind === "none" && returnCulture === null) {
      if (login.returnCulture !== null) session.update((current) => ({ ...current, walletLogin: { ...login, returnCulture: null } }));
      return null;
    }
    const state = answer.kind === "none" ? login.state : (yield* Ids).randomCharacters(WALLET_STATE_LENGTH);
    const outcome = answer.kind === "none" ? login.outcome : answer.kind;
    const code = answer.kind === "none" ? login.code : answer.kind === "connected" ? answer.code : null;
    session.update((current) => ({ ...current, walletLogin: { state, outcome, code, returnCulture: null } }));
    const to = withQuery(path, { ...withoutWalletReturn(query), ...(returnCulture === null ? {} : { [CULTURE_PARAMETER]: returnCulture }) });
    const decision: RouteDecision = { kind: "redirect", reason: "walletReturn", to, replace: true, external: false, culture };
    return decision;
  });
