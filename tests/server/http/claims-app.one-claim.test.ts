// One claim per member and form type (site.json claimsPerMember): a member's second claim of a form type
// is a 409 naming their first claim's reference code, and leaves no second row; other members and other
// form types are not held back; a case may allow more, and then refuses after the last one allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openTestStore, STORE_START_TIMEOUT_MS, TEST_MEMBER_KEY } from "../../support/server-kit.ts";
import { documentsClaimParts, receipt, standardClaimParts } from "./claim-body.ts";
import { ADA, BOB, credentialsOf, testCase } from "./http-case.ts";
import { freshKey, submitBody, submitter } from "./submit-kit.ts";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

/** The demo's rule: one claim of each form type per member. */
const ONE_EACH = testCase({ site: { claimsPerMember: {} } });

const bobsClaim = () => standardClaimParts({ credentials: credentialsOf(BOB), claimantInfo: { firstName: "Bob", lastName: "Marley" }, signature: { signature: "Bob Marley" } });

describe("a member's second claim of a form type", () => {
  it("is a 409 carrying the first claim's reference code, and files nothing", async () => {
    const { app, submit } = await submitter(store, { claimsCase: ONE_EACH, authorized: ["standard", "documents-upload"] });
    const first = await submit("standard", standardClaimParts());
    expect(first.statusCode).toBe(200);
    const firstCode = submitBody(first).referenceCodeForm ?? "";
    const stored = await store.findClaim(firstCode);
    // The member key is an HMAC under the deployment's member key: neither notice id nor PIN, nor a bare hash of them.
    expect(stored?.memberKey).toBe(makeMemberIdentities(TEST_MEMBER_KEY).keyOf(ADA));
    expect(stored?.memberKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before = await store.countClaims();
    const key = freshKey();
    const second = await submit("standard", standardClaimParts({ culture: "es" }), key);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      submitted: false,
      nonMatchingPaymentElection: false,
      error: `This class member has already filed on this form; the reference code of their first claim is ${firstCode}.`,
      referenceCodeForm: null,
      alreadyFiledReferenceCode: firstCode
    });
    expect(await store.countClaims()).toBe(before);
    // A retry under the same key gets the same answer, and still files nothing.
    const retry = await submit("standard", standardClaimParts({ culture: "es" }), key);
    expect([retry.statusCode, retry.json()]).toEqual([409, second.json()]);
    expect(await store.countClaims()).toBe(before);

    // Another form type of the same member is its own.
    const documents = await submit("documents-upload", documentsClaimParts([receipt(1)]));
    expect(documents.statusCode).toBe(200);
    await app.close();
  });

  it("holds no other member back", async () => {
    const { app, submit, authorize } = await submitter(store, { claimsCase: ONE_EACH, member: BOB, authorized: [] });
    expect((await authorize("standard", BOB)).statusCode).toBe(200);
    const response = await submit("standard", bobsClaim());
    expect([response.statusCode, submitBody(response).submitted]).toEqual([200, true]);
    const again = await submit("standard", bobsClaim());
    expect([again.statusCode, again.json<{ alreadyFiledReferenceCode: string }>().alreadyFiledReferenceCode]).toEqual([409, submitBody(response).referenceCodeForm]);
    await app.close();
  });

  it("is filed where the case allows more, up to the allowance", async () => {
    // A store of its own: no claim of Ada's from the tests above.
    const own = await openTestStore();
    const allowsTwo = testCase({ site: { claimsPerMember: { DocumentsUpload: 2 } } });
    const { app, submit } = await submitter(own, { claimsCase: allowsTwo, authorized: ["documents-upload"] });
    const answers = [];
    for (const index of [1, 2, 3]) answers.push(await submit("documents-upload", documentsClaimParts([receipt(index)])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 409]);
    const bodies = answers.map((answer) => answer.json<{ referenceCodeForm: string | null; alreadyFiledReferenceCode?: string }>());
    expect(bodies[2]?.alreadyFiledReferenceCode).toBe(bodies[0]?.referenceCodeForm);
    expect(await own.countClaims()).toBe(2);
    await app.close();
    await own.close();
  }, STORE_START_TIMEOUT_MS);
});
