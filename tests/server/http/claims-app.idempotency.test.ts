// Idempotency on submit: a retry with the same key and body gets the first answer again (a refusal too),
// the same key with another body is a 422, a duplicate sent while the first is still being filed is a
// 409, a holder whose lease ran out is taken over, and a submit that failed with a 5xx frees its key so the
// retry runs at once; however they race, one claim is filed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAcceptListCaptchaVerifier } from "../../../server/captcha/captcha-verifier.accept-list.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { GOOD_CAPTCHA_TOKEN, openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { documentsClaimParts, receipt, standardClaimParts } from "./claim-body.ts";
import { freshKey, gatedStore, submitBody, submitter } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});


describe("a retried submit", () => {
  it("gets the first answer again and files nothing more", async () => {
    const { app, submit } = await submitter(store);
    const key = freshKey();
    const first = await submit("standard", standardClaimParts(), key);
    const before = await store.countClaims();
    const again = await submit("standard", standardClaimParts(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await store.countClaims()).toBe(before);
    await app.close();
  });

  it("is the same claim when only its captcha token changed", async () => {
    const { app, submit } = await submitter(store, { production: true, captchaVerifier: makeAcceptListCaptchaVerifier([GOOD_CAPTCHA_TOKEN, "second-challenge"]) });
    const key = freshKey();
    const first = await submit("standard", standardClaimParts({ captcha: GOOD_CAPTCHA_TOKEN }), key);
    const again = await submit("standard", standardClaimParts({ captcha: "second-challenge" }), key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await app.close();
  });

  it("gets a refusal again: refusals are kept under the key", async () => {
    const { app, submit } = await submitter(store);
    const key = freshKey();
    const parts = standardClaimParts({ claimDetails: { paymentMethod: "PayPal", paypalEmail: "someone@example.com" } });
    const first = await submit("standard", parts, key);
    expect(first.statusCode).toBe(400);
    const again = await submit("standard", parts, key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    await app.close();
  });
});

describe("a submit that failed on the server", () => {
  it("frees its key: the retry under the same key runs at once and files the claim once", async () => {
    let failures = 1;
    // The filing fails once, as a database that went away mid-transaction would (nothing is committed).
    const failingOnce: ClaimStore = {
      ...store,
      fileClaim: (...filing) => {
        if (failures > 0) {
          failures -= 1;
          return Promise.reject(new Error("the connection to the database was lost"));
        }
        return store.fileClaim(...filing);
      }
    };
    const { app, submit } = await submitter(failingOnce);
    const key = freshKey();
    const before = await store.countClaims();
    const failed = await submit("standard", standardClaimParts(), key);
    expect(failed.statusCode).toBe(500);
    const retried = await submit("standard", standardClaimParts(), key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ submitted: boolean }>().submitted).toBe(true);
    expect(await store.countClaims()).toBe(before + 1);
    // And the key now answers with that claim.
    const again = await submit("standard", standardClaimParts(), key);
    expect(again.json()).toEqual(retried.json());
    expect(await store.countClaims()).toBe(before + 1);
    await app.close();
  });
});

describe("the same key", () => {
  it("with another body, or on another form, is a 422 and files nothing", async () => {
    const { app, submit } = await submitter(store, { authorized: ["standard", "documents-upload"] });
    const key = freshKey();
    expect((await submit("standard", standardClaimParts(), key)).statusCode).toBe(200);
    const before = await store.countClaims();
    const changed = await submit("standard", standardClaimParts({ signature: { signature: "A. Lovelace" } }), key);
    expect(changed.statusCode).toBe(422);
    expect(submitBody(changed)).toMatchObject({ submitted: false, error: expect.stringMatching(/Idempotency-Key/) as unknown });
    const otherForm = await submit("documents-upload", documentsClaimParts([receipt(1)]), key);
    expect(otherForm.statusCode).toBe(422);
    expect(await store.countClaims()).toBe(before);
    await app.close();
  });

  it("sent while the first is still being filed is a 409 with Retry-After; afterwards it is the first's answer", async () => {
    const gated = gatedStore(store);
    const { app, submit } = await submitter(gated.store);
    const key = freshKey();
    const first = submit("standard", standardClaimParts(), key);
    await gated.reached;
    const duplicate = await submit("standard", standardClaimParts(), key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers["retry-after"]).toBe("1");
    gated.open();
    const filed = await first;
    expect(filed.statusCode).toBe(200);
    const later = await submit("standard", standardClaimParts(), key);
    expect(later.json()).toEqual(filed.json());
    await app.close();
  });

  it("is taken over once the first holder's lease has run out, and both end with the one claim", async () => {
    const gated = gatedStore(store);
    const { app, clock, submit } = await submitter(gated.store, { idempotencyLeaseMs: 5_000 });
    const key = freshKey();
    const stuck = submit("standard", standardClaimParts(), key);
    await gated.reached;
    clock.advance(5_001);
    const before = await store.countClaims();
    const retry = await submit("standard", standardClaimParts(), key);
    expect(retry.statusCode).toBe(200);
    gated.open();
    const late = await stuck;
    expect(late.json()).toEqual(retry.json());
    expect(await store.countClaims()).toBe(before + 1);
    await app.close();
  });

  it("sent many times at once files exactly one claim; every answer is that claim or a 409", async () => {
    const { app, submit } = await submitter(store);
    const key = freshKey();
    const before = await store.countClaims();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit("standard", standardClaimParts(), key)));
    expect(await store.countClaims()).toBe(before + 1);
    const codes = new Set(answers.filter((answer) => answer.statusCode === 200).map((answer) => submitBody(answer).referenceCodeForm));
    expect(codes.size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    await app.close();
  });
});
