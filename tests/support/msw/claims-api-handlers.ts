// MSW handlers for every call of spec section 7 answering as a healthy claims API would, shared by the
// adapter tests, the session tests and the dev mode. A test overrides one call with server.use(...).
// Unsafe calls (and the draft calls) without the test anti-forgery header are answered 403, as a real server
// would; the draft calls answer 401 for a form not authorized since the last session time-out, and keep one
// draft per form with the server's versions.
import { http, type HttpHandler, HttpResponse } from "msw";
import type { AuthorizeAnswer } from "../../../domain/api/authorize-answer.schema.ts";
import type { CaptchaSettings } from "../../../domain/api/captcha-settings.schema.ts";
import type { CsrfToken } from "../../../domain/api/csrf-token.schema.ts";
import type { SubmitAnswer } from "../../../domain/api/submit-answer.schema.ts";
import type { WalletSettings } from "../../../domain/api/wallet-settings.schema.ts";
import type { LocalizationItem } from "../../../domain/culture/culture-content.schema.ts";
import type { FlatDeadlineResponse } from "../../../domain/deadlines/deadline-response.schema.ts";
import { FORM_TYPE_SEGMENTS } from "../../../domain/navigation/form-type.ts";
import { modelConfigFixture } from "../model-config-fixture.ts";

/** An absolute origin, because Node's fetch needs one; the dev mode passes "" for the page's origin. */
export const CLAIMS_API_TEST_ORIGIN = "http://claims-api.test";

export const TEST_CSRF_TOKEN: CsrfToken = { requestHeaderName: "X-XSRF-TOKEN", requestToken: "csrf-token-0001" };

export const claimsApiUrl = (path: string, origin: string = CLAIMS_API_TEST_ORIGIN): string => `${origin}${path}`;

export const HAPPY_ANSWERS = {
  cultures: { en: "English", es: "Español" } as Readonly<Record<string, string>>,
  content: (culture: string): readonly LocalizationItem[] => [
    { key: "LocKey_Header_SessionTimeoutModal_01", value: culture === "es" ? "Su sesión está por expirar" : "Your session is about to expire" }
  ],
  deadlines: {
    deadlines: {
      globalDeadline: { timeZone: "Pacific", deadline: "12/31/2099 11:59:59 PM" },
      claimFilingDeadline: { timeZone: "Eastern Standard Time", deadline: "12/31/2099", redirectUrl: null }
    }
  } satisfies FlatDeadlineResponse,
  characterWhitelist: { allowedCharacters: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,'-#/" },
  captchaSettings: { provider: "hcaptcha", siteKey: "10000000-ffff-ffff-ffff-000000000001" } satisfies CaptchaSettings,
  walletSettings: { clientId: "wallet-client", enabled: true, loginUrl: "https://wallet.example/login", authCodeExpiration: 10 } satisfies WalletSettings,
  modelConfig: modelConfigFixture(),
  signatureDate: (culture: string) => ({ signatureDate: culture === "es" ? "31/12/2099" : "12/31/2099" }),
  authorize: {
    authorized: true,
    error: null,
    captcha: true,
    prepopulatedData: [{ metadata: { dtoMapping: "claimantInfo" }, fields: { firstName: "Ada", mailingCountry: "US" } }]
  } satisfies AuthorizeAnswer,
  submitted: (referenceCode: string): SubmitAnswer => ({
    submitted: true,
    nonMatchingPaymentElection: false,
    error: null,
    referenceCodeForm: referenceCode
  })
};

const formTypeOfSegment = (segment: string): string => Object.entries(FORM_TYPE_SEGMENTS).find(([, known]) => known === segment)?.[0] ?? segment;

const hasAntiForgeryHeader = (request: Request): boolean =>
  request.headers.get(TEST_CSRF_TOKEN.requestHeaderName) === TEST_CSRF_TOKEN.requestToken;

const forbidden = () => HttpResponse.json({ error: "The anti-forgery token is missing or invalid." }, { status: 403 });

const cultureOf = (request: Request): string => new URL(request.url).searchParams.get("culture") ?? "en";

/** Every call answered as on a healthy server; a submit retried with the same Idempotency-Key gets the same reference code. */
export const claimsApiHandlers = (origin: string = CLAIMS_API_TEST_ORIGIN): HttpHandler[] => {
  const url = (path: string) => claimsApiUrl(path, origin);
  const referenceCodes = new Map<string, string>();
  const referenceCodeFor = (key: string): string => {
    const known = referenceCodes.get(key) ?? `REF-${String(referenceCodes.size + 1).padStart(6, "0")}`;
    referenceCodes.set(key, known);
    return known;
  };
  const authorized = new Set<string>();
  const drafts = new Map<string, { readonly version: number; readonly draft: unknown }>();
  const draftCall = (request: Request, formType: string, answer: () => Response): Response => {
    if (!hasAntiForgeryHeader(request)) return forbidden();
    return authorized.has(formType) ? answer() : HttpResponse.json({ error: "Drafts need this form authorized." }, { status: 401 });
  };
  const segmentOf = (params: Readonly<Record<string, unknown>>): string => String(params["formType"]);
  return [
    http.get(url("/api/forms/:formType/draft"), ({ request, params }) =>
      draftCall(request, segmentOf(params), () => {
        const kept = drafts.get(segmentOf(params));
        return HttpResponse.json({ version: kept?.version ?? 0, draft: kept?.draft ?? null, savedAt: kept === undefined ? null : "2026-11-21T17:00:00.000Z" });
      })
    ),
    http.put(url("/api/forms/:formType/draft"), async ({ request, params }) => {
      const body = (await request.json()) as { readonly version: number; readonly draft: unknown };
      return draftCall(request, segmentOf(params), () => {
        const current = drafts.get(segmentOf(params))?.version ?? 0;
        if (body.version !== current) return HttpResponse.json({ error: "saved since", version: current }, { status: 409 });
        drafts.set(segmentOf(params), { version: current + 1, draft: body.draft });
        return HttpResponse.json({ version: current + 1 });
      });
    }),
    http.delete(url("/api/forms/:formType/draft"), ({ request, params }) =>
      draftCall(request, segmentOf(params), () => {
        drafts.delete(segmentOf(params));
        return new HttpResponse(null, { status: 204 });
      })
    ),
    http.get(url("/api/session"), () => HttpResponse.json({ authorizedForms: [...authorized].map(formTypeOfSegment) })),
    http.get(url("/api/csrf"), () => HttpResponse.json(TEST_CSRF_TOKEN)),
    http.get(url("/api/cultures"), () => HttpResponse.json(HAPPY_ANSWERS.cultures)),
    http.get(url("/api/culture/content"), ({ request }) => HttpResponse.json(HAPPY_ANSWERS.content(cultureOf(request)))),
    http.get(url("/api/culture/set-language"), () => new HttpResponse(null, { status: 204 })),
    http.get(url("/api/deadlines"), () => HttpResponse.json(HAPPY_ANSWERS.deadlines)),
    http.get(url("/api/characters-whitelist"), () => HttpResponse.json(HAPPY_ANSWERS.characterWhitelist)),
    http.get(url("/api/captcha"), () => HttpResponse.json(HAPPY_ANSWERS.captchaSettings)),
    http.get(url("/api/banking/paypal-settings"), () => HttpResponse.json(HAPPY_ANSWERS.walletSettings)),
    http.get(url("/api/forms/config"), () => HttpResponse.json(HAPPY_ANSWERS.modelConfig)),
    http.get(url("/api/signature-date"), ({ request }) => HttpResponse.json(HAPPY_ANSWERS.signatureDate(cultureOf(request)))),
    http.post(url("/api/forms/:formType/authorize"), ({ request, params }) => {
      if (!hasAntiForgeryHeader(request)) return forbidden();
      authorized.add(segmentOf(params));
      return HttpResponse.json(HAPPY_ANSWERS.authorize);
    }),
    http.post(url("/api/forms/:formType"), ({ request }) => {
      if (!hasAntiForgeryHeader(request)) return forbidden();
      const key = request.headers.get("Idempotency-Key");
      if (key === null) return HttpResponse.json({ submitted: false, error: "Idempotency-Key is required." }, { status: 400 });
      return HttpResponse.json(HAPPY_ANSWERS.submitted(referenceCodeFor(key)));
    }),
    http.post(url("/api/telemetry/tracking"), ({ request }) =>
      hasAntiForgeryHeader(request) ? new HttpResponse(null, { status: 204 }) : forbidden()
    ),
    http.post(url("/api/session-timeout"), ({ request }) => {
      if (!hasAntiForgeryHeader(request)) return forbidden();
      authorized.clear();
      return new HttpResponse(null, { status: 204 });
    })
  ];
};
