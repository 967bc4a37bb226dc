// The tracking call and the session time-out: an event is decoded and stored with the server's time, only
// for a form the session is authorized for and under a rate limit, with its value only for a field the case
// lists and never for a credentials field; a bad one is refused naming what is wrong (and stored nowhere);
// logging out clears every form's cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore, TrackingRecord } from "../../../server/store/claim-store.port.ts";
import { buildTestApp, injectClient, openTestStore, setCookies, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { TRACKING_EVENTS_PER_SUBMIT } from "../../../server/http/rate-limit.ts";
import { ADA, credentialsOf, testCase } from "./http-case.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

/** The file's store, keeping a copy of every tracking event it records. */
const recordingStore = () => {
  const recorded: TrackingRecord[] = [];
  const recording: ClaimStore = {
    ...store,
    recordTracking: async (event) => {
      await store.recordTracking(event);
      recorded.push(event);
    }
  };
  return { recording, recorded };
};

const authorize = async (client: ReturnType<typeof injectClient>, segment: string): Promise<void> => {
  const response = await client.inject({ method: "POST", url: `/api/forms/${segment}/authorize`, payload: { credentials: { fields: credentialsOf(ADA) }, reCaptchaResponse: null } });
  expect(response.statusCode).toBe(200);
};

const TRACK_FIRST_NAME = { formType: "Standard", fieldKey: "FirstName", fieldValue: "Ada" };

describe("POST /api/telemetry/tracking", () => {
  it("stores the event with the server clock's time and answers 204", async () => {
    const { recording, recorded } = recordingStore();
    const { app, clock } = buildTestApp({ store: recording, claimsCase: testCase({ site: { trackedFields: ["firstName"] } }) });
    const client = injectClient(app);
    await client.loadCsrf();
    await authorize(client, "standard");
    for (const fieldValue of ["Ada", 3, true, null]) {
      const response = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: { formType: "Standard", fieldKey: "FirstName", fieldValue } });
      expect(response.statusCode).toBe(204);
    }
    expect(recorded.map((event) => event.fieldValue)).toEqual(["Ada", 3, true, null]);
    expect(recorded[0]).toEqual({ formType: "Standard", fieldKey: "FirstName", fieldValue: "Ada", receivedAt: clock.now() });
    await app.close();
  });

  it("keeps only that a field was completed, without its value, for a field the case does not list", async () => {
    const { recording, recorded } = recordingStore();
    const { app } = buildTestApp({ store: recording, claimsCase: testCase({ site: { trackedFields: ["firstName"] } }) });
    const client = injectClient(app);
    await client.loadCsrf();
    await authorize(client, "standard");
    const response = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: { formType: "Standard", fieldKey: "LastName", fieldValue: "Lovelace" } });
    expect(response.statusCode).toBe(204);
    expect(recorded.map(({ fieldKey, fieldValue }) => [fieldKey, fieldValue])).toEqual([["LastName", null]]);
    await app.close();
  });

  it("refuses an event for a credentials field and stores nothing, even when the case lists it", async () => {
    const { recording, recorded } = recordingStore();
    const { app } = buildTestApp({ store: recording, claimsCase: testCase({ site: { trackedFields: ["pin"] } }) });
    const client = injectClient(app);
    await client.loadCsrf();
    await authorize(client, "standard");
    for (const fieldKey of ["Pin", "NoticeId"]) {
      const response = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: { formType: "Standard", fieldKey, fieldValue: "205647" } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe("fieldKey: credentials fields are never tracked.");
    }
    expect(recorded).toEqual([]);
    await app.close();
  });

  it.each([
    ["no field key", { formType: "Standard", fieldValue: "x" }, /fieldKey/],
    ["an empty form type", { formType: "", fieldKey: "A", fieldValue: "x" }, /formType/],
    ["an object for a value", { formType: "Standard", fieldKey: "A", fieldValue: { nested: 1 } }, /fieldValue/],
    ["a value too long", { formType: "Standard", fieldKey: "A", fieldValue: "x".repeat(4001) }, /fieldValue/],
    ["a list for a body", [1, 2], /the body/],
    ["a value holding U+0000", { formType: "Standard", fieldKey: "A", fieldValue: "a\u0000b" }, /U\+0000/],
    ["a value holding a lone surrogate", { formType: "Standard", fieldKey: "A", fieldValue: "x\ud800y" }, /^fieldValue: .*unpaired surrogates/]
  ])("refuses %s with a 400 naming it, storing nothing", async (_name, payload, named) => {
    const { recording, recorded } = recordingStore();
    const { app } = buildTestApp({ store: recording, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    await authorize(client, "standard");
    const response = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(named);
    expect(recorded).toEqual([]);
    await app.close();
  });
});

describe("tracking needs the event's form authorized", () => {
  it("refuses with a 401 an event without any authorization, or with another form's, storing nothing", async () => {
    const { recording, recorded } = recordingStore();
    const { app } = buildTestApp({ store: recording, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    expect((await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: TRACK_FIRST_NAME })).statusCode).toBe(401);
    await authorize(client, "documents-upload");
    expect((await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: TRACK_FIRST_NAME })).statusCode).toBe(401);
    const unknown = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: { ...TRACK_FIRST_NAME, formType: "Secret" } });
    expect(unknown.statusCode).toBe(400);
    expect(recorded).toEqual([]);
    await authorize(client, "standard");
    expect((await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: TRACK_FIRST_NAME })).statusCode).toBe(204);
    expect(recorded).toHaveLength(1);
    await app.close();
  });

  it("refuses once the session's authorization has been cleared", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    await authorize(client, "standard");
    expect((await client.inject({ method: "POST", url: "/api/session-timeout" })).statusCode).toBe(204);
    expect((await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: TRACK_FIRST_NAME })).statusCode).toBe(401);
    await app.close();
  });
});

describe("tracking is rate limited per client address", () => {
  it("answers 429 with Retry-After past the tracking limit, storing nothing more, and leaves submit's own count alone", async () => {
    const { recording, recorded } = recordingStore();
    const limits = { windowSeconds: 60, authorizePerWindow: 1000, submitPerWindow: 2 };
    const { app } = buildTestApp({ store: recording, claimsCase: testCase({ site: { rateLimits: limits } }) });
    const client = injectClient(app, "198.51.100.77");
    await client.loadCsrf();
    await authorize(client, "standard");
    const limit = limits.submitPerWindow * TRACKING_EVENTS_PER_SUBMIT;
    for (let event = 0; event < limit; event += 1) {
      expect((await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: TRACK_FIRST_NAME })).statusCode).toBe(204);
    }
    const refused = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: TRACK_FIRST_NAME });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(recorded).toHaveLength(limit);
    const submit = await client.inject({ method: "POST", url: "/api/forms/standard", headers: { "idempotency-key": "tracking-limit-0001" } });
    expect(submit.statusCode).not.toBe(429);
    await app.close();
  });
});

describe("POST /api/session-timeout", () => {
  it("clears the authorization cookie of every form type, and the cookie saying it was set, and answers 204", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    const response = await client.inject({ method: "POST", url: "/api/session-timeout" });
    expect(response.statusCode).toBe(204);
    const cleared = setCookies(response);
    expect([...cleared.keys()].sort()).toEqual([
      "claims-auth-automotive",
      "claims-auth-documents-upload",
      "claims-auth-lookup",
      "claims-auth-standard",
      "claims-held-automotive",
      "claims-held-documents-upload",
      "claims-held-lookup",
      "claims-held-standard"
    ]);
    expect([...cleared.values()].every((value) => value === null)).toBe(true);
    await app.close();
  });
});
