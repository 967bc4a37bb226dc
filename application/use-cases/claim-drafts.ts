// Save and return: the claimant's answers are saved to the server as a draft after each Next, on "Save and
// come back later" and before a time-out logs out; one save at a time, in order, each from the version the
// last one made, so two saves of one tab never collide, and a save that finds another tab's or device's
// newer draft (409) brings that draft back instead; one that finds the tab's own older save (made before a
// reload, it reached the server only after the reloaded page had read the draft) saves over it. Authorizing
// again finds the draft and offers to continue (answers and page restored over the prefilled models) or to
// start again (the draft deleted). A reload, a restored tab or a second tab finds the form still authorized
// on the server and comes back to its page with the tab's own copy (kept as the page is left), unless the
// server's draft was saved since elsewhere.
import { Effect, Option, Result, Semaphore } from "effect";
import {
  type ClaimDraft,
  claimDraft,
  decodeLocalClaimDraft,
  DRAFT_WRITER_LENGTH,
  draftHasAnswers,
  encodeLocalClaimDraft,
  type LocalClaimDraft
} from "../../domain/drafts/claim-draft.ts";
import type { ModelSet } from "../../domain/forms/form-model.ts";
import { restoredModels } from "../../domain/forms/kept-claim.ts";
import { FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES } from "../../domain/navigation/navigation-sequences.ts";
import { normalizePath } from "../../domain/navigation/routes.ts";
import { authorizedPageForm } from "../../domain/navigation/route-guard.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { Clock } from "../ports/clock.port.ts";
import { DraftStore } from "../ports/draft-store.port.ts";
import type { ClaimState, DraftState } from "../session/claim-state.ts";
import { Ids } from "../ports/ids.port.ts";
import { Session } from "../session/session-context.ts";
import type { SessionStore } from "../session/session-store.ts";
import { freshModels } from "../session/state-updates.ts";
import { withoutEdit } from "./records.ts";
import { goToPage, next } from "./page-flow.ts";

/** The draft store's key of the copy a tab keeps of its claim as its page is left (a reload, a discarded tab). */
export const LOCAL_DRAFT_KEY = "claimDraftInProgress";

export type DraftSaveOutcome = "saved" | "notSaved" | "reloaded" | "filed" | "nothingToSave";

/** The form whose answers can be drafted now: authorized, not yet filed, with pages to come back to. */
const draftableForm = (state: ClaimState): FormType | null => {
  const formType = state.navigation.activeForm;
  if (formType === null || formType === "Lookup" || !state.authorized[formType] || state.referenceCodes[formType] !== undefined) return null;
  return state.models === null || state.modelConfig === null || state.navigation.page === null ? null : formType;
};

const draftOfState = (state: ClaimState, formType: FormType, now: number, writer: string): ClaimDraft | null =>
  state.models === null || state.modelConfig === null || state.navigation.page === null
    ? null
    : claimDraft({
        formType,
        page: state.navigation.page.path,
        culture: state.culture,
        savedAt: now,
        // A record being edited is kept as it was saved, never as a half-edited draft.
        models: withoutEdit(state, state.models),
        prepopulated: state.prepopulated,
        config: state.modelConfig,
        writer
      });

const withDraft = (update: (draft: DraftState) => DraftState) => (state: ClaimState): ClaimState => ({ ...state, draft: update(state.draft) });

const atVersion = (formType: FormType, version: number) => withDraft((draft) => ({ ...draft, versions: { ...draft.versions, [formType]: version } }));

/** The name this page saves its drafts under, given at its first save or keeping (see DraftState.writer). */
const pageWriter = Effect.gen(function* () {
  const session = yield* Session;
  const known = session.getSnapshot().draft.writer;
  if (known !== null) return known;
  const given = (yield* Ids).randomCharacters(DRAFT_WRITER_LENGTH);
  session.update(withDraft((draft) => ({ ...draft, writer: draft.writer ?? given })));
  return session.getSnapshot().draft.writer ?? given;
});

/**
 * The draft's answers over the models as they are (prefilled by authorizing, or fresh from start-up), or over
 * `base` (fresh models, when the tab's own would otherwise mix with the draft's records): what was typed wins.
 */
const restored = (formType: FormType, version: number, draft: ClaimDraft, base: ModelSet | null = null) => (state: ClaimState): ClaimState => {
  if (state.models === null || state.modelConfig === null) return state;
  return {
    ...state,
    models: restoredModels(draft, base ?? state.models, state.modelConfig),
    editing: null,
    prepopulated: Object.keys(state.prepopulated).length > 0 ? state.prepopulated : draft.prepopulated,
    draft: { ...state.draft, versions: { ...state.draft.versions, [formType]: version }, documentsToChooseAgain: draft.documentsToChooseAgain, offer: null }
  };
};

/** One lock per session: its saves go one after another, each from the version the one before made. */
const locks = new WeakMap<SessionStore, Semaphore.Semaphore>();
const lockOf = (session: SessionStore): Semaphore.Semaphore => {
  const known = locks.get(session);
  if (known !== undefined) return known;
  const made = Semaphore.makeUnsafe(1);
  locks.set(session, made);
  return made;
};

/**
 * Whether the server's draft, met in a conflict, is older than the answers this page holds: saved by this
 * page itself (one whose answer never came), or by the page this tab was before its reload, up to the last
 * version that page's saves could make.
 */
const isOwnOlderDraft = (state: ClaimState, formType: FormType, version: number, draft: ClaimDraft): boolean => {
  const { writer, predecessor } = state.draft;
  if (draft.writer === undefined) return false;
  if (draft.writer === writer) return true;
  return predecessor !== null && predecessor.formType === formType && draft.writer === predecessor.writer && version <= predecessor.upTo;
};

/**
 * Reads the server's draft again after a conflict. Another tab's or device's: its answers replace this tab's,
 * and the claimant is told. The tab's own older one (isOwnOlderDraft: a save still on its way when the tab
 * reloaded, which reached the server after the reloaded page had read the draft): only its version is
 * taken, to save over it.
 */
const reloadDraft = (formType: FormType) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const read = yield* (yield* ClaimsApi).loadDraft(formType).pipe(Effect.result);
    if (Result.isFailure(read) || read.success.kind === "notAuthorized") return "notSaved" as const;
    const { version, draft } = read.success;
    if (draft === null) {
      session.update(atVersion(formType, version));
      return "notSaved" as const;
    }
    if (isOwnOlderDraft(session.getSnapshot(), formType, version, draft)) {
      session.update(atVersion(formType, version));
      return "ownSave" as const;
    }
    // The tab's own models (its records above all) give way whole to the draft's, rebuilt on fresh ones.
    const config = session.getSnapshot().modelConfig;
    const base = config === null ? null : freshModels(config, (yield* Ids).randomCharacters);
    session.update((state) => withDraft((current) => ({ ...current, notice: "reloaded" }))(restored(formType, version, draft, base)(state)));
    return "reloaded" as const;
  });

/** One save; after a conflict with the tab's own late save, one more over it (`retried` then). */
const saveOnce = (retried = false): Effect.Effect<DraftSaveOutcome, never, Session | ClaimsApi | Clock | Ids> =>
  Effect.gen(function* () {
    const session = yield* Session;
    const writer = yield* pageWriter;
    const state = session.getSnapshot();
    const formType = draftableForm(state);
    const draft = formType === null ? null : draftOfState(state, formType, yield* (yield* Clock).now, writer);
    if (formType === null || draft === null) return "nothingToSave" as const;
    const written = yield* (yield* ClaimsApi).saveDraft(formType, state.draft.versions[formType] ?? 0, draft).pipe(Effect.result);
    if (Result.isFailure(written)) {
      yield* Effect.logWarning(`draft not saved: ${written.failure.detail}`);
      return "notSaved" as const;
    }
    switch (written.success.kind) {
      case "saved":
        session.update(atVersion(formType, written.success.version));
        return "saved" as const;
      case "conflict": {
        const found = yield* reloadDraft(formType);
        if (found !== "ownSave") return found;
        return retried ? ("notSaved" as const) : yield* saveOnce(true);
      }
      // Filed from another device since: the server kept nothing, and submitting here is answered with that claim.
      case "filed":
        return "filed" as const;
      case "notAuthorized":
        return "notSaved" as const;
    }
  });

const pending = (change: number) => withDraft((draft) => ({ ...draft, pendingSaves: Math.max(0, draft.pendingSaves + change) }));

/** Saves the answers now, after any save on its way; see DraftSaveOutcome. */
export const saveDraftNow = Effect.gen(function* () {
  const session = yield* Session;
  session.update(pending(1));
  return yield* lockOf(session).withPermit(saveOnce()).pipe(Effect.ensuring(Effect.sync(() => session.update(pending(-1)))));
});

/**
 * Waits for the saves on their way: a claim is sent only after them, so no save of its answers can reach the
 * server after the filing that deletes the draft and leave a draft of a filed claim behind.
 */
export const draftSavesSettled = Effect.gen(function* () {
  const session = yield* Session;
  yield* lockOf(session).withPermit(Effect.void);
});

/** After a Next: saved in the background, so moving on never waits for it. */
export const saveDraftSoon = Effect.gen(function* () {
  const session = yield* Session;
  if (draftableForm(session.getSnapshot()) === null) return;
  yield* saveDraftNow.pipe(Effect.asVoid, Effect.forkDetach({ startImmediately: true }));
});

/** "Save and come back later": saved now, and the claimant told whether it was. */
export const saveForLater = Effect.gen(function* () {
  const session = yield* Session;
  // Cleared first: the same outcome twice is said twice.
  session.update(withDraft((draft) => ({ ...draft, notice: null })));
  const outcome = yield* saveDraftNow;
  const notice = outcome === "saved" || outcome === "reloaded" || outcome === "filed" ? outcome : "notSaved";
  session.update(withDraft((draft) => ({ ...draft, notice })));
  return outcome;
});

export const dismissDraftNotice = Effect.gen(function* () {
  (yield* Session).update(withDraft((draft) => (draft.notice === null ? draft : { ...draft, notice: null })));
});

/**
 * Right after the member authorized: a draft with answers in it is offered (true), else its version is
 * remembered and the claim goes on. A draft that cannot be read is no reason to stop the claimant.
 */
export const offerDraft = (formType: FormType) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const read = yield* (yield* ClaimsApi).loadDraft(formType).pipe(Effect.result);
    if (Result.isFailure(read)) {
      yield* Effect.logWarning(`draft not read: ${read.failure.detail}`);
      return false;
    }
    if (read.success.kind === "notAuthorized") return false;
    const { version, draft } = read.success;
    if (draft === null || draft.formType !== formType || !draftHasAnswers(draft)) {
      session.update(atVersion(formType, version));
      return false;
    }
    session.update(withDraft((current) => ({ ...current, offer: { formType, version, draft } })));
    return true;
  });

/** "Continue where I left off": the answers come back and the claimant goes to the page they were on. */
export const continueDraft = Effect.gen(function* () {
  const session = yield* Session;
  const offer = session.getSnapshot().draft.offer;
  if (offer === null) return false;
  session.update(restored(offer.formType, offer.version, offer.draft));
  const { nodes } = session.getSnapshot().navigation;
  const page = normalizePath(offer.draft.page);
  if (nodes.slice(1).some((node) => normalizePath(node.path) === page)) yield* goToPage(offer.draft.page);
  else yield* next;
  return true;
});

/** "Start again": the saved answers are deleted and the claim begins on its first page after the credentials. */
export const startAgain = Effect.gen(function* () {
  const session = yield* Session;
  const offer = session.getSnapshot().draft.offer;
  if (offer === null) return false;
  const deleted = yield* (yield* ClaimsApi).deleteDraft(offer.formType).pipe(
    Effect.as(true),
    Effect.catchTag("ApiCallFailed", (failure) => Effect.logWarning(`draft not deleted: ${failure.detail}`).pipe(Effect.as(false)))
  );
  // Not deleted, the old draft is saved over from its version by the next save, never brought back by it.
  session.update(withDraft((draft) => ({ ...draft, offer: null, versions: { ...draft.versions, [offer.formType]: deleted ? 0 : offer.version } })));
  yield* next;
  return true;
});

/**
 * A claim brought back from the tab's own keeping (the wallet login's round trip) is newer than the server's
 * draft: its answers stay, and the draft's version is taken so the next save goes over it rather than meet it.
 */
export const adoptDraftVersions = Effect.gen(function* () {
  const session = yield* Session;
  // The copy the page kept as it left for the login: the kept claim stands for its answers.
  yield* takeLocalDraft;
  const api = yield* ClaimsApi;
  const state = session.getSnapshot();
  const forms = FORM_TYPES.filter((formType) => formType !== "Lookup" && state.authorized[formType]);
  for (const formType of forms) {
    const read = yield* api.loadDraft(formType).pipe(Effect.result);
    if (Result.isSuccess(read) && read.success.kind === "found") session.update(atVersion(formType, read.success.version));
  }
});

/** The page is being left (a reload, a tab closed or discarded): the tab keeps its own copy of the claim. */
export const keepDraftLocally = Effect.gen(function* () {
  const session = yield* Session;
  const formType = draftableForm(session.getSnapshot());
  if (formType === null) return;
  const writer = yield* pageWriter;
  const state = session.getSnapshot();
  const draft = draftOfState(state, formType, yield* (yield* Clock).now, writer);
  if (draft !== null) {
    // Saves still on their way are of older answers than this copy: the versions they may make count as its own.
    const confirmed = state.draft.versions[formType] ?? 0;
    const basedOn = confirmed + state.draft.pendingSaves;
    yield* (yield* DraftStore).save(LOCAL_DRAFT_KEY, encodeLocalClaimDraft({ basedOn, confirmed, draft }));
  }
});

/**
 * The tab's own copy, used once: read and removed. The page that kept it becomes this page's predecessor
 * (DraftState.predecessor), so its saves that land late are known as older.
 */
const takeLocalDraft = Effect.gen(function* () {
  const drafts = yield* DraftStore;
  const text = yield* drafts.load(LOCAL_DRAFT_KEY);
  if (Option.isNone(text)) return null;
  yield* drafts.remove(LOCAL_DRAFT_KEY);
  const local = decodeLocalClaimDraft(text.value);
  const writer = local?.draft.writer;
  if (local !== null && writer !== undefined) {
    const predecessor = { formType: local.draft.formType, writer, upTo: local.basedOn };
    (yield* Session).update(withDraft((draft) => ({ ...draft, predecessor })));
  }
  return local;
});

/**
 * Whether the tab's copy holds newer answers than the server's draft of this version: the server has nothing
 * the tab had not had confirmed, or only saves of the tab's own still on their way when it was kept.
 */
const copyIsNewer = (copy: LocalClaimDraft, version: number, kept: ClaimDraft | null): boolean => {
  if (kept === null || version <= (copy.confirmed ?? copy.basedOn)) return true;
  return version <= copy.basedOn && kept.writer !== undefined && kept.writer === copy.draft.writer;
};

/**
 * At start-up, on a page that needs a form's authorization the site does not hold (a reload, a restored or
 * second tab): when the server still holds it, the form is authorized again without the credentials and the
 * tab's copy comes back, or the server's draft when it was saved since the copy was kept (or there is no
 * copy). Otherwise the guard sends the claimant to /session-expired as before.
 */
export const resumeAfterReload = (path: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const local = yield* takeLocalDraft;
    const formType = authorizedPageForm(path, DEFAULT_SEQUENCES);
    const state = session.getSnapshot();
    if (formType === null || state.authorized[formType] || state.models === null || state.referenceCodes[formType] !== undefined) return false;
    const api = yield* ClaimsApi;
    // Asked first, so a page opened without any authorization costs no refused call.
    const held = yield* api.authorizedForms.pipe(Effect.result);
    if (Result.isFailure(held) || !held.success.includes(formType)) return false;
    const read = yield* api.loadDraft(formType).pipe(Effect.result);
    if (Result.isFailure(read)) {
      yield* Effect.logWarning(`draft not read: ${read.failure.detail}`);
      return false;
    }
    if (read.success.kind === "notAuthorized") return false;
    const { version, draft: kept } = read.success;
    // The tab's copy unless the server's draft was saved since it was kept (by another tab or device).
    const ownCopy = local?.draft.formType === formType ? local : null;
    const newer = ownCopy !== null && copyIsNewer(ownCopy, version, kept) ? ownCopy.draft : kept;
    session.update((current) => {
      const authorized = { ...current, authorized: { ...current.authorized, [formType]: true } };
      return newer === null ? atVersion(formType, version)(authorized) : restored(formType, version, newer)(authorized);
    });
    return true;
  });
