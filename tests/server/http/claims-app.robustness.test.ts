// Whatever a client sends, the answer is JSON and never a 5xx: random JSON to the JSON calls, random
// field values in every model of a claim, JSON nested deeper than any parser likes, random bytes as a
// multipart body. A claim is filed only when it passes; everything else is refused with a reason.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { BOUNDARY, type BodyPart, standardClaimParts } from "./claim-body.ts";
import { testCase } from "./http-case.ts";
import { freshKey, type Submitter, submitBody, submitter } from "./submit-kit.ts";

let store: ClaimStore;
let claimant: Submitter;

/** Property runs make thousands of attempts from one address: the limits must not be what answers. */
const UNLIMITED = testCase({ site: { rateLimits: { windowSeconds: 60, authorizePerWindow: 1_000_000, submitPerWindow: 1_000_000 } } });

beforeAll(async () => {
  store = await openTestStore();
  claimant = await submitter(store, { claimsCase: UNLIMITED });
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await claimant.app.close();
  await store.close();
});

const fieldValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom("", " ", "12/31/1999", "PayPal", "ada@example.com"));
const fields = fc.dictionary(fc.constantFrom("firstName", "lastName", "purchaseDate", "paymentMethod", "paypalEmail", "signature", "noticeId", "pin", "extra"), fieldValue);

/** Each property makes hundreds of requests against the store: seconds of work, more on a busy machine. */
const PROPERTY_TIMEOUT_MS = 120_000;

const isJsonAnswer = (response: { statusCode: number; headers: Record<string, unknown> }): boolean =>
  response.statusCode < 500 && (response.statusCode === 204 || String(response.headers["content-type"]).startsWith("application/json"));

describe("random input", () => {
  it("to authorize and tracking is answered below 500, in JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom("/api/forms/standard/authorize", "/api/forms/lookup/authorize", "/api/telemetry/tracking"), async (payload, url) => {
        const response = await claimant.client.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) });
        expect(isJsonAnswer(response), `${response.statusCode} ${response.body}`).toBe(true);
      })
    );
  }, PROPERTY_TIMEOUT_MS);

  it("in the fields of a claim is filed or refused with its issues, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fields, fields, fields, fields, async (claimantInfo, claimDetails, signature, credentials) => {
        const response = await claimant.submit("standard", standardClaimParts({ claimantInfo, claimDetails, signature, credentials }));
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) {
          const body = submitBody(response);
          expect(body.nonMatchingPaymentElection || (body.issues ?? []).length > 0, response.body).toBe(true);
        }
      })
    );
  }, PROPERTY_TIMEOUT_MS);

  it("as a multipart body is refused in JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => {
        const payload = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="signature"\r\n\r\n`), bytes]);
        const response = await claimant.client.inject({
          method: "POST",
          url: "/api/forms/standard",
          headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "idempotency-key": freshKey() },
          payload
        });
        expect(isJsonAnswer(response), `${response.statusCode} ${response.body}`).toBe(true);
        expect(response.statusCode).not.toBe(200);
      }),
      { numRuns: 1000 }
    );
  }, PROPERTY_TIMEOUT_MS);
});

describe("JSON nested deeper than any parser likes", () => {
  const deep = (levels: number): string => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("is refused as a JSON body", async () => {
    const response = await claimant.client.inject({ method: "POST", url: "/api/telemetry/tracking", headers: { "content-type": "application/json" }, payload: deep(7_000) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(isJsonAnswer(response)).toBe(true);
  });

  const withPrepopulated = (value: string): BodyPart[] => [...standardClaimParts().filter((part) => part.name !== "prepopulatedData"), { name: "prepopulatedData", value }];

  it("is refused as a claim part, naming it", async () => {
    const response = await claimant.submit("standard", withPrepopulated(deep(30_000)));
    expect(response.statusCode).toBe(400);
    expect(submitBody(response).issues?.[0]?.path[0]).toBe("prepopulatedData");
  });

  it("is refused unread when it is longer than a text part may be", async () => {
    const response = await claimant.submit("standard", withPrepopulated(deep(60_000)));
    expect(response.statusCode).toBe(413);
    expect(submitBody(response).problems).toEqual([expect.objectContaining({ code: "partTooLarge", part: "prepopulatedData" })]);
  });
});
