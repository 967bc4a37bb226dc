// The ClaimSession: one framework-free store of the claim's state (getSnapshot, subscribe) with a
// command per use case. The site renders it and the command line drives it headlessly, through the same
// use cases; the composition root passes the ports as one Layer.
import { Effect, Fiber, type Layer, ManagedRuntime } from "effect";
import { initialCaptchaState } from "../../domain/captcha/captcha-state.ts";
import { isValidationEngineLoaded, loadValidationEngine, loadValidationEngineFor } from "../../domain/validation/validation-engine.ts";
import { startPageFields } from "./page-context.ts";
import { REQUEST_FAILED_MESSAGE } from "../errors.ts";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import type { FieldValue, Fields, FileEntry } from "../../domain/forms/field-value.ts";
import { isRequiredNow } from "../../domain/validation/required-now.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { Captcha } from "../ports/captcha.port.ts";
import type { ClaimsApi } from "../ports/claims-api.port.ts";
import { Clock } from "../ports/clock.port.ts";
import type { DraftStore } from "../ports/draft-store.port.ts";
import type { FileContent } from "../ports/file-content.port.ts";
import type { Ids } from "../ports/ids.port.ts";
import { authorize } from "../use-cases/authorize.ts";
import { chooseFile } from "../use-cases/choose-file.ts";
import { editFieldValue, validateField } from "../use-cases/edit-field.ts";
import { enterRoute, guardNavigation, type RouteRequest } from "../use-cases/guard-route.ts";
import { dispatchNavigation, initializeForm, routeChanged } from "../use-cases/navigate.ts";
import { back, changeAnswer, next, skipToPage, validateCurrentPage } from "../use-cases/page-flow.ts";
import { proceed } from "../use-cases/proceed.ts";
import { addRow, cancelDraft, deleteRecord, editRecord, endSavedNotice, openRecordList, saveDraft, saveRow, startDraft } from "../use-cases/records.ts";
import { checkSessionTimer, continueSession, recordActivity, secondsUntilExpiry } from "../use-cases/session-activity.ts";
import { startUp } from "../use-cases/start-up.ts";
import { restoreReceipts } from "../use-cases/claim-receipts.ts";
import { leaveField } from "../use-cases/leave-field.ts";
import { leaveForWalletLogin, prepareWalletLogin, restoreKeptClaim } from "../use-cases/wallet-login.ts";
import { adoptDraftVersions, continueDraft, dismissDraftNotice, draftSavesSettled, keepDraftLocally, resumeAfterReload, saveForLater, startAgain } from "../use-cases/claim-drafts.ts";
import { trackField } from "../use-cases/track-field.ts";
import { INITIAL_CLAIM_STATE, type ClaimState } from "./claim-state.ts";
import { hideError, showError } from "./state-updates.ts";
import { captchaStart, Session, SessionSettings, type SessionSettingsShape } from "./session-context.ts";
import { SessionStore } from "./session-store.ts";

/**
 * The submission's code, which a first page does without: loaded when first run (and ahead, once the site is
 * idle). A use case that must take hold at once, such as a picked file's check, which Upload waits for, is
 * never loaded so.
 */
const loadSubmitClaim = () => import("../use-cases/submit-claim.ts");

/** The answers of the model with this client id, saved or draft; none when there is no such model. */
const answersOf = (state: ClaimState, clientId: string): Fields => {
  const models = state.models === null ? [] : [...state.models.saved, ...state.models.drafts];
  return models.find((model) => model.clientId === clientId)?.fields ?? {};
};

export type SessionPorts = ClaimsApi | Captcha | Clock | Ids | DraftStore | FileContent;

/** What the session reads of a platform's abort signal (a browser navigation's, for one); the core names no platform type. */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

export interface ClaimSessionOptions {
  readonly ports: Layer.Layer<SessionPorts>;
  readonly settings: SessionSettingsShape;
  readonly initialState?: ClaimState;
}

export class ClaimSession {
  readonly #store: SessionStore;
  readonly #settings: SessionSettingsShape;
  readonly #runtime: ManagedRuntime.ManagedRuntime<SessionPorts, never>;
  #disposed: Promise<void> | null = null;

  constructor(options: ClaimSessionOptions) {
    this.#store = new SessionStore(
      options.initialState ?? { ...INITIAL_CLAIM_STATE, captcha: initialCaptchaState(captchaStart(options.settings)) }
    );
    this.#settings = options.settings;
    this.#runtime = ManagedRuntime.make(options.ports);
  }

  readonly getSnapshot = (): ClaimState => this.#store.getSnapshot();

  readonly subscribe = (listener: () => void): (() => void) => this.#store.subscribe(listener);

  /**
   * Builds the session's ports (its layers' services) now, which its first use case would otherwise do: a
   * page calls it in a task of its own, so that start-up's first step is shorter by that much.
   */
  readonly preparePorts = (): Promise<void> => this.#runtime.context().then(() => undefined);

  /**
   * Runs a use case against this session's state and ports; an aborted signal interrupts it. It starts once
   * the validation engine is loaded (domain/validation/validation-engine.ts): any use case may validate. On
   * a form's first page, which is all such a use case validates, it waits only for what that page's fields
   * need, and the rest is fetched meanwhile: a Start without date fields goes out at once, and the date rules
   * arrive during its round trip.
   */
  run<A, E>(useCase: Effect.Effect<A, E, SessionPorts | Session | SessionSettings>, signal?: CancelSignal): Promise<A> {
    if (isValidationEngineLoaded()) return this.#runAtOnce(useCase, signal);
    const fields = startPageFields(this.#store.getSnapshot());
    if (fields === null) return this.#runAtOnce(this.#codeOf(loadValidationEngine).pipe(Effect.andThen(useCase)), signal);
    // One that fails is asked again by the next use case off the first page.
    loadValidationEngine().catch(() => undefined);
    return this.#runAtOnce(this.#codeOf(() => loadValidationEngineFor(fields)).pipe(Effect.andThen(useCase)), signal);
  }

  /**
   * Code loaded when first needed (in the site, a chunk the first page does without): the validation engine
   * and the submission's use case. Code that could not be fetched (a phone losing its network) is said to the
   * claimant, who tries again, and the next run asks for it anew.
   */
  #codeOf<T>(load: () => Promise<T>): Effect.Effect<T> {
    return Effect.tryPromise({ try: load, catch: (error) => error }).pipe(
      Effect.catch((error: unknown) =>
        Effect.sync(() => this.#store.update(showError(REQUEST_FAILED_MESSAGE))).pipe(Effect.andThen(Effect.die(error)))
      )
    );
  }

  /**
   * For the use cases that validate nothing (those that draw a page, the session's timers and notices): they
   * never wait for the validation engine, nor make the first page's network fetch it.
   */
  #runAtOnce<A, E>(useCase: Effect.Effect<A, E, SessionPorts | Session | SessionSettings>, signal?: CancelSignal): Promise<A> {
    const effect = useCase.pipe(Effect.provideService(Session, this.#store), Effect.provideService(SessionSettings, this.#settings));
    if (signal === undefined) return this.#runtime.runPromise(effect);
    const fiber = this.#runtime.runFork(effect);
    const interrupt = () => {
      this.#runtime.runFork(Fiber.interrupt(fiber));
    };
    if (signal.aborted) interrupt();
    else signal.addEventListener("abort", interrupt);
    return this.#runtime.runPromise(Fiber.join(fiber)).finally(() => {
      signal.removeEventListener("abort", interrupt);
    });
  }

  /**
   * Start-up, after bringing back the receipts of claims this browser filed (a reload of a confirmation
   * page), then the claim kept while the claimant was at the wallet provider's login, else, on a page past a
   * form's first (`path`), the claim the server still holds the authorization of (a reload; claim-drafts.ts).
   */
  start(culture: { readonly fromQuery?: string; readonly fromAddress?: string } = {}, path: string | null = null) {
    const resume = path === null ? Effect.void : resumeAfterReload(path).pipe(Effect.asVoid);
    return this.#runAtOnce(
      restoreReceipts.pipe(
        Effect.andThen(startUp(culture)),
        Effect.andThen(restoreKeptClaim),
        Effect.flatMap((kept) => (kept ? adoptDraftVersions : resume))
      )
    );
  }

  /** Runs the route guard before a page is shown; the caller's router carries out a redirect. */
  guardRoute(request: RouteRequest) {
    return this.#runAtOnce(guardNavigation(request));
  }

  /**
   * The guard, then the form of the page it lets through (see enterForm): what the site's router runs.
   * A navigation the router abandons for a newer one passes its signal, so it changes nothing further.
   */
  enterRoute(request: RouteRequest, signal?: CancelSignal) {
    return this.#runAtOnce(enterRoute(request), signal);
  }

  initializeForm(formType: FormType | null) {
    return this.#runAtOnce(initializeForm(formType));
  }

  /** The router finished a route change (or the claimant changed the address). */
  routeChanged(path: string) {
    return this.#runAtOnce(routeChanged(path));
  }

  /** Sends the start page's credentials with a captcha token; see AuthorizeOutcome. */
  authorize(formType: FormType) {
    return this.run(authorize(formType));
  }

  /** Fetches the submission's code ahead, so Submit does not wait for it; one that fails is asked again by Submit. */
  loadSubmissionAhead(): void {
    loadSubmitClaim().catch(() => undefined);
  }

  /** Sends the claim; a success stores the reference code and shows the confirmation. */
  submit() {
    return this.run(this.#codeOf(loadSubmitClaim).pipe(Effect.flatMap(({ submitClaim }) => submitClaim)));
  }

  /** Stored at once, never waiting for the validation engine (edit-field.ts), so a controlled input keeps every keystroke. */
  editField(clientId: string, key: string, value: FieldValue) {
    return this.#runAtOnce(editFieldValue(clientId, key, value));
  }

  validateField(clientId: string, key: string) {
    return this.run(validateField(clientId, key));
  }

  /** The claimant left the field: it is validated, then tracked when valid (see leaveField). */
  leaveField(clientId: string, key: string) {
    return this.run(leaveField(clientId, key));
  }

  validatePage() {
    return this.run(validateCurrentPage);
  }

  next() {
    return this.run(next);
  }

  back() {
    return this.run(back);
  }

  /** A Change link of the claim summary: to the page that asked, and Next from there comes back; see changeAnswer. */
  changeAnswer(pagePath: string, field: { readonly clientId: string; readonly key: string } | null = null) {
    return this.run(changeAnswer(pagePath, field));
  }

  /** The claimant's Next: authorizes first on a form's first page; see ProceedOutcome. */
  proceed() {
    return this.run(proceed);
  }

  skipToPage(partialPath: string) {
    return this.run(skipToPage(partialPath));
  }

  index() {
    return this.run(dispatchNavigation({ type: "index" }));
  }

  /** A file picked for a file field: checked (size, kind by content, already in the list) before it is stored; the field's latest pick wins. See ChooseFileOutcome. */
  chooseFile(clientId: string, key: string, file: FileEntry) {
    return this.run(chooseFile(clientId, key, file));
  }

  /** A record list is shown: the manager's first draft, a table's initial rows. */
  openRecordList(metadataHash: string) {
    return this.run(openRecordList(metadataHash));
  }

  /** Add More: an empty draft unless one is open. */
  startDraft(metadataHash: string) {
    return this.run(startDraft(metadataHash));
  }

  /** A table's further row. */
  addRow(metadataHash: string) {
    return this.run(addRow(metadataHash));
  }

  /** Upload: the draft is validated and, when valid, saved (the 'saved' notice shows); see SaveOutcome. */
  saveDraft(clientId: string) {
    return this.run(saveDraft(clientId));
  }

  /** Focus left a table row: it is saved when it validates. */
  saveRow(clientId: string) {
    return this.run(saveRow(clientId));
  }

  /** Cancel: the draft is discarded with its issues, and a fresh one opens. */
  cancelDraft(clientId: string) {
    return this.run(cancelDraft(clientId));
  }

  /** Edit on a saved record: see records.ts editRecord. */
  editRecord(clientId: string) {
    return this.run(editRecord(clientId));
  }

  /** Delete or Remove: a saved record or a draft leaves the claim. */
  deleteRecord(clientId: string) {
    return this.run(deleteRecord(clientId));
  }

  /** Ends the 'saved' notice once its 5 seconds have passed on the session's clock; an aborted signal stops waiting. */
  endSavedNotice(signal?: CancelSignal) {
    return this.#runAtOnce(endSavedNotice, signal);
  }

  /** The wallet login link shows: the claim gets the one-time state the link carries. */
  prepareWalletLogin() {
    return this.run(prepareWalletLogin);
  }

  /** The claimant follows the wallet login link: the claim in progress is kept for their return; see wallet-login.ts. */
  leaveForWalletLogin() {
    return this.run(leaveForWalletLogin);
  }

  /** "Save and come back later": the answers saved to the server now; the notice says whether they were. */
  saveForLater() {
    return this.#runAtOnce(saveForLater);
  }

  dismissDraftNotice() {
    return this.#runAtOnce(dismissDraftNotice);
  }

  /** The offered draft's "Continue where I left off": its answers and page come back. */
  continueDraft() {
    return this.run(continueDraft);
  }

  /** The offered draft's "Start again": it is deleted and the claim begins afresh. */
  startAgain() {
    return this.run(startAgain);
  }

  /** Resolves once the draft saves on their way have been answered (a claim file that stops after a page). */
  draftSavesSettled() {
    return this.#runAtOnce(draftSavesSettled);
  }

  /** The page is being left (reload, tab hidden or discarded): the tab keeps its own copy of the answers, synchronously. */
  keepDraftLocally() {
    return this.#runAtOnce(keepDraftLocally);
  }

  trackField(clientId: string, key: string) {
    return this.run(trackField(clientId, key));
  }

  /** Keyboard, mouse, wheel or touch activity on the page; see recordActivity. */
  recordActivity() {
    return this.#runAtOnce(recordActivity);
  }

  /** The warning's Continue button: the session goes on and the warning closes. */
  continueSession() {
    return this.#runAtOnce(continueSession);
  }

  /** Whether the field of this model is required given its answers now (its label's marker); read as the views render. */
  isFieldRequiredNow(clientId: string, field: FieldConfig): boolean {
    return isRequiredNow(field, answersOf(this.getSnapshot(), clientId));
  }

  checkSessionTimer() {
    return this.#runAtOnce(checkSessionTimer);
  }

  secondsUntilExpiry() {
    return this.#runAtOnce(secondsUntilExpiry);
  }

  /** The session clock's reading in epoch milliseconds: the date picker's Now takes today from it. */
  now() {
    return this.#runAtOnce(
      Effect.gen(function* () {
        return yield* (yield* Clock).now;
      })
    );
  }

  /** The alert's OK: hides the error display. */
  dismissError() {
    return this.#runAtOnce(Effect.sync(() => void this.#store.update(hideError)));
  }

  /** Shows or hides the optional banner (spec section 1). */
  setBannerState(active: boolean) {
    return this.#runAtOnce(Effect.sync(() => void this.#store.update((state) => ({ ...state, banner: { activeBannerState: active } }))));
  }

  /**
   * Ends the session, once the draft saves on their way have been answered: a save goes on in the background
   * after a Next, and ended with its ports it would reach the server (or fail) after its session was gone.
   * Ending it again waits for the same end.
   */
  dispose(): Promise<void> {
    this.#disposed ??= this.draftSavesSettled()
      .catch(() => undefined)
      .then(() => this.#runtime.dispose());
    return this.#disposed;
  }
}
