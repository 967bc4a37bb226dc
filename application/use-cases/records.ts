// The record lists of a page (spec section 2, multi-record manager and table; section 5, multi-record
// rules): drafts opened, cancelled and saved, records deleted or edited, and the 'saved' notice ended after
// its 5 seconds on the session's clock. A draft is saved only when its fields (and the file-name rule) pass.
// Edit opens a saved record as the first draft; Upload saves it back in its place, Cancel puts it back as
// it was, and a claimant's other draft stays open meanwhile.
import { Effect } from "effect";
import { touchAll } from "../../domain/forms/field-editing.ts";
import type { FormModel, ModelSet } from "../../domain/forms/form-model.ts";
import { createModel } from "../../domain/forms/model-factory.ts";
import { findModel, replaceModel } from "../../domain/forms/model-set.ts";
import {
  addDraft,
  deleteRecord as deleteFromSet,
  discardDraft,
  reopenRecord,
  restoreRecord,
  saveDraft as saveDraftInSet
} from "../../domain/forms/records.ts";
import { savedNotice, savedNoticeShows } from "../../domain/forms/saved-notice.ts";
import { validateModel } from "../../domain/validation/model-validation.ts";
import { isDirtyDraft } from "../../domain/validation/multi-record/dirty-draft.ts";
import { checkDocumentFileExists } from "../../domain/validation/multi-record/document-file-exists.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { Clock } from "../ports/clock.port.ts";
import { Ids } from "../ports/ids.port.ts";
import type { ClaimState } from "../session/claim-state.ts";
import { fieldsOf, loadedModels } from "../session/page-context.ts";
import { type RecordList, recordList, recordListOfModel } from "../session/record-lists.ts";
import { Session } from "../session/session-context.ts";
import { withDefaults } from "../session/state-updates.ts";
import { fileChecksSettled } from "./file-checks-settled.ts";

/** Template metadata: "true" keeps the manager from opening a draft when first shown. */
export const NO_INITIAL_DRAFT = "noInitialDraft";
/** Template metadata: "true" keeps the manager from opening a new draft after an upload or a cancel. */
export const NO_NEW_DRAFT = "noNewDraft";
/** Template metadata: the number of rows a table shows at start (drafts until saved). */
export const INITIAL_ROWS = "initialRows";
/** Template metadata: "true" gives each saved document an Edit button (spec section 2: edit is off by default). */
export const ALLOW_EDIT = "allowEdit";

export interface SaveOutcome {
  readonly saved: boolean;
  readonly issues: readonly ValidationIssue[];
}

export const isTrue = (list: RecordList, key: string): boolean => list.metadata[key] === "true";

/** The models with an edit in progress given up: the record as it was, back in its place. */
export const withoutEdit = (state: ClaimState, models: ModelSet): ModelSet =>
  state.editing === null ? models : restoreRecord(models, state.editing.original, state.editing.index);

const withoutIssuesOf = (issues: readonly ValidationIssue[], clientId: string): readonly ValidationIssue[] =>
  issues.filter((found) => found.path[0] !== clientId);

/** A new draft of the template, its defaults filled in. */
const draftOf = (state: ClaimState, list: RecordList, randomCharacters: (count: number) => string): FormModel =>
  withDefaults(state.modelConfig ?? [], createModel(list.template, randomCharacters));

const openDraft = (metadataHash: string, when: (list: RecordList) => boolean) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const { randomCharacters } = yield* Ids;
    session.update((state) => {
      const list = recordList(state, metadataHash);
      return when(list) ? { ...state, models: addDraft(loadedModels(state), draftOf(state, list, randomCharacters)) } : state;
    });
  });

/** Add More: an empty draft, unless one is open already. */
export const startDraft = (metadataHash: string) => openDraft(metadataHash, (list) => list.drafts.length === 0);

/** A table's new row: always a further draft. */
export const addRow = (metadataHash: string) => openDraft(metadataHash, () => true);

/** The list is shown: the manager opens its draft (unless configured not to), a table its initial rows. */
export const openRecordList = (metadataHash: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const list = recordList(session.getSnapshot(), metadataHash);
    if (list.kind === "documents") {
      // A list that opens no new draft after an upload does not open one on the way back either.
      const opens = !isTrue(list, NO_INITIAL_DRAFT) && !(isTrue(list, NO_NEW_DRAFT) && list.saved.length > 0);
      if (opens) yield* startDraft(metadataHash);
      return;
    }
    const wanted = Number(list.metadata[INITIAL_ROWS] ?? 0);
    const rows = list.drafts.length + list.saved.length;
    for (let row = rows; row < wanted; row += 1) yield* addRow(metadataHash);
  });

/** The list-level issues a saved record settles: a required list now has one, a table minimum may be met. */
const settledListIssues = (issues: readonly ValidationIssue[], list: RecordList, savedCount: number): readonly ValidationIssue[] =>
  issues.filter((found) => {
    if (found.path[0] !== list.template.metadataHash || found.path.length !== 1) return true;
    if (found.code === "provideDocumentation") return false;
    return !(found.code === "minInstances" && savedCount >= Number(found.params.min));
  });

/** Validates a draft (every field shown, the file-name rule) and saves it when it passes. */
const commitDraft = (clientId: string, openNext: (list: RecordList) => boolean) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const now = yield* (yield* Clock).now;
    const { randomCharacters } = yield* Ids;
    let outcome: SaveOutcome = { saved: false, issues: [] };
    session.update((state) => {
      const models = loadedModels(state);
      const draft = touchAll(findModel({ saved: [], drafts: models.drafts }, clientId));
      const list = recordListOfModel(state, draft);
      const context = { now: now, characterWhitelist: state.characterWhitelist, saved: models.saved };
      const fileExists = list === null ? null : checkDocumentFileExists(draft, list.saved);
      const issues = [...validateModel(draft, fieldsOf(state, draft), context).issues, ...(fileExists === null ? [] : [fileExists])];
      outcome = { saved: issues.length === 0, issues };
      const touched = replaceModel(models, draft);
      if (issues.length > 0) return { ...state, models: touched, pageIssues: [...withoutIssuesOf(state.pageIssues, clientId), ...issues] };
      const edited = state.editing?.original.clientId === clientId ? state.editing : null;
      const saved = edited === null ? saveDraftInSet(touched, clientId) : saveDraftInSet(touched, clientId, edited.index);
      // The claimant's other draft, open before the edit, is still there: no second one opens.
      const othersOpen = list !== null && list.drafts.some((other) => other.clientId !== clientId);
      const next = list !== null && openNext(list) && !othersOpen ? addDraft(saved, draftOf(state, list, randomCharacters)) : saved;
      const remaining = withoutIssuesOf(state.pageIssues, clientId);
      return {
        ...state,
        models: next,
        editing: edited === null ? state.editing : null,
        pageIssues: list === null ? remaining : settledListIssues(remaining, list, list.saved.length + 1),
        savedNotice: savedNotice(clientId, now)
      };
    });
    return outcome;
  });

/**
 * Upload: once the draft's picked file is checked, the draft becomes a saved record when valid, and a new
 * draft opens unless the template says noNewDraft.
 */
export const saveDraft = (clientId: string) =>
  fileChecksSettled.pipe(Effect.andThen(commitDraft(clientId, (list) => !isTrue(list, NO_NEW_DRAFT))));

/**
 * Focus left a table row: a draft row the claimant has filled in is saved when it validates (its issues
 * shown when not); an untouched row is left alone, and a saved row is already saved.
 */
export const saveRow = (clientId: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const models = loadedModels(session.getSnapshot());
    const draft = models.drafts.find((model) => model.clientId === clientId);
    if (draft === undefined) {
      findModel(models, clientId);
      return { saved: true, issues: [] } satisfies SaveOutcome;
    }
    if (!isDirtyDraft(draft)) return { saved: false, issues: [] } satisfies SaveOutcome;
    return yield* commitDraft(clientId, () => false);
  });

/** Cancel: the draft and its issues go, and a fresh draft opens unless the template says noNewDraft. */
export const cancelDraft = (clientId: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const { randomCharacters } = yield* Ids;
    session.update((state) => {
      const models = loadedModels(state);
      const list = recordListOfModel(state, findModel({ saved: [], drafts: models.drafts }, clientId));
      const edited = state.editing?.original.clientId === clientId ? state.editing : null;
      const discarded = edited === null ? discardDraft(models, clientId) : restoreRecord(models, edited.original, edited.index);
      const othersOpen = list !== null && list.drafts.some((other) => other.clientId !== clientId);
      const next = list !== null && !isTrue(list, NO_NEW_DRAFT) && !othersOpen ? addDraft(discarded, draftOf(state, list, randomCharacters)) : discarded;
      return { ...state, models: next, editing: edited === null ? state.editing : null, pageIssues: withoutIssuesOf(state.pageIssues, clientId) };
    });
  });

/**
 * Edit: the saved record is opened again as the first draft, with its answers and file, in place of an
 * untouched draft of its list (a draft the claimant typed in stays, after it). An edit already open on another
 * record is given up first, that record put back as it was.
 */
export const editRecord = (clientId: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    session.update((state) => {
      const models = withoutEdit(state, loadedModels(state));
      const index = models.saved.findIndex((model) => model.clientId === clientId);
      const record = findModel({ saved: models.saved, drafts: [] }, clientId);
      const list = recordListOfModel(state, record);
      if (list === null) return state;
      const untouched = models.drafts.filter((draft) => draft.metadataHash === list.template.metadataHash && !isDirtyDraft(draft));
      const cleared = untouched.reduce((set, draft) => discardDraft(set, draft.clientId), models);
      return {
        ...state,
        models: reopenRecord(cleared, clientId, list.template.metadata.dtoMapping),
        editing: { original: record, index },
        pageIssues: state.editing === null ? state.pageIssues : withoutIssuesOf(state.pageIssues, state.editing.original.clientId),
        savedNotice: null
      };
    });
  });

/** Delete (or Remove): a saved record or a draft leaves the claim, with its issues. */
export const deleteRecord = (clientId: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    session.update((state) => ({
      ...state,
      models: deleteFromSet(loadedModels(state), clientId),
      pageIssues: withoutIssuesOf(state.pageIssues, clientId),
      savedNotice: state.savedNotice?.clientId === clientId ? null : state.savedNotice
    }));
  });

/** Waits on the session's clock until the 'saved' notice shown now has had its 5 seconds, then ends it. */
export const endSavedNotice = Effect.gen(function* () {
  const session = yield* Session;
  const clock = yield* Clock;
  const notice = session.getSnapshot().savedNotice;
  if (notice === null) return;
  const now = yield* clock.now;
  if (savedNoticeShows(notice, now)) yield* clock.sleep(notice.until - now);
  // A newer notice (another record saved meanwhile) has its own 5 seconds.
  session.update((state) => (state.savedNotice === notice ? { ...state, savedNotice: null } : state));
});
