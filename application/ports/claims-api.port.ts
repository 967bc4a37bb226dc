// What the use cases need from the claims API (spec section 7), shaped by the use cases, not by HTTP.
// A 403 on config, whitelist, cultures or CSRF is "not available" (Option.none), never an error (section 6).
import { Context, type Effect, type Option } from "effect";
import type { AuthorizeAnswer } from "../../domain/api/authorize-answer.schema.ts";
import type { CaptchaSettings } from "../../domain/api/captcha-settings.schema.ts";
import type { CsrfToken } from "../../domain/api/csrf-token.schema.ts";
import type { SubmitAnswer } from "../../domain/api/submit-answer.schema.ts";
import type { TrackingEvent } from "../../domain/api/tracking-event.ts";
import type { WalletSettings } from "../../domain/api/wallet-settings.schema.ts";
import type { EnabledCultures } from "../../domain/culture/culture.ts";
import type { LocalizationItem } from "../../domain/culture/culture-content.schema.ts";
import type { DeadlineResponse } from "../../domain/deadlines/deadline-response.schema.ts";
import type { DraftRead, DraftWrite } from "../../domain/api/draft-answer.schema.ts";
import type { ClaimDraft } from "../../domain/drafts/claim-draft.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { ClaimDto } from "../../domain/submission/claim-dto.ts";
import type { ApiCallFailed, AuthorizationRefused, SubmissionRefused } from "../errors.ts";

export interface ClaimsApiShape {
  /** GET /api/csrf. Unsafe calls send the token afterwards; none on 403. */
  readonly csrf: Effect.Effect<Option.Option<CsrfToken>, ApiCallFailed>;
  /** GET /api/cultures; none on 403. */
  readonly cultures: Effect.Effect<Option.Option<EnabledCultures>, ApiCallFailed>;
  /** GET /api/culture/content?culture=; none on 403. */
  readonly content: (culture: string) => Effect.Effect<Option.Option<readonly LocalizationItem[]>, ApiCallFailed>;
  /** GET /api/culture/set-language?culture=. */
  readonly setLanguage: (culture: string) => Effect.Effect<void, ApiCallFailed>;
  readonly deadlines: Effect.Effect<DeadlineResponse, ApiCallFailed>;
  /** GET /api/characters-whitelist; none on 403. */
  readonly characterWhitelist: Effect.Effect<Option.Option<string>, ApiCallFailed>;
  readonly captchaSettings: Effect.Effect<CaptchaSettings, ApiCallFailed>;
  readonly walletSettings: Effect.Effect<WalletSettings, ApiCallFailed>;
  /** GET /api/forms/config; none on 403. A configuration that does not decode fails the call. */
  readonly modelConfig: Effect.Effect<Option.Option<readonly ModelConfigItem[]>, ApiCallFailed>;
  readonly signatureDate: (culture: string) => Effect.Effect<string, ApiCallFailed>;
  /** POST /api/forms/<type>/authorize with the credentials model and the captcha token. */
  readonly authorize: (
    formType: FormType,
    credentials: FormModel,
    captchaToken: string | null
  ) => Effect.Effect<AuthorizeAnswer, AuthorizationRefused | ApiCallFailed>;
  /** POST /api/forms/<type> as multipart; the same idempotency key for every retry of one claim. */
  readonly submit: (
    formType: FormType,
    claim: ClaimDto,
    idempotencyKey: string
  ) => Effect.Effect<SubmitAnswer, SubmissionRefused | ApiCallFailed>;
  readonly track: (event: TrackingEvent) => Effect.Effect<void, ApiCallFailed>;
  /** POST /api/session-timeout: logs out. */
  readonly sessionTimeout: Effect.Effect<void, ApiCallFailed>;
  /** GET /api/session: the form types the server still holds an authorization of for this browser. */
  readonly authorizedForms: Effect.Effect<readonly FormType[], ApiCallFailed>;
  /** GET /api/forms/<type>/draft: the member's saved draft, or notAuthorized when the server no longer holds the form's authorization. */
  readonly loadDraft: (formType: FormType) => Effect.Effect<DraftRead, ApiCallFailed>;
  /** PUT /api/forms/<type>/draft over the version the answers were based on (0: none). */
  readonly saveDraft: (formType: FormType, version: number, draft: ClaimDraft) => Effect.Effect<DraftWrite, ApiCallFailed>;
  /** DELETE /api/forms/<type>/draft ("start again"); nothing to delete is no failure. */
  readonly deleteDraft: (formType: FormType) => Effect.Effect<void, ApiCallFailed>;
}

export class ClaimsApi extends Context.Service<ClaimsApi, ClaimsApiShape>()("ClaimsApi") {}
