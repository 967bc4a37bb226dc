// What the claims API adapter tests share (the MSW server is tests/support/msw/claims-api-server.ts): adapters over Node's
// fetch, every call of section 7 as a table row, the catalogue messages word for word, and ways to read failures.
import { Cause, Effect, Exit } from "effect";
import { makeClaimsApiHttp } from "../../../adapters/http/claims-api.http.ts";
import type { ApiCall } from "../../../application/errors.ts";
import type { ClaimsApiShape } from "../../../application/ports/claims-api.port.ts";
import type { ClaimDto, ModelDto } from "../../../domain/submission/claim-dto.ts";
import { CLAIMS_API_TEST_ORIGIN } from "../../support/msw/claims-api-handlers.ts";
import { formModel } from "../../support/form-model-fixture.ts";

export const REQUEST_FAILED = "Your request failed. Please reload and try again.";
export const SUBMISSION_FAILED =
  "An error occured during your submission. Please try again. If this problem persists, please contact the settlement administrator at the email below.";
export const PROBLEM_OCCURED =
  "A problem has occured during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.";

/** An adapter over Node's global fetch, which MSW intercepts. */
export const httpApi = (walletSettingsSegment?: string): ClaimsApiShape =>
  makeClaimsApiHttp({
    baseUrl: CLAIMS_API_TEST_ORIGIN,
    fetch: globalThis.fetch,
    ...(walletSettingsSegment === undefined ? {} : { walletSettingsSegment })
  });

/** An adapter whose CSRF token is loaded, ready for unsafe calls. */
export const loadedApi = async (): Promise<ClaimsApiShape> => {
  const api = httpApi();
  await Effect.runPromise(api.csrf);
  return api;
};

export const failureOf = <A, E>(effect: Effect.Effect<A, E>): Promise<E> => Effect.runPromise(Effect.flip(effect));

/** The defect a call died with (a developer error), or an error when it did not die. */
export const defectOf = async <A, E>(effect: Effect.Effect<A, E>): Promise<unknown> => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit) || !Cause.hasDies(exit.cause)) throw new Error("expected the call to die with a defect");
  return Cause.squash(exit.cause);
};

export const modelDto = (clientId: string, fields: ModelDto["fields"]): ModelDto => ({
  clientId,
  id: null,
  metadataHash: `hash-${clientId}`,
  fields
});

export const credentialsModel = formModel("credentials-AbCd1234", "credentials", { noticeId: "N-1001", pin: "4321" }, {
  metadataHash: "h-credentials",
  fieldStates: { noticeId: { touched: true, everDirty: true } }
});

export const claimDto = (overrides: Partial<ClaimDto> = {}): ClaimDto => ({
  reCaptchaResponse: "captcha-token",
  userPreferredCulture: "en",
  captchaRawValue: null,
  documents: null,
  signature: modelDto("signature-00000001", { signature: "Ada Lovelace", signatureDate: "12/31/2099" }),
  claimantInfo: modelDto("claimantInfo-00000002", { firstName: "Ada", mailingCountry: "US" }),
  credentials: modelDto("credentials-AbCd1234", { noticeId: "N-1001", pin: "4321" }),
  claimDetails: null,
  prepopulatedData: [],
  documentContexts: [],
  claimTransactions: [],
  ...overrides
});

export interface CallCase {
  readonly call: ApiCall;
  readonly method: "get" | "post";
  /** The path MSW matches (no query). */
  readonly path: string;
  /** How the request is named in a failure's detail: method, path and query. */
  readonly request: string;
  readonly run: (api: ClaimsApiShape) => Effect.Effect<unknown, unknown>;
  /** The catalogue message of section 8 for this call. */
  readonly message: string;
}

export const CALLS: readonly CallCase[] = [
  { call: "csrf", method: "get", path: "/api/csrf", request: "GET /api/csrf", run: (api) => api.csrf, message: PROBLEM_OCCURED },
  { call: "cultures", method: "get", path: "/api/cultures", request: "GET /api/cultures", run: (api) => api.cultures, message: PROBLEM_OCCURED },
  { call: "content", method: "get", path: "/api/culture/content", request: "GET /api/culture/content?culture=es", run: (api) => api.content("es"), message: PROBLEM_OCCURED },
  { call: "setLanguage", method: "get", path: "/api/culture/set-language", request: "GET /api/culture/set-language?culture=es", run: (api) => api.setLanguage("es"), message: PROBLEM_OCCURED },
  { call: "deadlines", method: "get", path: "/api/deadlines", request: "GET /api/deadlines", run: (api) => api.deadlines, message: PROBLEM_OCCURED },
  {
    call: "characterWhitelist",
    method: "get", path: "/api/characters-whitelist", request: "GET /api/characters-whitelist",
    run: (api) => api.characterWhitelist,
    message: PROBLEM_OCCURED
  },
  { call: "captchaSettings", method: "get", path: "/api/captcha", request: "GET /api/captcha", run: (api) => api.captchaSettings, message: PROBLEM_OCCURED },
  { call: "walletSettings", method: "get", path: "/api/banking/paypal-settings", request: "GET /api/banking/paypal-settings", run: (api) => api.walletSettings, message: PROBLEM_OCCURED },
  { call: "modelConfig", method: "get", path: "/api/forms/config", request: "GET /api/forms/config", run: (api) => api.modelConfig, message: REQUEST_FAILED },
  { call: "signatureDate", method: "get", path: "/api/signature-date", request: "GET /api/signature-date?culture=es", run: (api) => api.signatureDate("es"), message: REQUEST_FAILED },
  {
    call: "authorize",
    method: "post", path: "/api/forms/standard/authorize", request: "POST /api/forms/standard/authorize",
    run: (api) => api.authorize("Standard", credentialsModel, "captcha-token"),
    message: PROBLEM_OCCURED
  },
  { call: "submit", method: "post", path: "/api/forms/standard", request: "POST /api/forms/standard", run: (api) => api.submit("Standard", claimDto(), "key-1"), message: SUBMISSION_FAILED },
  {
    call: "tracking",
    method: "post", path: "/api/telemetry/tracking", request: "POST /api/telemetry/tracking",
    run: (api) => api.track({ formType: "Standard", fieldKey: "FirstName", fieldValue: "Ada" }),
    message: PROBLEM_OCCURED
  },
  { call: "sessionTimeout", method: "post", path: "/api/session-timeout", request: "POST /api/session-timeout", run: (api) => api.sessionTimeout, message: PROBLEM_OCCURED }
];

/** Calls whose 403 means "not available" (spec section 6, and content per the port). */
export const SILENT_CALLS: readonly ApiCall[] = ["csrf", "cultures", "content", "characterWhitelist", "modelConfig"];
