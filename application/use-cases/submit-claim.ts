// Submitting a claim (spec sections 3, 4 and 8): one submission at a time; the page and the submission
// rules are checked, the payload built and sent with a captcha token under the claim's idempotency key;
// a server too busy to take it (503 with retryAfterSeconds) gets it again under the same key when it said,
// a few times, while the claimant is told; a success stores the reference code and the claim's receipt and
// moves on to the confirmation.
import { Effect, Result } from "effect";
import type { SubmitAnswer } from "../../domain/api/submit-answer.schema.ts";
import { modelsOfForm } from "../../domain/forms/page-models.ts";
import { claimFingerprint } from "../../domain/submission/claim-fingerprint.ts";
import { prepareSubmission } from "../../domain/submission/submission-preparation.ts";
import { ALREADY_SUBMITTING_MESSAGE, settleSubmission, startSubmission } from "../../domain/submission/submission-state.ts";
import { interpretSubmitAnswer, type SubmitOutcome } from "../../domain/submission/submit-outcome.ts";
import { recordServerError } from "../../domain/submission/authorization-state.ts";
import { applyWalletVerification } from "../../domain/submission/wallet-verification.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { DeveloperError } from "../developer-error.ts";
import { ApiCallFailed, type SubmissionRefused, SUBMISSION_DEFAULT_ERROR_KEY } from "../errors.ts";
import { DraftStore } from "../ports/draft-store.port.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import { Clock } from "../ports/clock.port.ts";
import { Ids } from "../ports/ids.port.ts";
import type { ClaimState } from "../session/claim-state.ts";
import { loadedModels } from "../session/page-context.ts";
import { Session, SessionSettings } from "../session/session-context.ts";
import { showError } from "../session/state-updates.ts";
import { captchaToken } from "./captcha-token.ts";
import { draftSavesSettled, LOCAL_DRAFT_KEY } from "./claim-drafts.ts";
import { keepReceipt } from "./keep-receipt.ts";
import { fileChecksSettled } from "./file-checks-settled.ts";
import { dispatchNavigation } from "./navigate.ts";
import { validateClaimPages } from "./page-flow.ts";

export interface SubmitResult {
  readonly submitted: boolean;
  readonly issues: readonly ValidationIssue[];
  /** What the server's answer meant; null when the claim was not sent. */
  readonly outcome: SubmitOutcome | null;
  /** The captcha challenge ended without a token, so the claim was not sent; trying again runs a new one. */
  readonly captchaFailed: boolean;
}

const notSent = (issues: readonly ValidationIssue[]): SubmitResult => ({ submitted: false, issues, outcome: null, captchaFailed: false });

/** The content's text for a localization key, or the key itself. */
const localized = (state: ClaimState, key: string): string => state.content.find((item) => item.key === key)?.value ?? key;

/**
 * A claim keeps its idempotency key while the server's verdict is unknown (no answer) or may have filed it
 * (no reference code): a retry must not file twice. A filed or refused claim is done with its key, so a
 * corrected claim goes out under a new one.
 */
const keepsKey = (outcome: SubmitOutcome): boolean => outcome.type === "noResponse" || outcome.type === "missingReferenceCode";

const settle = (state: ClaimState, outcome: SubmitOutcome): ClaimState => {
  const formType = state.navigation.activeForm;
  if (formType === null) return state;
  const [submission] = settleSubmission({ isSubmitting: true, referenceCodes: state.referenceCodes }, formType, outcome);
  const walletSettings = state.walletSettings === null ? null : applyWalletVerification(state.walletSettings, outcome);
  return {
    ...state,
    client: { ...state.client, isSubmitting: false },
    referenceCodes: submission.referenceCodes,
    walletSettings,
    idempotencyKey: keepsKey(outcome) ? state.idempotencyKey : null
  };
};

/** Sends of one claim while the server sheds it as too busy: the first and four more. */
export const BUSY_SENDS = 5;

/** The longest wait honoured before sending again, whatever the server says: the claimant is watching. */
const MAX_BUSY_WAIT_SECONDS = 30;

const setRetry = (seconds: number | null) => (state: ClaimState): ClaimState => ({ ...state, client: { ...state.client, submitRetryInSeconds: seconds } });

/**
 * Sends the claim; while the answer is a 503 naming when to come back (the server shed it before any work,
 * so nothing was filed and the captcha token was not spent), waits that long and sends it again, unchanged.
 */
const sendUntilTaken = <A, E>(send: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const clock = yield* Clock;
    for (let sent = 1; ; sent += 1) {
      const answer = yield* send.pipe(Effect.result);
      const busy = Result.isFailure(answer) && answer.failure instanceof ApiCallFailed && answer.failure.status === 503 ? answer.failure.retryAfterSeconds : null;
      if (busy === null || sent >= BUSY_SENDS) {
        session.update(setRetry(null));
        return answer;
      }
      const seconds = Math.min(Math.max(1, busy), MAX_BUSY_WAIT_SECONDS);
      session.update(setRetry(seconds));
      yield* clock.sleep(seconds * 1000);
    }
  });

/** A 400 answer is read like a success answer; any other failure stays a failure. */
const outcomeOf = (answer: Result.Result<SubmitAnswer, SubmissionRefused | ApiCallFailed>): SubmitOutcome | ApiCallFailed => {
  if (Result.isSuccess(answer)) return interpretSubmitAnswer(answer.success);
  return answer.failure._tag === "SubmissionRefused" ? interpretSubmitAnswer(answer.failure.answer) : answer.failure;
};

const sendClaim = Effect.gen(function* () {
  const session = yield* Session;
  const settings = yield* SessionSettings;
  const issues = yield* validateClaimPages;
  if (issues.length > 0) return notSent(issues);
  // The token of the challenge before this one (authorize's), sent as captchaRawValue: read it before a new challenge replaces it.
  const previousCaptcha = session.getSnapshot().captcha.token;
  const challenge = yield* captchaToken.pipe(Effect.result);
  if (Result.isFailure(challenge)) return { ...notSent([]), captchaFailed: true } satisfies SubmitResult;
  const token = challenge.success;
  const ids = yield* Ids;
  const state = session.getSnapshot();
  const formType = state.navigation.activeForm;
  if (formType === null) return yield* Effect.die(new DeveloperError("sessionNotStarted", "Submit was called outside a form."));
  const prepared = prepareSubmission(modelsOfForm(loadedModels(state), formType), {
    formType,
    culture: state.culture,
    captchaToken: token,
    previousCaptcha,
    captchaEnabled: state.captcha.enabled
  });
  if (Result.isFailure(prepared)) return notSent(prepared.failure);
  const fingerprint = claimFingerprint(prepared.success);
  const kept = state.idempotencyKey;
  const idempotency = kept !== null && kept.fingerprint === fingerprint ? kept : { key: ids.idempotencyKey(), fingerprint };
  session.update((current) => ({ ...current, idempotencyKey: idempotency }));
  const api = yield* ClaimsApi;
  const outcome = outcomeOf(yield* sendUntilTaken(api.submit(formType, prepared.success, idempotency.key)));
  if (outcome instanceof ApiCallFailed) {
    session.update((current) => showError(outcome.message)({ ...current, authorized: recordServerError(current.authorized, outcome.message) }));
    if (settings.redirectOnError) yield* dispatchNavigation({ type: "error", culture: session.getSnapshot().culture });
    return { submitted: false, issues: [], outcome: interpretSubmitAnswer(null), captchaFailed: false } satisfies SubmitResult;
  }
  session.update((current) => settle(current, outcome));
  if (outcome.type === "missingReferenceCode") session.update((current) => showError(localized(current, SUBMISSION_DEFAULT_ERROR_KEY))(current));
  if (outcome.type === "submitted") {
    yield* keepReceipt({ formType, referenceCode: outcome.referenceCode, claim: prepared.success, state });
    // The tab's own copy of the answers has served: the claim is filed (and its server draft deleted with it).
    yield* (yield* DraftStore).remove(LOCAL_DRAFT_KEY);
    yield* dispatchNavigation({ type: "next", context: { optionalPages: settings.optionalPages, models: state.models } });
  }
  return { submitted: outcome.type === "submitted", issues: [], outcome, captchaFailed: false } satisfies SubmitResult;
});

export const submitClaim = Effect.gen(function* () {
  const session = yield* Session;
  const before = session.getSnapshot();
  const started = startSubmission({ isSubmitting: before.client.isSubmitting, referenceCodes: before.referenceCodes });
  if (Result.isFailure(started)) return yield* Effect.die(new DeveloperError("alreadySubmitting", ALREADY_SUBMITTING_MESSAGE));
  session.update((state) => ({ ...state, client: { ...state.client, isSubmitting: true } }));
  return yield* fileChecksSettled.pipe(
    Effect.andThen(draftSavesSettled),
    Effect.andThen(sendClaim),
    Effect.ensuring(
      Effect.sync(() =>
        session.update((state) =>
          state.client.isSubmitting || state.client.submitRetryInSeconds !== null
            ? { ...state, client: { ...state.client, isSubmitting: false, submitRetryInSeconds: null } }
            : state
        )
      )
    )
  );
});
