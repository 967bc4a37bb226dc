// The unsafe calls (authorize, tracking, session timeout): the anti-forgery header from the csrf call on
// each, a developer error before it is loaded, the authorize body, and a refused authorization.
import { Effect } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { claimsApiHttpLayer } from "../../../adapters/http/claims-api.http.ts";
import { CSRF_TOKEN_NOT_LOADED } from "../../../adapters/http/csrf-keeper.ts";
import { DeveloperError } from "../../../application/developer-error.ts";
import { AuthorizationRefused } from "../../../application/errors.ts";
import { ClaimsApi } from "../../../application/ports/claims-api.port.ts";
import { FORM_TYPES } from "../../../domain/navigation/form-type.ts";
import { CLAIMS_API_TEST_ORIGIN, claimsApiUrl, HAPPY_ANSWERS, TEST_CSRF_TOKEN } from "../../support/msw/claims-api-handlers.ts";
import { CALLS, credentialsModel, defectOf, failureOf, httpApi, loadedApi } from "./claims-api-test-kit.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";

const server = useClaimsApiServer();

const UNSAFE = CALLS.filter((row) => row.method === "post").map((row) => [row.call, row] as const);

const requestsSeen = (): Request[] => {
  const seen: Request[] = [];
  server.events.on("request:start", ({ request }) => {
    seen.push(request);
  });
  return seen;
};

describe("the anti-forgery header", () => {
  it("is sent on exactly the POST calls of section 7", () => {
    expect(UNSAFE.map(([call, row]) => `${call} POST ${row.path}`)).toEqual([
      "authorize POST /api/forms/standard/authorize",
      "submit POST /api/forms/standard",
      "tracking POST /api/telemetry/tracking",
      "sessionTimeout POST /api/session-timeout"
    ]);
  });

  it.each(UNSAFE)("%s before csrf dies with DeveloperError csrfTokenNotLoaded and sends nothing", async (_call, row) => {
    const seen = requestsSeen();
    const defect = await defectOf(row.run(httpApi()));
    expect(defect).toBeInstanceOf(DeveloperError);
    expect(defect).toMatchObject({ name: "DeveloperError", reason: "csrfTokenNotLoaded", message: CSRF_TOKEN_NOT_LOADED });
    expect(seen).toEqual([]);
  });

  it.each(UNSAFE)("%s after a csrf call answered 403 still dies: no token was loaded", async (_call, row) => {
    server.use(http.get(claimsApiUrl("/api/csrf"), () => new HttpResponse(null, { status: 403 })));
    const api = httpApi();
    await Effect.runPromise(api.csrf);
    const defect = await defectOf(row.run(api));
    expect(defect).toMatchObject({ reason: "csrfTokenNotLoaded" });
  });

  it.each(UNSAFE)("%s sends the header named by the csrf answer with its token", async (_call, row) => {
    server.use(http.get(claimsApiUrl("/api/csrf"), () => HttpResponse.json({ requestHeaderName: "X-Custom-Csrf", requestToken: "tok-42" })));
    const seen: (string | null)[] = [];
    const api = httpApi();
    await Effect.runPromise(api.csrf);
    server.use(
      http.post(claimsApiUrl(row.path), ({ request }) => {
        seen.push(request.headers.get("X-Custom-Csrf"));
        return HttpResponse.json(row.call === "submit" ? HAPPY_ANSWERS.submitted("REF-1") : HAPPY_ANSWERS.authorize);
      })
    );
    await Effect.runPromise(row.run(api));
    expect(seen).toEqual(["tok-42"]);
  });

  it.each(UNSAFE)("%s made while the csrf call is answering waits for its token", async (_call, row) => {
    server.use(
      http.get(claimsApiUrl("/api/csrf"), async () => {
        await new Promise((later) => setTimeout(later, 100));
        return HttpResponse.json({ requestHeaderName: "X-Custom-Csrf", requestToken: "tok-late" });
      }),
      http.post(claimsApiUrl(row.path), () => HttpResponse.json(row.call === "submit" ? HAPPY_ANSWERS.submitted("REF-1") : HAPPY_ANSWERS.authorize))
    );
    const seen: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST") seen.push(request.headers.get("X-Custom-Csrf"));
    });
    const api = httpApi();
    const token = Effect.runPromise(api.csrf);
    await Effect.runPromise(row.run(api));
    await token;
    expect(seen).toEqual(["tok-late"]);
  });

  it("keeps the token per adapter: loading one adapter does not load another", async () => {
    const loaded = await loadedApi();
    await Effect.runPromise(loaded.sessionTimeout);
    const defect = await defectOf(httpApi().sessionTimeout);
    expect(defect).toMatchObject({ reason: "csrfTokenNotLoaded" });
  });

  it("uses the token of the latest csrf call", async () => {
    const api = await loadedApi();
    server.use(http.get(claimsApiUrl("/api/csrf"), () => HttpResponse.json({ requestHeaderName: TEST_CSRF_TOKEN.requestHeaderName, requestToken: "rotated" })));
    await Effect.runPromise(api.csrf);
    const seen = requestsSeen();
    const failure = await failureOf(api.sessionTimeout);
    expect(seen[0]?.headers.get(TEST_CSRF_TOKEN.requestHeaderName)).toBe("rotated");
    expect(failure).toMatchObject({ call: "sessionTimeout", status: 403 });
  });

  it("a fresh layer build starts without a token", async () => {
    const layer = claimsApiHttpLayer({ baseUrl: CLAIMS_API_TEST_ORIGIN, fetch: globalThis.fetch });
    await Effect.runPromise(ClaimsApi.use((api) => Effect.andThen(api.csrf, api.sessionTimeout)).pipe(Effect.provide(layer)));
    const defect = await defectOf(ClaimsApi.use((api) => api.sessionTimeout).pipe(Effect.provide(layer)));
    expect(defect).toMatchObject({ reason: "csrfTokenNotLoaded" });
  });
});

describe("authorize", () => {
  it.each(FORM_TYPES.map((type) => [type] as const))("posts %s credentials to its own address", async (formType) => {
    const api = await loadedApi();
    const seen = requestsSeen();
    await Effect.runPromise(api.authorize(formType, credentialsModel, null));
    const segment = { Standard: "standard", Lookup: "lookup", Automotive: "automotive", DocumentsUpload: "documents-upload" }[formType];
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([`POST ${CLAIMS_API_TEST_ORIGIN}/api/forms/${segment}/authorize`]);
  });

  it("sends the credentials model under a key and the captcha token as JSON", async () => {
    const api = await loadedApi();
    let body: unknown = null;
    let contentType: string | null = null;
    server.use(
      http.post(claimsApiUrl("/api/forms/standard/authorize"), async ({ request }) => {
        contentType = request.headers.get("Content-Type");
        body = await request.json();
        return HttpResponse.json(HAPPY_ANSWERS.authorize);
      })
    );
    const answer = await Effect.runPromise(api.authorize("Standard", credentialsModel, "captcha-token"));
    expect(answer).toEqual(HAPPY_ANSWERS.authorize);
    expect(contentType).toBe("application/json");
    expect(body).toEqual({
      credentials: {
        clientId: "credentials-AbCd1234",
        id: null,
        metadataHash: "h-credentials",
        metadata: { dtoMapping: "credentials" },
        fields: { noticeId: "N-1001", pin: "4321" }
      },
      reCaptchaResponse: "captcha-token"
    });
  });

  it("sends a missing captcha token as null", async () => {
    const api = await loadedApi();
    let body: unknown = null;
    server.use(
      http.post(claimsApiUrl("/api/forms/lookup/authorize"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ authorized: true });
      })
    );
    expect(await Effect.runPromise(api.authorize("Lookup", credentialsModel, null))).toEqual({ authorized: true });
    expect(body).toMatchObject({ reCaptchaResponse: null });
  });

  it.each([
    [400, HttpResponse.json({ authorized: false, error: "The notice id and PIN do not match." }, { status: 400 }), "The notice id and PIN do not match."],
    [401, HttpResponse.json({ authorized: false, error: "Captcha verification failed." }, { status: 401 }), "Captcha verification failed."],
    [401, HttpResponse.json("Not authorized", { status: 401 }), "Not authorized"],
    [400, HttpResponse.text("Bad credentials", { status: 400 }), "Bad credentials"],
    [400, new HttpResponse(null, { status: 400 }), null],
    [401, HttpResponse.json({ authorized: false, error: null }, { status: 401 }), null]
  ] as const)("a %i gives AuthorizationRefused with the server's error and no message", async (status, response, error) => {
    const api = await loadedApi();
    server.use(http.post(claimsApiUrl("/api/forms/standard/authorize"), () => response.clone()));
    const failure = await failureOf(api.authorize("Standard", credentialsModel, "t"));
    expect(failure).toBeInstanceOf(AuthorizationRefused);
    expect(failure).toMatchObject({ _tag: "AuthorizationRefused", status, error });
    expect(failure.message).toBe("");
  });

  it("a 429 gives AuthorizationRefused with the seconds to wait the answer names, or none", async () => {
    const api = await loadedApi();
    const locked = { authorized: false, error: "This notice ID is locked after too many failed attempts; try again in 2 minutes.", retryAfterSeconds: 95 };
    server.use(http.post(claimsApiUrl("/api/forms/standard/authorize"), () => HttpResponse.json(locked, { status: 429, headers: { "retry-after": "95" } })));
    expect(await failureOf(api.authorize("Standard", credentialsModel, "t"))).toMatchObject({
      _tag: "AuthorizationRefused",
      status: 429,
      error: locked.error,
      retryAfterSeconds: 95
    });
    server.use(http.post(claimsApiUrl("/api/forms/standard/authorize"), () => HttpResponse.json({ error: "slow down" }, { status: 429 })));
    expect(await failureOf(api.authorize("Standard", credentialsModel, "t"))).toMatchObject({ status: 429, retryAfterSeconds: null });
  });
});

describe("tracking and session timeout", () => {
  it("posts the tracking event as JSON", async () => {
    const api = await loadedApi();
    let body: unknown = null;
    server.use(
      http.post(claimsApiUrl("/api/telemetry/tracking"), async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      })
    );
    await Effect.runPromise(api.track({ formType: "Automotive", fieldKey: "VehicleVin", fieldValue: null }));
    expect(body).toEqual({ formType: "Automotive", fieldKey: "VehicleVin", fieldValue: null });
  });

  it("posts the session timeout with no body", async () => {
    const api = await loadedApi();
    let text: string | null = null;
    server.use(
      http.post(claimsApiUrl("/api/session-timeout"), async ({ request }) => {
        text = await request.text();
        return HttpResponse.json({ loggedOut: true });
      })
    );
    await expect(Effect.runPromise(api.sessionTimeout)).resolves.toBeUndefined();
    expect(text).toBe("");
  });
});
