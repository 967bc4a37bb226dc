// The safe calls of spec section 7 through the adapter against MSW: the exact paths and queries, and
// each answer decoded into what the port promises.
import { Effect, Option } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { claimsApiHttpLayer, makeClaimsApiHttp } from "../../../adapters/http/claims-api.http.ts";
import { ClaimsApi } from "../../../application/ports/claims-api.port.ts";
import { CLAIMS_API_TEST_ORIGIN, claimsApiUrl, HAPPY_ANSWERS, TEST_CSRF_TOKEN } from "../../support/msw/claims-api-handlers.ts";
import { httpApi } from "./claims-api-test-kit.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";

const server = useClaimsApiServer();

const run = <A, E>(effect: Effect.Effect<A, E>): Promise<A> => Effect.runPromise(effect);

/** Records the address of every request MSW sees. */
const seenAddresses = (): string[] => {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => {
    seen.push(request.url);
  });
  return seen;
};

describe("the safe calls, answered as a healthy server would", () => {
  it("csrf gives the header name and token", async () => {
    expect(await run(httpApi().csrf)).toEqual(Option.some(TEST_CSRF_TOKEN));
  });

  it("cultures gives the map of enabled cultures", async () => {
    expect(await run(httpApi().cultures)).toEqual(Option.some({ en: "English", es: "Español" }));
  });

  it("content gives the culture's key and value items", async () => {
    expect(await run(httpApi().content("es"))).toEqual(
      Option.some([{ key: "LocKey_Header_SessionTimeoutModal_01", value: "Su sesión está por expirar" }])
    );
  });

  it("deadlines gives the deadline response as sent", async () => {
    expect(await run(httpApi().deadlines)).toEqual(HAPPY_ANSWERS.deadlines);
  });

  it("deadlines also accepts the per-culture shape", async () => {
    const perCulture = {
      en: { projectTimeZone: "Pacific", deadlines: { claimFilingDeadline: { deadlineDateTime: "12/31/2099", redirectUrl: null } } },
      es: { redirectUrl: "https://example.com/es/plazo" }
    };
    server.use(http.get(claimsApiUrl("/api/deadlines"), () => HttpResponse.json(perCulture)));
    expect(await run(httpApi().deadlines)).toEqual(perCulture);
  });

  it("characterWhitelist gives the allowed characters", async () => {
    expect(await run(httpApi().characterWhitelist)).toEqual(Option.some(HAPPY_ANSWERS.characterWhitelist.allowedCharacters));
  });

  it("captchaSettings gives provider and site key, and an answer without a key decodes too", async () => {
    expect(await run(httpApi().captchaSettings)).toEqual(HAPPY_ANSWERS.captchaSettings);
    server.use(http.get(claimsApiUrl("/api/captcha"), () => HttpResponse.json({ provider: "recaptcha", siteKey: null })));
    expect(await run(httpApi().captchaSettings)).toEqual({ provider: "recaptcha", siteKey: null });
  });

  it("walletSettings reads /api/banking/paypal-settings by default", async () => {
    expect(await run(httpApi().walletSettings)).toEqual(HAPPY_ANSWERS.walletSettings);
  });

  it("walletSettings reads the configured segment instead", async () => {
    const seen = seenAddresses();
    server.use(http.get(claimsApiUrl("/api/banking/venmo-settings"), () => HttpResponse.json({ clientId: "v", enabled: false, loginUrl: "" })));
    expect(await run(httpApi("venmo-settings").walletSettings)).toEqual({ clientId: "v", enabled: false, loginUrl: "" });
    expect(seen).toEqual([`${CLAIMS_API_TEST_ORIGIN}/api/banking/venmo-settings`]);
  });

  it("modelConfig gives the configuration decoded by the domain", async () => {
    const items = Option.getOrThrow(await run(httpApi().modelConfig));
    expect(items.map((item) => item.metadata.dtoMapping)).toEqual(["credentials", "claimantInfo", "DocumentContexts", "claimTransactions", "signature"]);
    expect(items[0]?.fields[0]).toEqual({ key: "noticeId", label: "Notice ID", validations: [{ type: "required" }] });
  });

  it("signatureDate gives the date for the culture", async () => {
    expect(await run(httpApi().signatureDate("es"))).toBe("31/12/2099");
    expect(await run(httpApi().signatureDate("en"))).toBe("12/31/2099");
  });

  it("setLanguage succeeds on any 2xx, whatever the body", async () => {
    await expect(run(httpApi().setLanguage("es"))).resolves.toBeUndefined();
    server.use(http.get(claimsApiUrl("/api/culture/set-language"), () => HttpResponse.html("<p>ok</p>")));
    await expect(run(httpApi().setLanguage("es"))).resolves.toBeUndefined();
  });
});

describe("paths and queries", () => {
  it("asks exactly the addresses of section 7, each once", async () => {
    const seen = seenAddresses();
    const api = httpApi();
    await run(
      Effect.all([
        api.csrf,
        api.cultures,
        api.content("es"),
        api.setLanguage("es"),
        api.deadlines,
        api.characterWhitelist,
        api.captchaSettings,
        api.walletSettings,
        api.modelConfig,
        api.signatureDate("en")
      ])
    );
    expect(seen.map((address) => address.replace(CLAIMS_API_TEST_ORIGIN, ""))).toEqual([
      "/api/csrf",
      "/api/cultures",
      "/api/culture/content?culture=es",
      "/api/culture/set-language?culture=es",
      "/api/deadlines",
      "/api/characters-whitelist",
      "/api/captcha",
      "/api/banking/paypal-settings",
      "/api/forms/config",
      "/api/signature-date?culture=en"
    ]);
  });

  it("encodes a culture so it cannot change the query", async () => {
    let culture: string | null = "";
    let keys: string[] = [];
    server.use(
      http.get(claimsApiUrl("/api/culture/content"), ({ request }) => {
        const query = new URL(request.url).searchParams;
        culture = query.get("culture");
        keys = [...query.keys()];
        return HttpResponse.json([]);
      })
    );
    expect(await run(httpApi().content("en&admin=1 #x"))).toEqual(Option.some([]));
    expect(culture).toBe("en&admin=1 #x");
    expect(keys).toEqual(["culture"]);
  });

  it("asks for JSON", async () => {
    let accept: string | null = null;
    server.use(
      http.get(claimsApiUrl("/api/captcha"), ({ request }) => {
        accept = request.headers.get("Accept");
        return HttpResponse.json(HAPPY_ANSWERS.captchaSettings);
      })
    );
    await run(httpApi().captchaSettings);
    expect(accept).toBe("application/json");
  });

  it("joins a base address given with a trailing slash without doubling it", async () => {
    const seen = seenAddresses();
    const api = httpApi();
    const slashed = makeClaimsApiHttp({
      baseUrl: `${CLAIMS_API_TEST_ORIGIN}/`,
      fetch: globalThis.fetch
    });
    await run(slashed.deadlines);
    await run(api.deadlines);
    expect(seen).toEqual([`${CLAIMS_API_TEST_ORIGIN}/api/deadlines`, `${CLAIMS_API_TEST_ORIGIN}/api/deadlines`]);
  });
});

describe("the layer", () => {
  it("provides the ClaimsApi service over the given fetch", async () => {
    const layer = claimsApiHttpLayer({ baseUrl: CLAIMS_API_TEST_ORIGIN, fetch: globalThis.fetch });
    const token = await run(ClaimsApi.use((api) => api.csrf).pipe(Effect.provide(layer)));
    expect(token).toEqual(Option.some(TEST_CSRF_TOKEN));
  });
});
