// Authorizing a form type (spec sections 4 and 6): the start page is validated, the credentials model
// and a captcha token go to the API, and the answer sets the form's flag and prefills the models from
// its prepopulated data. A refusal is kept as the error; a server error may send the claimant to /error.
import { Effect, Result } from "effect";
import type { AuthorizeAnswer } from "../../domain/api/authorize-answer.schema.ts";
import { withAddressCountry } from "../../domain/address/address-fields.ts";
import { ConfigurationError } from "../../domain/errors/configuration-error.ts";
import type { FormModel, ModelSet } from "../../domain/forms/form-model.ts";
import { modelsOnPage, START_PAGE } from "../../domain/forms/page-models.ts";
import { prefillFromPrepopulated, prepopulatedValues } from "../../domain/forms/prefill.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { applyAuthorizeAnswer, beginAuthorization, recordServerError } from "../../domain/submission/authorization-state.ts";
import { ALREADY_SUBMITTING_MESSAGE } from "../../domain/submission/submission-state.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { DeveloperError } from "../developer-error.ts";
import type { AuthorizationRefused } from "../errors.ts";
import { ClaimsApi } from "../ports/claims-api.port.ts";
import type { ClaimState } from "../session/claim-state.ts";
import { fieldsOf, loadedModels } from "../session/page-context.ts";
import { Session, SessionSettings } from "../session/session-context.ts";
import { showError } from "../session/state-updates.ts";
import { captchaToken } from "./captcha-token.ts";
import { dispatchNavigation } from "./navigate.ts";
import { validateCurrentPage } from "./page-flow.ts";

/**
 * Why sent credentials were not accepted: the server found no such member ("credentials"), the captcha
 * challenge failed in the browser or its answer was refused by the server ("captcha"), or too many
 * attempts were made, from this address or with this notice id, and the claimant must wait ("tooManyAttempts").
 */
export type AuthorizeRefusal = "credentials" | "captcha" | "tooManyAttempts";

/** Kept as the authorization error when the captcha challenge ends without a token. */
export const CAPTCHA_FAILED_ERROR = "The captcha challenge was not completed.";

export interface AuthorizeOutcome {
  readonly authorized: boolean;
  /** Why the credentials page cannot be sent yet. */
  readonly issues: readonly ValidationIssue[];
  /** The refusal or server error, as stored in the authorization state. */
  readonly error: string | null;
  /** Null when accepted, not sent, or failed on the server's side (the error display says so). */
  readonly refusal: AuthorizeRefusal | null;
  /** With tooManyAttempts: the seconds to wait, when the server said. */
  readonly retryAfterSeconds?: number;
}

const refusalOf = (failure: AuthorizationRefused): AuthorizeRefusal => {
  if (failure.status === 429) return "tooManyAttempts";
  return failure.captchaRefused ? "captcha" : "credentials";
};

const credentialsOf = (models: ModelSet, formType: FormType): FormModel => {
  const credentials = modelsOnPage(models.saved, formType, START_PAGE).find((model) => model.metadata.dtoMapping === "credentials");
  if (credentials === undefined) {
    throw new ConfigurationError("formModelNotFound", `No credentials formModel is configured for the ${formType} start page.`);
  }
  return credentials;
};

/** Prefills every saved model from the answer's prepopulated data; without international support the address stays in the US. */
const prefilled = (state: ClaimState, answer: AuthorizeAnswer, international: boolean): ClaimState => {
  const values = prepopulatedValues(answer.prepopulatedData ?? []);
  const models = loadedModels(state);
  const saved = models.saved.map((model) => withAddressCountry(prefillFromPrepopulated(model, fieldsOf(state, model), values), international));
  return { ...state, models: { ...models, saved }, prepopulated: values };
};

export const authorize = (formType: FormType) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const settings = yield* SessionSettings;
    const issues = yield* validateCurrentPage;
    if (issues.length > 0) return { authorized: false, issues, error: null, refusal: null } satisfies AuthorizeOutcome;
    const before = session.getSnapshot();
    const begun = beginAuthorization(before.authorized, { isSubmitting: before.client.isSubmitting, referenceCodes: before.referenceCodes }, formType);
    if (Result.isFailure(begun)) return yield* Effect.die(new DeveloperError("alreadySubmitting", ALREADY_SUBMITTING_MESSAGE));
    session.update((state) => ({ ...state, authorized: begun.success }));
    // A challenge that ends without a token (closed, expired, rate-limited...) refuses this attempt; the
    // widget has been reset or redrawn as its code says, so the claimant can simply try again.
    const challenge = yield* captchaToken.pipe(Effect.result);
    if (Result.isFailure(challenge)) {
      session.update((state) => ({ ...state, authorized: { ...state.authorized, errorMessage: CAPTCHA_FAILED_ERROR } }));
      return { authorized: false, issues, error: CAPTCHA_FAILED_ERROR, refusal: "captcha" } satisfies AuthorizeOutcome;
    }
    const api = yield* ClaimsApi;
    const answer = yield* api.authorize(formType, credentialsOf(loadedModels(before), formType), challenge.success).pipe(Effect.result);
    if (Result.isSuccess(answer)) {
      const state = session.update((current) => prefilled({ ...current, authorized: applyAuthorizeAnswer(current.authorized, formType, answer.success) }, answer.success, settings.internationalAddress));
      const accepted = state.authorized[formType];
      return { authorized: accepted, issues, error: state.authorized.errorMessage, refusal: accepted ? null : "credentials" } satisfies AuthorizeOutcome;
    }
    const failure = answer.failure;
    if (failure._tag === "AuthorizationRefused") {
      session.update((state) => ({ ...state, authorized: { ...state.authorized, errorMessage: failure.error } }));
      const wait = failure.retryAfterSeconds === null ? {} : { retryAfterSeconds: failure.retryAfterSeconds };
      return { authorized: false, issues, error: failure.error, refusal: refusalOf(failure), ...wait } satisfies AuthorizeOutcome;
    }
    // The server failed, not the claimant: the error display says so (or the error page, where the deployment redirects).
    session.update((state) => showError(failure.message)({ ...state, authorized: recordServerError(state.authorized, failure.message) }));
    if (settings.redirectOnError) yield* dispatchNavigation({ type: "error", culture: session.getSnapshot().culture });
    return { authorized: false, issues, error: failure.message, refusal: null } satisfies AuthorizeOutcome;
  });
