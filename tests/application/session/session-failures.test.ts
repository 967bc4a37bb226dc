// How the ClaimSession meets the failures of spec sections 6 and 8: "not available" answers, each call's
// catalogue message, refusals, a payment-election mismatch, a lost reference code and misuse.
import { http, HttpResponse, type JsonBodyType } from "msw";
import { Effect } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeveloperError } from "../../../application/developer-error.ts";
import {
  PROBLEM_OCCURED_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  SUBMISSION_DEFAULT_ERROR_KEY,
  SUBMISSION_FAILED_MESSAGE
} from "../../../application/errors.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { BUSY_SENDS } from "../../../application/use-cases/submit-claim.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";
import { standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();
const idempotencyKeys: (string | null)[] = [];

afterEach(() => {
  idempotencyKeys.length = 0;
});

const answer = (path: string, status: number, body: JsonBodyType = { error: "nope" }, method: "get" | "post" = "get") =>
  http[method](claimsApiUrl(path), () => HttpResponse.json(body, { status }));

const withStandardConfig = () => {
  server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(standardClaimConfig())));
};

/** A started, authorized Standard session on the claim summary with every page answered. */
const onClaimSummary = async (session: ClaimSession) => {
  await session.start();
  await session.initializeForm("Standard");
  const credentials = clientIdOf(session, "credentials");
  await session.editField(credentials, "noticeId", "NWD-10000002");
  await session.editField(credentials, "pin", "730158");
  await session.authorize("Standard");
  await session.next();
  await session.editField(clientIdOf(session, "claimantInfo"), "lastName", "Hopper");
  await session.next();
  const details = clientIdOf(session, "claimDetails");
  await session.editField(details, "purchaseDate", "1/2/2026");
  await session.editField(details, "units", 2);
  await session.next();
  await session.editField(clientIdOf(session, "signature"), "signature", "Grace Hopper");
  expect(session.getSnapshot().navigation.page?.path).toBe("/standard/claim-summary");
};

describe("start-up", () => {
  it("treats a 403 on CSRF, cultures, config and whitelist as not available, silently", async () => {
    server.use(
      answer("/api/csrf", 403),
      answer("/api/cultures", 403),
      answer("/api/forms/config", 403),
      answer("/api/characters-whitelist", 403)
    );
    const { session } = testSession();
    await session.start({ fromQuery: "es" });
    const state = session.getSnapshot();
    expect(state).toMatchObject({ started: true, csrf: null, cultures: {}, culture: "en", models: null, modelConfig: null, characterWhitelist: null });
    expect(state.errorInfo.showError).toBe(false);
  });

  it("ends without waiting for the token, and an authorize sent meanwhile waits for it and carries it", async () => {
    withStandardConfig();
    let release: () => void = () => undefined;
    const tokenHeld = new Promise<void>((released) => (release = released));
    const headers: (string | null)[] = [];
    server.use(
      http.get(claimsApiUrl("/api/csrf"), async () => {
        await tokenHeld;
        return HttpResponse.json({ requestHeaderName: "X-XSRF-TOKEN", requestToken: "late-token" });
      }),
      http.post(claimsApiUrl("/api/forms/standard/authorize"), ({ request }) => {
        headers.push(request.headers.get("X-XSRF-TOKEN"));
        return undefined;
      })
    );
    const { session } = testSession();
    await session.start();
    expect(session.getSnapshot()).toMatchObject({ started: true, csrf: null });
    await session.initializeForm("Standard");
    const credentials = clientIdOf(session, "credentials");
    await session.editField(credentials, "noticeId", "NWD-10000002");
    await session.editField(credentials, "pin", "730158");
    const authorized = session.authorize("Standard");
    await new Promise((later) => setTimeout(later, 50));
    expect(headers).toEqual([]);
    release();
    await authorized;
    expect(headers).toEqual(["late-token"]);
    expect(session.getSnapshot().csrf).toMatchObject({ requestToken: "late-token" });
  });

  it("only logs a CSRF failure", async () => {
    server.use(answer("/api/csrf", 500));
    const { session } = testSession();
    await session.start();
    expect(session.getSnapshot().errorInfo.showError).toBe(false);
    expect(session.getSnapshot().csrf).toBeNull();
  });

  it("shows the deadlines message for a deadline it cannot read, and goes on", async () => {
    server.use(answer("/api/deadlines", 200, { deadlines: { globalDeadline: { timeZone: "Mars", deadline: "12/31/2099" } } }));
    const { session } = testSession();
    await session.start();
    expect(session.getSnapshot()).toMatchObject({ started: true, deadlineSettings: {}, errorInfo: { showError: true, message: PROBLEM_OCCURED_MESSAGE } });
  });

  it("asks for everything at once, the content as soon as the cultures answer: no call waits for another's answer", async () => {
    const asked = new Set<string>();
    server.events.on("request:start", ({ request }) => {
      asked.add(new URL(request.url).pathname);
    });
    const everyOther = ["/api/csrf", "/api/cultures", "/api/culture/content", "/api/captcha", "/api/banking/paypal-settings", "/api/forms/config", "/api/characters-whitelist"];
    let othersAskedFirst = false;
    // The deadlines answer waits until every other call has been asked; were they one after another, it never would.
    server.use(
      http.get(claimsApiUrl("/api/deadlines"), async () => {
        for (let waited = 0; waited < 100 && !everyOther.every((path) => asked.has(path)); waited += 1) await new Promise((tick) => setTimeout(tick, 20));
        othersAskedFirst = everyOther.every((path) => asked.has(path));
        return undefined;
      })
    );
    const { session } = testSession();
    await session.start({ fromQuery: "es" });
    expect(othersAskedFirst).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ started: true, culture: "es", errorInfo: { showError: false } });
    expect(session.getSnapshot().deadlineSettings).not.toEqual({});
  });

  it("takes failed calls in the spec's order, whichever answered first: the last in that order has its message shown", async () => {
    server.use(
      http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json({ error: "nope" }, { status: 500 })),
      http.get(claimsApiUrl("/api/deadlines"), async () => {
        await new Promise((later) => setTimeout(later, 200));
        return HttpResponse.json({ error: "nope" }, { status: 500 });
      })
    );
    const { session } = testSession();
    await session.start();
    // The config failed first and the deadlines later; in the spec's order the deadlines come first, so the config's message stays.
    expect(session.getSnapshot().errorInfo).toEqual({ showError: true, header: "", message: REQUEST_FAILED_MESSAGE });
  });

  it("asks a failed model configuration and whitelist again on entering a form page, and the form then has its fields", async () => {
    let configCalls = 0;
    let failing = true;
    server.use(
      http.get(claimsApiUrl("/api/forms/config"), () => {
        configCalls += 1;
        return failing ? HttpResponse.json({ error: "nope" }, { status: 503 }) : HttpResponse.json(standardClaimConfig());
      }),
      http.get(claimsApiUrl("/api/characters-whitelist"), () => (failing ? HttpResponse.json({ error: "nope" }, { status: 500 }) : HttpResponse.json({ allowedCharacters: "a-z" })))
    );
    const { session } = testSession();
    await session.start();
    expect(session.getSnapshot()).toMatchObject({ modelConfig: null, models: null, failedSetup: ["modelConfig", "characterWhitelist"] });
    // Still failing: the messages are shown again (the whitelist's, asked last, stays), and nothing else changes.
    await session.dismissError();
    await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
    expect(session.getSnapshot()).toMatchObject({ modelConfig: null, errorInfo: { showError: true, message: PROBLEM_OCCURED_MESSAGE } });
    expect(configCalls).toBe(2);
    failing = false;
    await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
    const state = session.getSnapshot();
    expect(state.failedSetup).toEqual([]);
    expect(state.modelConfig).not.toBeNull();
    expect(clientIdOf(session, "credentials")).toMatch(/^credentials/);
    expect(state.characterWhitelist).toBe("a-z");
    // Once loaded, they are not asked again.
    await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
    expect(configCalls).toBe(3);
  });

  it.each([
    ["/api/deadlines", PROBLEM_OCCURED_MESSAGE],
    ["/api/captcha", PROBLEM_OCCURED_MESSAGE],
    ["/api/banking/paypal-settings", PROBLEM_OCCURED_MESSAGE],
    ["/api/cultures", PROBLEM_OCCURED_MESSAGE],
    ["/api/culture/content", PROBLEM_OCCURED_MESSAGE],
    ["/api/forms/config", REQUEST_FAILED_MESSAGE]
  ])("shows the catalogue message when %s fails, and goes on", async (path, message) => {
    server.use(answer(path, 500));
    const { session } = testSession();
    await session.start();
    const state = session.getSnapshot();
    expect(state.errorInfo).toEqual({ showError: true, header: "", message });
    expect(state.started).toBe(true);
  });
});

describe("authorize", () => {
  it("keeps a 401's error and shows no message", async () => {
    withStandardConfig();
    server.use(answer("/api/forms/standard/authorize", 401, { error: "The PIN does not match." }, "post"));
    const { session } = testSession();
    await session.start();
    await session.initializeForm("Standard");
    const credentials = clientIdOf(session, "credentials");
    await session.editField(credentials, "noticeId", "NWD-10000001");
    await session.editField(credentials, "pin", "000000");
    expect(await session.authorize("Standard")).toEqual({ authorized: false, issues: [], error: "The PIN does not match.", refusal: "credentials" });
    const state = session.getSnapshot();
    expect(state.authorized).toMatchObject({ Standard: false, errorMessage: "The PIN does not match." });
    expect(state.errorInfo.showError).toBe(false);
    expect(state.navigation.page?.path).toBe("/standard");
  });

  it("stores a server error, shows it in the error display, and goes to /error when the setting says so", async () => {
    withStandardConfig();
    server.use(answer("/api/forms/standard/authorize", 500, {}, "post"));
    const { session } = testSession();
    await session.start();
    await session.initializeForm("Standard");
    const credentials = clientIdOf(session, "credentials");
    await session.editField(credentials, "noticeId", "NWD-10000001");
    await session.editField(credentials, "pin", "482913");
    expect(await session.authorize("Standard")).toMatchObject({ authorized: false, error: PROBLEM_OCCURED_MESSAGE });
    expect(session.getSnapshot().authorized.errorMessage).toBe(PROBLEM_OCCURED_MESSAGE);
    expect(session.getSnapshot().errorInfo).toEqual({ showError: true, header: "", message: PROBLEM_OCCURED_MESSAGE });
    expect(session.getSnapshot().navigation.activeForm).toBeNull();
  });

  it("refuses to run while captcha is on and gives no token", async () => {
    withStandardConfig();
    const { session } = testSession({ captchaToken: null });
    await session.start();
    await session.initializeForm("Standard");
    const credentials = clientIdOf(session, "credentials");
    await session.editField(credentials, "noticeId", "NWD-10000001");
    await session.editField(credentials, "pin", "482913");
    const error = await session.authorize("Standard").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DeveloperError);
    expect(error).toMatchObject({ reason: "captchaTokenRequired" });
  });
});

/** On the claim summary of a server whose first submit fails with a 503; every key sent is recorded. */
const onClaimSummaryFailingOnce = async (): Promise<ClaimSession> => {
  withStandardConfig();
  let calls = 0;
  server.use(
    http.post(claimsApiUrl("/api/forms/standard"), ({ request }) => {
      idempotencyKeys.push(request.headers.get("Idempotency-Key"));
      calls += 1;
      return calls === 1 ? HttpResponse.json({}, { status: 503 }) : undefined;
    })
  );
  const { session } = testSession({ settings: { redirectOnError: false } });
  await onClaimSummary(session);
  return session;
};

describe("submit", () => {
  it("sets the invalid wallet verification flag on a payment-election mismatch", async () => {
    withStandardConfig();
    server.use(answer("/api/forms/standard", 400, { submitted: false, nonMatchingPaymentElection: true, error: "Verify again." }, "post"));
    const { session } = testSession();
    await onClaimSummary(session);
    const result = await session.submit();
    expect(result).toMatchObject({ submitted: false, outcome: { type: "paymentElectionMismatch", error: "Verify again." } });
    const state = session.getSnapshot();
    expect(state.walletSettings?.invalidPayPalVerification).toBe(true);
    expect(state.errorInfo.showError).toBe(false);
    expect(state.client.isSubmitting).toBe(false);
    expect(state.navigation.page?.path).toBe("/standard/claim-summary");
    expect(state.idempotencyKey).toBeNull();
  });

  it("shows the submission message on a server error and retries under the same idempotency key", async () => {
    const session = await onClaimSummaryFailingOnce();
    expect(await session.submit()).toMatchObject({ submitted: false, outcome: { type: "noResponse" } });
    expect(session.getSnapshot().errorInfo).toMatchObject({ showError: true, message: SUBMISSION_FAILED_MESSAGE });
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard/claim-summary");
    expect(await session.submit()).toMatchObject({ submitted: true });
    expect(idempotencyKeys).toHaveLength(2);
    expect(idempotencyKeys[0]).not.toBeNull();
    expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
    expect(session.getSnapshot().idempotencyKey).toBeNull();
  });

  it("sends a claim the server shed (503 with retryAfterSeconds) again under the same key when it said, telling the claimant", async () => {
    withStandardConfig();
    let calls = 0;
    server.use(
      http.post(claimsApiUrl("/api/forms/standard"), ({ request }) => {
        idempotencyKeys.push(request.headers.get("Idempotency-Key"));
        calls += 1;
        return calls <= 2 ? HttpResponse.json({ submitted: false, error: "busy", retryAfterSeconds: 3 }, { status: 503 }) : undefined;
      })
    );
    const { session, clock } = testSession();
    await onClaimSummary(session);
    const submitted = session.submit();
    for (const sends of [1, 2]) {
      await vi.waitFor(() => {
        expect(clock.pendingSleeps()).toBe(1);
      });
      expect(idempotencyKeys).toHaveLength(sends);
      expect(session.getSnapshot().client).toMatchObject({ isSubmitting: true, submitRetryInSeconds: 3 });
      await Effect.runPromise(clock.advance(2_999));
      expect(idempotencyKeys).toHaveLength(sends);
      await Effect.runPromise(clock.advance(1));
    }
    expect(await submitted).toMatchObject({ submitted: true });
    expect(idempotencyKeys).toHaveLength(3);
    expect(new Set(idempotencyKeys).size).toBe(1);
    expect(session.getSnapshot().client).toMatchObject({ isSubmitting: false, submitRetryInSeconds: null });
    expect(session.getSnapshot().errorInfo.showError).toBe(false);
  });

  it("gives up after five shed sends, keeping the key for the claimant's own retry", async () => {
    withStandardConfig();
    server.use(
      http.post(claimsApiUrl("/api/forms/standard"), ({ request }) => {
        idempotencyKeys.push(request.headers.get("Idempotency-Key"));
        return HttpResponse.json({ submitted: false, error: "busy", retryAfterSeconds: 600 }, { status: 503 });
      })
    );
    const { session, clock } = testSession({ settings: { redirectOnError: false } });
    await onClaimSummary(session);
    const submitted = session.submit();
    for (const sends of [1, 2, 3, 4]) {
      await vi.waitFor(() => {
        expect(clock.pendingSleeps()).toBe(1);
      });
      // Never more than 30 seconds, whatever the server says.
      expect([idempotencyKeys.length, session.getSnapshot().client.submitRetryInSeconds]).toEqual([sends, 30]);
      await Effect.runPromise(clock.advance(30_000));
    }
    expect(await submitted).toMatchObject({ submitted: false, outcome: { type: "noResponse" } });
    expect(idempotencyKeys).toHaveLength(BUSY_SENDS);
    expect(session.getSnapshot().errorInfo).toMatchObject({ showError: true, message: SUBMISSION_FAILED_MESSAGE });
    expect(session.getSnapshot().idempotencyKey?.key).toBe(idempotencyKeys[0]);
    expect(session.getSnapshot().client.submitRetryInSeconds).toBeNull();
  });

  it("sends a claim changed after a failed attempt under a new key", async () => {
    const session = await onClaimSummaryFailingOnce();
    expect(await session.submit()).toMatchObject({ submitted: false });
    await session.editField(clientIdOf(session, "signature"), "signature", "Grace B. Hopper");
    expect(await session.submit()).toMatchObject({ submitted: true });
    expect(idempotencyKeys).toHaveLength(2);
    expect(idempotencyKeys[1]).not.toBe(idempotencyKeys[0]);
  });

  it("shows the default submission error when no reference code comes back", async () => {
    withStandardConfig();
    server.use(answer("/api/forms/standard", 200, { submitted: true, referenceCodeForm: null }, "post"));
    const { session } = testSession();
    await onClaimSummary(session);
    expect(await session.submit()).toMatchObject({ submitted: false, outcome: { type: "missingReferenceCode" } });
    expect(session.getSnapshot().errorInfo).toMatchObject({ showError: true, message: SUBMISSION_DEFAULT_ERROR_KEY });
    expect(session.getSnapshot().referenceCodes).toEqual({});
  });

  it("refuses a second submit while one is in progress", async () => {
    withStandardConfig();
    const { session } = testSession();
    await onClaimSummary(session);
    const first = session.submit();
    const second = await session.submit().catch((thrown: unknown) => thrown);
    expect(second).toMatchObject({ name: "DeveloperError", reason: "alreadySubmitting" });
    expect(await first).toMatchObject({ submitted: true });
  });

  it("validates every page the claim passes, also those reached by skipping", async () => {
    withStandardConfig();
    const { session } = testSession();
    await session.start();
    await session.initializeForm("Standard");
    const credentials = clientIdOf(session, "credentials");
    await session.editField(credentials, "noticeId", "NWD-10000002");
    await session.editField(credentials, "pin", "730158");
    await session.authorize("Standard");
    await session.skipToPage("summary");
    await session.editField(clientIdOf(session, "signature"), "signature", "Grace Hopper");
    const result = await session.submit();
    expect(result.submitted).toBe(false);
    expect(result.issues.map((found) => [found.path[1], found.code])).toEqual([
      ["lastName", "required"],
      ["purchaseDate", "required"],
      ["units", "required"]
    ]);
  });

  it("does not send a claim whose page is invalid", async () => {
    withStandardConfig();
    const { session } = testSession();
    await onClaimSummary(session);
    await session.editField(clientIdOf(session, "signature"), "signature", "");
    const result = await session.submit();
    expect(result).toEqual({ submitted: false, outcome: null, captchaFailed: false, issues: [expect.objectContaining({ code: "required" })] });
  });
});
