// The ClaimsApi port over HTTP (spec section 7) on an injected fetch: which request each call sends and
// which schema checks its answer. Status meanings live in status-verdict.ts, failures in call-failure.ts.
// Developer errors (an unsafe call before csrf, a Lookup submit, a document that is not a Blob) are defects.
import { Effect, Layer, Option } from "effect";
import { type ApiCall, type ApiCallFailed, AuthorizationRefused, SubmissionRefused } from "../../application/errors.ts";
import { ClaimsApi, type ClaimsApiShape } from "../../application/ports/claims-api.port.ts";
import { CaptchaSettings } from "../../domain/api/captcha-settings.schema.ts";
import { CharacterWhitelist } from "../../domain/api/character-whitelist.schema.ts";
import { CsrfToken } from "../../domain/api/csrf-token.schema.ts";
import { SignatureDate } from "../../domain/api/signature-date.schema.ts";
import { SubmitAnswer } from "../../domain/api/submit-answer.schema.ts";
import { AuthorizeAnswer } from "../../domain/api/authorize-answer.schema.ts";
import { WalletSettings } from "../../domain/api/wallet-settings.schema.ts";
import { EnabledCulturesSchema, LocalizationContent } from "../../domain/culture/culture-content.schema.ts";
import { DeadlineResponse } from "../../domain/deadlines/deadline-response.schema.ts";
import { DraftAnswer, DraftConflictAnswer, type DraftRead, DraftSavedAnswer, type DraftWrite, SessionAnswer } from "../../domain/api/draft-answer.schema.ts";
import { type AnswerDecoder, ignoredAnswer, jsonAnswer, modelConfigAnswer } from "./answer-decoder.ts";
import { decodeAnswer, type Settled, settleAnswer } from "./answer-settling.ts";
import { callFailed } from "./call-failure.ts";
import { authorizeBody } from "./authorize-body.ts";
import { DEFAULT_WALLET_SETTINGS_SEGMENT } from "../../domain/api/claims-api-routes.ts";
import { CLAIMS_API_PATHS } from "./claims-api-paths.ts";
import { makeCsrfKeeper } from "./csrf-keeper.ts";
import type { FetchLike } from "./fetch-like.ts";
import { type ApiRequest, exchange, type HttpAnswer } from "./http-exchange.ts";
import { claimFormData } from "./multipart-claim.ts";
import { refusalError, refusalRetryAfter, refusedCaptcha } from "./refusal-error.ts";
import type { RefusingCall, SilentCall } from "./status-verdict.ts";

export interface ClaimsApiHttpOptions {
  /** The API's origin, e.g. "https://claims.example.com"; "" for the page's own origin in a browser. */
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  /** The segment after /api/banking/ naming the wallet provider's settings; paypal-settings by default. */
  readonly walletSettingsSegment?: string;
}

/** Calls with no "not available" and no refusal: anything but an accepted answer fails them. */
type PlainCall = Exclude<ApiCall, SilentCall | RefusingCall>;

const JSON_ACCEPT = { Accept: "application/json" };
const JSON_BODY = { ...JSON_ACCEPT, "Content-Type": "application/json" };

const get = (path: string): ApiRequest => ({ method: "GET", path, headers: JSON_ACCEPT });

export const makeClaimsApiHttp = (options: ClaimsApiHttpOptions): ClaimsApiShape => {
  // Kept apart from `options` so window.fetch is never called with `options` as its receiver.
  const fetch = options.fetch;
  const csrfKeeper = makeCsrfKeeper();
  const walletSegment = options.walletSettingsSegment ?? DEFAULT_WALLET_SETTINGS_SEGMENT;

  /** Builds the request lazily: what building throws (developer errors) becomes a defect of the call. */
  const send = <A, C extends ApiCall>(call: C, request: () => ApiRequest, decoder: AnswerDecoder<A>): Effect.Effect<Settled<A, C>, ApiCallFailed> =>
    Effect.sync(request).pipe(
      Effect.flatMap((built) => exchange(fetch, options.baseUrl, call, built)),
      Effect.flatMap((answer) => settleAnswer(call, answer, decoder))
    );

  /** An unsafe call, sent once any csrf call still answering has ended: its header is read when the request is built. */
  const sendUnsafe = <A, C extends ApiCall>(call: C, request: () => ApiRequest, decoder: AnswerDecoder<A>): Effect.Effect<Settled<A, C>, ApiCallFailed> =>
    Effect.promise(() => csrfKeeper.settled()).pipe(Effect.andThen(send(call, request, decoder)));

  /** A request with the anti-forgery header, read when it is built: every unsafe call's, and the draft calls'. */
  const guarded = (method: ApiRequest["method"], path: string, headers: Readonly<Record<string, string>>, body?: string | FormData): ApiRequest => {
    const [name, token] = csrfKeeper.header();
    return { method, path, headers: { ...headers, [name]: token }, ...(body === undefined ? {} : { body }) };
  };

  const post = (path: string, headers: Readonly<Record<string, string>>, body?: string | FormData): ApiRequest => guarded("POST", path, headers, body);

  /** A draft call's 401 (the form no longer authorized) or 409 (saved elsewhere since, with the version to reload; or filed). */
  const draftRefusal = (answer: HttpAnswer): Effect.Effect<Exclude<DraftWrite, { readonly kind: "saved" }>, ApiCallFailed> =>
    answer.status === 401
      ? Effect.succeed({ kind: "notAuthorized" })
      : decodeAnswer("draft", answer, jsonAnswer(DraftConflictAnswer)).pipe(Effect.map(({ version, filed }) => (filed === true ? { kind: "filed" } : { kind: "conflict", version })));

  const required = <A>(
    call: PlainCall,
    request: () => ApiRequest,
    decoder: AnswerDecoder<A>
  ): Effect.Effect<A, ApiCallFailed> => send(call, request, decoder).pipe(Effect.map((settled) => settled.value));

  const requiredUnsafe = <A>(call: PlainCall, request: () => ApiRequest, decoder: AnswerDecoder<A>): Effect.Effect<A, ApiCallFailed> =>
    sendUnsafe(call, request, decoder).pipe(Effect.map((settled) => settled.value));

  const optional = <A>(call: SilentCall, path: string, decoder: AnswerDecoder<A>): Effect.Effect<Option.Option<A>, ApiCallFailed> =>
    send(call, () => get(path), decoder).pipe(
      Effect.map((settled) => (settled.kind === "accepted" ? Option.some(settled.value) : Option.none()))
    );

  return {
    // Unsafe calls made meanwhile wait for this call to end (csrf-keeper.ts).
    csrf: Effect.acquireUseRelease(
      Effect.sync(() => csrfKeeper.loading()),
      () =>
        optional("csrf", CLAIMS_API_PATHS.csrf, jsonAnswer(CsrfToken)).pipe(
          Effect.tap((token) =>
            Effect.sync(() => {
              if (Option.isSome(token)) csrfKeeper.remember(token.value);
            })
          )
        ),
      (ended) => Effect.sync(ended)
    ),
    cultures: optional("cultures", CLAIMS_API_PATHS.cultures, jsonAnswer(EnabledCulturesSchema)),
    content: (culture) => optional("content", CLAIMS_API_PATHS.content(culture), jsonAnswer(LocalizationContent)),
    setLanguage: (culture) => required("setLanguage", () => get(CLAIMS_API_PATHS.setLanguage(culture)), ignoredAnswer),
    deadlines: required("deadlines", () => get(CLAIMS_API_PATHS.deadlines), jsonAnswer(DeadlineResponse)),
    characterWhitelist: optional("characterWhitelist", CLAIMS_API_PATHS.characterWhitelist, jsonAnswer(CharacterWhitelist)).pipe(
      Effect.map(Option.map((answer) => answer.allowedCharacters))
    ),
    captchaSettings: required("captchaSettings", () => get(CLAIMS_API_PATHS.captchaSettings), jsonAnswer(CaptchaSettings)),
    walletSettings: required("walletSettings", () => get(CLAIMS_API_PATHS.walletSettings(walletSegment)), jsonAnswer(WalletSettings)),
    modelConfig: optional("modelConfig", CLAIMS_API_PATHS.modelConfig, modelConfigAnswer),
    signatureDate: (culture) =>
      required("signatureDate", () => get(CLAIMS_API_PATHS.signatureDate(culture)), jsonAnswer(SignatureDate)).pipe(
        Effect.map((answer) => answer.signatureDate)
      ),
    authorize: (formType, credentials, captchaToken) =>
      sendUnsafe(
        "authorize",
        () => post(CLAIMS_API_PATHS.authorize(formType), JSON_BODY, authorizeBody(credentials, captchaToken)),
        jsonAnswer(AuthorizeAnswer)
      ).pipe(
        Effect.flatMap((settled) =>
          settled.kind === "accepted"
            ? Effect.succeed(settled.value)
            : Effect.fail(
                new AuthorizationRefused({
                  status: settled.answer.status === 401 || settled.answer.status === 429 ? settled.answer.status : 400,
                  error: refusalError(settled.answer.text),
                  captchaRefused: refusedCaptcha(settled.answer.text),
                  retryAfterSeconds: settled.answer.status === 429 ? refusalRetryAfter(settled.answer.text) : null
                })
              )
        )
      ),
    submit: (formType, claim, idempotencyKey) =>
      sendUnsafe(
        "submit",
        () => post(CLAIMS_API_PATHS.submit(formType), { ...JSON_ACCEPT, "Idempotency-Key": idempotencyKey }, claimFormData(claim)),
        jsonAnswer(SubmitAnswer)
      ).pipe(
        Effect.flatMap((settled) =>
          settled.kind === "accepted"
            ? Effect.succeed(settled.value)
            : decodeAnswer("submit", settled.answer, jsonAnswer(SubmitAnswer)).pipe(
                Effect.flatMap((answer) =>
                  // A 409 refuses only when it names the claim filed before; otherwise the first request with the key is still running.
                  Effect.fail<ApiCallFailed | SubmissionRefused>(
                    settled.answer.status === 409 && (answer.alreadyFiledReferenceCode ?? null) === null
                      ? callFailed("submit", 409, `${settled.answer.request} answered 409`)
                      : new SubmissionRefused({ answer })
                  )
                )
              )
        )
      ),
    track: (event) => requiredUnsafe("tracking", () => post(CLAIMS_API_PATHS.tracking, JSON_BODY, JSON.stringify(event)), ignoredAnswer),
    sessionTimeout: requiredUnsafe("sessionTimeout", () => post(CLAIMS_API_PATHS.sessionTimeout, JSON_ACCEPT), ignoredAnswer),
    authorizedForms: required("session", () => get(CLAIMS_API_PATHS.session), jsonAnswer(SessionAnswer)).pipe(Effect.map((answer) => answer.authorizedForms)),
    loadDraft: (formType) =>
      sendUnsafe("draft", () => guarded("GET", CLAIMS_API_PATHS.draft(formType), JSON_ACCEPT), jsonAnswer(DraftAnswer)).pipe(
        Effect.flatMap((settled): Effect.Effect<DraftRead, ApiCallFailed> => {
          if (settled.kind === "accepted") return Effect.succeed({ kind: "found", version: settled.value.version, draft: settled.value.draft });
          // Reading never conflicts: only a 401 is a refusal it can get.
          return settled.answer.status === 401 ? Effect.succeed({ kind: "notAuthorized" }) : Effect.fail(callFailed("draft", settled.answer.status, `${settled.answer.request} answered ${settled.answer.status}`));
        })
      ),
    saveDraft: (formType, version, draft) =>
      sendUnsafe("draft", () => guarded("PUT", CLAIMS_API_PATHS.draft(formType), JSON_BODY, JSON.stringify({ version, draft })), jsonAnswer(DraftSavedAnswer)).pipe(
        Effect.flatMap((settled): Effect.Effect<DraftWrite, ApiCallFailed> =>
          settled.kind === "accepted" ? Effect.succeed({ kind: "saved", version: settled.value.version }) : draftRefusal(settled.answer)
        )
      ),
    deleteDraft: (formType) =>
      sendUnsafe("draft", () => guarded("DELETE", CLAIMS_API_PATHS.draft(formType), JSON_ACCEPT), ignoredAnswer).pipe(Effect.asVoid)
  };
};

/** A fresh adapter (and so a fresh CSRF token) each time the layer is built. */
export const claimsApiHttpLayer = (options: ClaimsApiHttpOptions): Layer.Layer<ClaimsApi> =>
  Layer.sync(ClaimsApi, () => makeClaimsApiHttp(options));
