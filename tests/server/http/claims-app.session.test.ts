// The tracking call and the session time-out: an event is decoded and stored with the server's time,
// a bad one refused naming what is wrong (and stored nowhere); logging out clears every form's cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore, TrackingRecord } from "../../../server/store/claim-store.port.ts";
import { buildTestApp, injectClient, openTestStore, setCookies, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { testCase } from "./http-case.ts";

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

describe("POST /api/telemetry/tracking", () => {
  it("stores the event with the server clock's time and answers 204", async () => {
    const { recording, recorded } = recordingStore();
    const { app, clock } = buildTestApp({ store: recording, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    for (const fieldValue of ["Ada", 3, true, null]) {
      const response = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload: { formType: "Standard", fieldKey: "FirstName", fieldValue } });
      expect(response.statusCode).toBe(204);
    }
    expect(recorded.map((event) => event.fieldValue)).toEqual(["Ada", 3, true, null]);
    expect(recorded[0]).toEqual({ formType: "Standard", fieldKey: "FirstName", fieldValue: "Ada", receivedAt: clock.now() });
    await app.close();
  });

  it.each([
    ["no field key", { formType: "Standard", fieldValue: "x" }, /fieldKey/],
    ["an empty form type", { formType: "", fieldKey: "A", fieldValue: "x" }, /formType/],
    ["an object for a value", { formType: "Standard", fieldKey: "A", fieldValue: { nested: 1 } }, /fieldValue/],
    ["a value too long", { formType: "Standard", fieldKey: "A", fieldValue: "x".repeat(4001) }, /fieldValue/],
    ["a list for a body", [1, 2], /the body/],
    ["a value holding U+0000", { formType: "Standard", fieldKey: "A", fieldValue: "a\u0000b" }, /U\+0000/]
  ])("refuses %s with a 400 naming it, storing nothing", async (_name, payload, named) => {
    const { recording, recorded } = recordingStore();
    const { app } = buildTestApp({ store: recording, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    const response = await client.inject({ method: "POST", url: "/api/telemetry/tracking", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(named);
    expect(recorded).toEqual([]);
    await app.close();
  });
});

describe("POST /api/session-timeout", () => {
  it("clears the authorization cookie of every form type and answers 204", async () => {
    const { app } = buildTestApp({ store, claimsCase: testCase() });
    const client = injectClient(app);
    await client.loadCsrf();
    const response = await client.inject({ method: "POST", url: "/api/session-timeout" });
    expect(response.statusCode).toBe(204);
    const cleared = setCookies(response);
    expect([...cleared.keys()].sort()).toEqual(["claims-auth-automotive", "claims-auth-documents-upload", "claims-auth-lookup", "claims-auth-standard"]);
    expect([...cleared.values()].every((value) => value === null)).toBe(true);
    await app.close();
  });
});
