// Drives one claim through a ClaimSession exactly as a claimant's clicks would: start-up, the route guard on
// the form's first page, each page's answers and records, Next (authorize on the first page), every page the
// navigation gives, then Submit. A claim file that stops after a page (resumeAfter) comes back on another
// device: a new session authorizes again, continues the saved draft, and every answer must be as it was left.
// It reports what happened; it never judges it against the expectation.
import { readFile } from "node:fs/promises";
import { basename, extname, resolve } from "node:path";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { ClaimState } from "../../application/session/claim-state.ts";
import { currentPage } from "../../application/session/page-context.ts";
import { pageRecordLists, type RecordList, recordList } from "../../application/session/record-lists.ts";
import { isConfirmationPage } from "../../domain/deadlines/deadline-names.ts";
import { keptModels } from "../../domain/forms/kept-claim.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { FORM_TYPE_SEGMENTS } from "../../domain/navigation/form-type.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import type { ClaimAnswers } from "./claim-answers.ts";
import type { AnswerValue } from "./claim-file.schema.ts";
import { checkClaim } from "./claim-checks.ts";
import type { ClaimRun, FoundError } from "./claim-run.ts";
import { describeFindings, type LoadedClaim } from "./claim-files.ts";
import { typedAnswer } from "./typed-answer.ts";

/** More pages than any form has: a navigation that never reaches Submit is reported, not followed for ever. */
const MAX_PAGES = 20;

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".tif": "image/tiff",
  ".tiff": "image/tiff",
  ".webp": "image/webp",
  ".heic": "image/heic",
  ".txt": "text/plain"
};

/** A document as a browser would pick it: its name, and the type its extension suggests (the site checks the content). */
const readDocument = async (folder: string, path: string): Promise<File> => {
  const bytes = await readFile(resolve(folder, path));
  return new File([bytes], basename(path), { type: MEDIA_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream" });
};

const pageName = (state: ClaimState): string => currentPage(state)?.page ?? state.navigation.page?.path ?? "(no page)";

/** Each issue with the model and field it is on. */
const foundErrors = (state: ClaimState, issues: readonly ValidationIssue[]): readonly FoundError[] => {
  const models = state.models === null ? [] : [...state.models.saved, ...state.models.drafts];
  const config = state.modelConfig ?? [];
  return issues.map((found) => {
    const [owner = "", field] = found.path;
    const model = models.find((candidate) => candidate.clientId === owner);
    const template = config.find((item) => item.metadataHash === (model?.metadataHash ?? owner));
    return {
      model: template?.metadata.dtoMapping ?? model?.metadata.dtoMapping ?? owner,
      metadataHash: model?.metadataHash ?? owner,
      field: field ?? null,
      code: found.code
    };
  });
};

const stopped = (session: ClaimSession, issues: readonly ValidationIssue[]): ClaimRun => {
  const state = session.getSnapshot();
  return { kind: "stopped", page: pageName(state), errors: foundErrors(state, issues) };
};

/** What the session shows as the error, and the API's own words when it refused a call, on the page it happened on. */
const failure = (session: ClaimSession, page: string, what: string, apiSaid: string | null): ClaimRun => {
  const state = session.getSnapshot();
  const shown = state.errorInfo.showError ? state.errorInfo.message : (state.authorized.errorMessage ?? "");
  const parts = [what, shown, apiSaid ?? ""].filter((part) => part !== "");
  return { kind: "failed", page, message: parts.join("; ") };
};

/** Types each answer as the site's input holds it (typed-answer.ts), in the claim file's order. */
const typeAnswer = async (session: ClaimSession, model: FormModel, key: string, value: AnswerValue): Promise<void> => {
  await session.editField(model.clientId, key, typedAnswer(session.getSnapshot(), model, key, value));
};

/** The model as it is now (its answers so far), by its client id. */
const modelNow = (session: ClaimSession, model: FormModel): FormModel => {
  const models = session.getSnapshot().models;
  return (models === null ? [] : [...models.saved, ...models.drafts]).find((candidate) => candidate.clientId === model.clientId) ?? model;
};

const fillModels = async (session: ClaimSession, answers: ClaimAnswers): Promise<void> => {
  for (const model of currentPage(session.getSnapshot())?.models ?? []) {
    for (const [key, value] of answers.forModel(model)) await typeAnswer(session, modelNow(session, model), key, value);
  }
};

const fileFieldOf = (template: ModelConfigItem): string | null => template.fields.find((field) => field.control === "file")?.key ?? null;

/** Upload for each document, or a table row saved for each row; the issues that stopped one, if any. */
const fillList = async (session: ClaimSession, claim: LoadedClaim, list: RecordList, answers: ClaimAnswers): Promise<readonly ValidationIssue[]> => {
  const hash = list.template.metadataHash;
  await session.openRecordList(hash);
  const used = new Set<string>();
  for (const record of answers.forList(list.template)) {
    const open = recordList(session.getSnapshot(), hash);
    if (list.kind === "documents") await session.startDraft(hash);
    else if (open.drafts.every((draft) => used.has(draft.clientId))) await session.addRow(hash);
    const draft = recordList(session.getSnapshot(), hash).drafts.find((candidate) => !used.has(candidate.clientId));
    if (draft === undefined) throw new Error(`the list ${hash} opened no record to fill in`);
    used.add(draft.clientId);
    const fileField = fileFieldOf(list.template);
    if (record.file !== undefined && fileField !== null) {
      const picked = await session.chooseFile(draft.clientId, fileField, await readDocument(claim.folder, record.file));
      if (picked.issue !== null) return [picked.issue];
    }
    for (const [key, value] of Object.entries(record.answers ?? {})) await typeAnswer(session, modelNow(session, draft), key, value);
    const saved = list.kind === "documents" ? await session.saveDraft(draft.clientId) : await session.saveRow(draft.clientId);
    if (!saved.saved) return saved.issues;
  }
  return [];
};

/** The router's part: the guard on the page navigation moved to; a redirect ends the claim. */
const enterPage = async (session: ClaimSession, path: string, culture: string): Promise<ClaimRun | null> => {
  const query = { culture };
  const decision = await session.enterRoute({ path, query, addressQuery: query });
  return decision.kind === "redirect" ? { kind: "redirected", reason: decision.reason, to: decision.to, from: path } : null;
};

export interface DriveClaimOptions {
  readonly session: ClaimSession;
  readonly claim: LoadedClaim;
  /** The last refusal the API answered (status and its words), for a failure's message. */
  readonly apiSaid: () => string | null;
  /** A session of another device (its own cookies and storage), for a claim file that stops and resumes; the driver disposes it. */
  readonly anotherDevice?: () => ClaimSession;
}

/** Every answer of the claim but the credentials and files, by model, as the draft keeps them. */
const answersOf = (state: ClaimState): ReadonlyMap<string, string> =>
  new Map(
    state.models === null ? [] : keptModels(state.models, state.modelConfig ?? []).flatMap((model) => Object.entries(model.fields).map(([key, value]) => [`${model.metadata.dtoMapping}.${key}`, JSON.stringify(value)] as const))
  );

/** What differs between the answers left and those that came back, one line each. */
const changedAnswers = (left: ReadonlyMap<string, string>, back: ReadonlyMap<string, string>): readonly string[] =>
  [...left].filter(([path, value]) => back.get(path) !== value).map(([path, value]) => `${path} was ${value}, came back as ${back.get(path) ?? "nothing"}`);

/**
 * The claimant stopped after the page: once the draft is saved, another device starts, authorizes with the
 * same credentials and continues the draft offered. A failure when none is offered or an answer did not come back.
 */
const comeBack = async (left: ClaimSession, claim: LoadedClaim, answers: ClaimAnswers, anotherDevice: () => ClaimSession, apiSaid: () => string | null): Promise<ClaimSession | ClaimRun> => {
  const culture = claim.claim.culture ?? "en";
  const here = pageName(left.getSnapshot());
  await left.draftSavesSettled();
  const before = answersOf(left.getSnapshot());
  const back = anotherDevice();
  await back.start({ fromQuery: culture });
  const redirected = await enterPage(back, `/${FORM_TYPE_SEGMENTS[claim.claim.formType]}`, culture);
  if (redirected !== null) return redirected;
  await fillModels(back, answers);
  const proceeded = await back.proceed();
  if (proceeded.refusal !== null) return { kind: "refusedAtAuthorize", refusal: proceeded.refusal, message: back.getSnapshot().authorized.errorMessage };
  if (proceeded.draftOffered !== true) return failure(back, "start", `coming back after ${here}, no saved draft was offered`, apiSaid());
  await back.continueDraft();
  const changed = changedAnswers(before, answersOf(back.getSnapshot()));
  if (changed.length > 0) return failure(back, pageName(back.getSnapshot()), `coming back after ${here}, the answers did not all come back: ${changed.join("; ")}`, null);
  const page = back.getSnapshot().navigation.page;
  if (page === null) return failure(back, "start", "the saved draft came back to no page", null);
  const leftBy = await enterPage(back, page.path, culture);
  return leftBy ?? back;
};

export const driveClaim = async (options: DriveClaimOptions): Promise<ClaimRun> => {
  const opened: ClaimSession[] = [];
  try {
    return await driveWith(options, (session) => opened.push(session));
  } finally {
    for (const session of opened) await session.dispose();
  }
};

const driveWith = async ({ session: first, claim, apiSaid, anotherDevice }: DriveClaimOptions, opened: (session: ClaimSession) => void): Promise<ClaimRun> => {
  const { formType } = claim.claim;
  const culture = claim.claim.culture ?? "en";
  let session = first;
  await session.start({ fromQuery: culture });
  if (session.getSnapshot().errorInfo.showError) return failure(session, "start-up", "start-up failed", apiSaid());
  const redirected = await enterPage(session, `/${FORM_TYPE_SEGMENTS[formType]}`, culture);
  if (redirected !== null) return redirected;
  // Checked against the forms the API serves before any answer is sent (claims replay --case checks before any request).
  const matched = checkClaim(claim.claim, session.getSnapshot().modelConfig ?? []);
  if (matched.findings.length > 0) {
    return { kind: "failed", page: null, message: `the claim file does not fit the form: ${describeFindings(claim.file, claim.text, matched.findings).join("; ")}` };
  }
  const resumeAfter = claim.claim.resumeAfter?.toLowerCase() ?? null;
  let resumed = false;
  for (let visited = 0; visited < MAX_PAGES; visited += 1) {
    const page = session.getSnapshot().navigation.page;
    if (page === null) return failure(session, "(none)", "no page is shown", apiSaid());
    const here = pageName(session.getSnapshot());
    await fillModels(session, matched.answers);
    for (const list of pageRecordLists(session.getSnapshot())) {
      const issues = await fillList(session, claim, list, matched.answers);
      if (issues.length > 0) return stopped(session, issues);
    }
    if (page.nextNavTarget !== null && isConfirmationPage(page.nextNavTarget)) {
      // A claim file that meant to stop and come back must not be filed without having done so.
      if (resumeAfter !== null && !resumed) return failure(session, here, `resumeAfter names the page "${claim.claim.resumeAfter ?? ""}", which the claim never left by Next`, null);
      const result = await session.submit();
      if (result.issues.length > 0) return stopped(session, result.issues);
      const outcome = result.outcome;
      if (outcome?.type === "submitted") return { kind: "submitted", referenceCode: outcome.referenceCode };
      const said =
        outcome?.type === "alreadyFiled"
          ? `the member had already filed this form, under reference code ${outcome.referenceCode}`
          : outcome !== null && "error" in outcome && outcome.error !== null
            ? `the server said: ${outcome.error}`
            : null;
      return failure(session, here, `submit: ${outcome?.type ?? (result.captchaFailed ? "captcha failed" : "not sent")}`, said ?? apiSaid());
    }
    const proceeded = await session.proceed();
    // A claim file is a fresh claim: a draft its member saved before (another file, an earlier run, a claim
    // that stopped) is offered on authorizing, and set aside as a claimant choosing "Start again" would.
    const outcome = proceeded.draftOffered === true ? { ...proceeded, moved: await session.startAgain() } : proceeded;
    if (outcome.refusal !== null) {
      return { kind: "refusedAtAuthorize", refusal: outcome.refusal, message: session.getSnapshot().authorized.errorMessage };
    }
    if (outcome.issues.length > 0) return stopped(session, outcome.issues);
    if (!outcome.moved) {
      const state = session.getSnapshot();
      if (page.nextNavTarget === null && state.authorized[formType]) return { kind: "authorized" };
      return failure(session, here, "Next did not move on", apiSaid());
    }
    const next = session.getSnapshot().navigation.page;
    if (next === null) return failure(session, here, "Next left the form", apiSaid());
    const leftBy = await enterPage(session, next.path, culture);
    if (leftBy !== null) return leftBy;
    if (!resumed && resumeAfter !== null && here.toLowerCase() === resumeAfter) {
      if (anotherDevice === undefined) return failure(session, here, "resumeAfter needs another device's session, which this replay cannot open", null);
      resumed = true;
      const back = await comeBack(session, claim, matched.answers, () => {
        const made = anotherDevice();
        opened(made);
        return made;
      }, apiSaid);
      if (!("getSnapshot" in back)) return back;
      session = back;
    }
  }
  return failure(session, pageName(session.getSnapshot()), `no Submit within ${MAX_PAGES} pages`, null);
};
