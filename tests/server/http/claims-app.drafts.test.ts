// GET, PUT and DELETE /api/forms/<type>/draft: a draft is saved, read back and deleted only for the member
// the form's authorization names and only with the anti-forgery header; two saves from one version end in a
// 409 naming the version to reload; what does not decode as a draft, or is of another form, or is too big, is
// refused naming why; the database holds the draft sealed (the answers are not in its bytes, and another
// member's key cannot open it); filing the claim deletes the member's draft in the same transaction, and a
// save from another device after that keeps nothing; a claim sent without its credentials is stored with the
// notice id the authorization carries, which the cookie holds sealed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClaimDraft, encodeClaimDraft } from "../../../domain/drafts/claim-draft.ts";
import { DRAFT_BODY_LIMIT, DRAFT_NOT_AUTHORIZED, DRAFT_OF_ANOTHER_FORM, DRAFT_OF_FILED_CLAIM, DRAFT_VERSION_CONFLICT } from "../../../server/http/draft-routes.ts";
import { CSRF_REFUSED } from "../../../server/http/csrf-guard.ts";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import { makeDraftSealer } from "../../../server/drafts/draft-sealing.ts";
import { DEADLINE_PASSED } from "../../../server/http/submission/submit-answers.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { buildTestApp, injectClient, makeTestClock, openTestStore, STORE_START_TIMEOUT_MS, TEST_DRAFT_KEY, TEST_MEMBER_KEY } from "../../support/server-kit.ts";
import { standardClaimParts } from "./claim-body.ts";
import { ADA, BOB, CLAIM_FILING_CLOSES, credentialsOf, testCase } from "./http-case.ts";
import { submitBody, submitter } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const ADAS_ANSWER = "Analytical Engine Street 1843";

const draftOf = (street: string, overrides: Partial<ClaimDraft> = {}): ClaimDraft => ({
  formType: "Standard",
  page: "/standard/claim-details",
  culture: "es",
  savedAt: 1_790_000_000_000,
  models: [
    {
      clientId: "claimantInfo_00000002",
      id: null,
      metadataHash: "std-claimant",
      metadata: { dtoMapping: "claimantInfo", formType: "Standard", page: "ClaimantInfo" },
      fields: { firstName: "Ada", lastName: street },
      fieldStates: { firstName: { touched: true, everDirty: true }, lastName: { touched: true, everDirty: true } }
    }
  ],
  prepopulated: {},
  documentsToChooseAgain: ["receipt.pdf"],
  ...overrides
});

interface DraftAnswer {
  readonly version: number;
  readonly draft: ClaimDraft | null;
  readonly savedAt: string | null;
}

/** A claimant of the test case with the CSRF token loaded and, by default, Standard authorized as Ada. */
const claimant = async (member = ADA, authorize = true, clock = makeTestClock(), claimsCase = testCase()) => {
  const { app } = buildTestApp({ store, claimsCase, clock });
  const client = injectClient(app);
  await client.loadCsrf();
  if (authorize) {
    const response = await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields: credentialsOf(member) }, reCaptchaResponse: null } });
    expect(response.statusCode).toBe(200);
  }
  const read = () => client.inject({ method: "GET", url: "/api/forms/standard/draft", csrf: true });
  const save = (version: number, draft: unknown) => client.inject({ method: "PUT", url: "/api/forms/standard/draft", payload: { version, draft } });
  const remove = () => client.inject({ method: "DELETE", url: "/api/forms/standard/draft" });
  return { app, clock, client, read, save, remove };
};

const memberKeyOf = (member = ADA): string => makeMemberIdentities(TEST_MEMBER_KEY).keyOf(member);

describe("a claimant's draft", () => {
  it("is saved, read back as saved with its version, saved over, and deleted", async () => {
    const { app, read, save, remove } = await claimant();
    await remove();
    expect((await read()).json<DraftAnswer>()).toEqual({ version: 0, draft: null, savedAt: null });

    const first = await save(0, draftOf(ADAS_ANSWER));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ version: 1 });
    const back = await read();
    expect(back.statusCode).toBe(200);
    expect(back.headers["cache-control"]).toBe("no-store");
    expect(back.json<DraftAnswer>()).toMatchObject({ version: 1, draft: draftOf(ADAS_ANSWER) });

    expect((await save(1, draftOf("Difference Engine Road"))).json()).toEqual({ version: 2 });
    expect((await read()).json<DraftAnswer>().draft?.models[0]?.fields["lastName"]).toBe("Difference Engine Road");

    expect((await remove()).statusCode).toBe(204);
    expect((await read()).json<DraftAnswer>()).toEqual({ version: 0, draft: null, savedAt: null });
    await app.close();
  });

  it("answers a save from an older version (another tab saved since) with 409 and the version to reload", async () => {
    const first = await claimant();
    const second = await claimant();
    await first.remove();
    expect((await first.save(0, draftOf("first tab"))).statusCode).toBe(200);
    // The second tab began from nothing, and the first has saved since.
    const late = await second.save(0, draftOf("second tab"));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: DRAFT_VERSION_CONFLICT, version: 1 });
    const reloaded = (await second.read()).json<DraftAnswer>();
    expect(reloaded.draft?.models[0]?.fields["lastName"]).toBe("first tab");
    expect((await second.save(reloaded.version, draftOf("second tab"))).json()).toEqual({ version: 2 });
    const stale = await first.save(1, draftOf("first tab again"));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2 });
    await first.app.close();
    await second.app.close();
  });

  it("is kept sealed: the stored bytes hold none of the answers, and only the member and form it was saved for open it", async () => {
    const { app, remove, save } = await claimant();
    await remove();
    expect((await save(0, draftOf(ADAS_ANSWER))).statusCode).toBe(200);
    const stored = await store.drafts.read("Standard", memberKeyOf());
    expect(stored).not.toBeNull();
    const bytes = Buffer.from(stored?.sealed ?? new Uint8Array());
    for (const answer of [ADAS_ANSWER, "Analytical", "receipt.pdf", "claimantInfo", "std-claimant"]) {
      expect(bytes.includes(Buffer.from(answer, "utf8")), answer).toBe(false);
    }
    const sealer = makeDraftSealer(TEST_DRAFT_KEY);
    expect(sealer.open("Standard", memberKeyOf(), stored?.sealed ?? new Uint8Array())).toBe(encodeClaimDraft(draftOf(ADAS_ANSWER)));
    expect(sealer.open("Standard", memberKeyOf(BOB), stored?.sealed ?? new Uint8Array())).toBeNull();
    expect(sealer.open("Automotive", memberKeyOf(), stored?.sealed ?? new Uint8Array())).toBeNull();
    expect(makeDraftSealer("another-draft-key-0123456789abcdef").open("Standard", memberKeyOf(), stored?.sealed ?? new Uint8Array())).toBeNull();
    await app.close();
  });

  it("is the member's own: another member authorized for the form sees none of it", async () => {
    const ada = await claimant(ADA);
    await ada.remove();
    expect((await ada.save(0, draftOf(ADAS_ANSWER))).statusCode).toBe(200);
    const bob = await claimant(BOB);
    expect((await bob.read()).json<DraftAnswer>()).toEqual({ version: 0, draft: null, savedAt: null });
    await ada.app.close();
    await bob.app.close();
  });

  it("is refused without the form's authorization (401) or the anti-forgery header (403), and nothing is stored", async () => {
    const { app, client, read, save, remove } = await claimant(ADA, false);
    for (const response of [await read(), await save(0, draftOf("never stored")), await remove()]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: DRAFT_NOT_AUTHORIZED });
    }
    await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields: credentialsOf(ADA) }, reCaptchaResponse: null } });
    const calls = [
      client.inject({ method: "GET", url: "/api/forms/standard/draft" }),
      client.inject({ method: "PUT", url: "/api/forms/standard/draft", payload: { version: 0, draft: draftOf("never stored") }, csrf: false }),
      client.inject({ method: "DELETE", url: "/api/forms/standard/draft", csrf: false })
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: CSRF_REFUSED });
    }
    // Authorized for Standard is not authorized for Automotive.
    const other = await client.inject({ method: "GET", url: "/api/forms/automotive/draft", csrf: true });
    expect(other.statusCode).toBe(401);
    const kept = await store.drafts.read("Standard", memberKeyOf());
    if (kept !== null) expect(makeDraftSealer(TEST_DRAFT_KEY).open("Standard", memberKeyOf(), kept.sealed)).not.toContain("never stored");
    await app.close();
  });

  it("refuses what is not a draft of this form, naming where, and a body over the cap before reading it", async () => {
    const { app, save, client } = await claimant();
    const notADraft = await save(0, { ...draftOf("x"), models: [{ clientId: 7 }] });
    expect(notADraft.statusCode).toBe(400);
    expect(notADraft.json<{ error: string }>().error).toMatch(/^The body does not decode: draft\.models\[0\]\.clientId: /);
    const otherForm = await save(0, draftOf("x", { formType: "Automotive" }));
    expect(otherForm.statusCode).toBe(400);
    expect(otherForm.json()).toEqual({ error: DRAFT_OF_ANOTHER_FORM });
    const badVersion = await save(-1, draftOf("x"));
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json<{ error: string }>().error).toMatch(/version/);
    const huge = await client.inject({
      method: "PUT",
      url: "/api/forms/standard/draft",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ version: 0, draft: draftOf("y".repeat(DRAFT_BODY_LIMIT)) })
    });
    expect(huge.statusCode).toBe(413);
    await app.close();
  });

  it("is no longer saved once the form's deadline has passed", async () => {
    const { app, clock, save } = await claimant(ADA, true, makeTestClock(new Date(CLAIM_FILING_CLOSES.getTime() - 60_000)));
    expect((await save(0, draftOf("in time", { savedAt: 1 }))).statusCode).not.toBe(403);
    clock.advance(60_001);
    const late = await save(0, draftOf("too late"));
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ error: DEADLINE_PASSED });
    await app.close();
  });

  it("is deleted when the member's claim of the form is filed", async () => {
    const { app, client, submit } = await submitter(store);
    await client.inject({ method: "DELETE", url: "/api/forms/standard/draft" });
    const saved = await client.inject({ method: "PUT", url: "/api/forms/standard/draft", payload: { version: 0, draft: draftOf(ADAS_ANSWER) } });
    expect(saved.statusCode).toBe(200);
    expect(await store.drafts.read("Standard", memberKeyOf())).not.toBeNull();
    const filed = await submit("standard", standardClaimParts());
    expect(submitBody(filed).submitted).toBe(true);
    expect(await store.drafts.read("Standard", memberKeyOf())).toBeNull();
    await app.close();
  });

  it("keeps nothing saved from another device once the member's claim of the form is filed, and says so", async () => {
    // One claim each, and Bob (who files nothing else in this file) files from his phone while his desktop saves.
    const oneEach = testCase({ site: { claimsPerMember: {} } });
    const phone = await submitter(store, { claimsCase: oneEach, member: BOB });
    const desktop = await claimant(BOB, true, makeTestClock(), oneEach);
    await desktop.remove();
    expect((await desktop.save(0, draftOf("on the desktop"))).json()).toEqual({ version: 1 });
    const filed = await phone.submit("standard", standardClaimParts({ credentials: credentialsOf(BOB) }));
    expect(submitBody(filed).submitted).toBe(true);
    // The desktop saves on from the version it had, and then as if it had none: neither keeps a draft.
    for (const version of [1, 0]) {
      const late = await desktop.save(version, draftOf("after filing"));
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: DRAFT_OF_FILED_CLAIM, version: 0, filed: true });
    }
    expect(await store.drafts.read("Standard", memberKeyOf(BOB))).toBeNull();
    await Promise.all([phone.app.close(), desktop.app.close()]);
  });

  it("need not carry the credentials back: a claim brought back from a draft is filed with the notice id the authorization carries", async () => {
    const { app, submit, authorize } = await submitter(store);
    const cookie = (await authorize("standard")).cookies.find((found) => found.name.includes("standard"))?.value ?? "";
    expect(cookie).not.toBe("");
    // The cookie carries the notice id sealed: neither it nor the PIN can be read from it.
    const readable = `${cookie} ${Buffer.from(cookie.split(".")[0] ?? "", "base64url").toString("utf8")}`;
    for (const secret of Object.values(credentialsOf(ADA))) expect(readable).not.toContain(String(secret));
    const parts = standardClaimParts().filter((part) => part.name !== "credentials");
    const filed = await submit("standard", parts);
    expect(filed.statusCode).toBe(200);
    expect(submitBody(filed).submitted).toBe(true);
    const stored = await store.findClaim(submitBody(filed).referenceCodeForm ?? "");
    expect(stored?.memberKey).toBe(memberKeyOf());
    expect(stored?.payload).toMatchObject({ credentials: { clientId: "authorization", metadataHash: "std-credentials", fields: { noticeId: ADA.credentials["noticeId"] } } });
    expect(JSON.stringify(stored?.payload)).not.toContain(String(ADA.credentials["pin"]));
    await app.close();
  });

  it("is found after a reload through GET /api/session, which names the forms this browser is authorized for and nothing else", async () => {
    const { app, client } = await claimant(ADA, false);
    const forms = async () => (await client.inject({ method: "GET", url: "/api/session" })).json<{ authorizedForms: readonly string[] }>().authorizedForms;
    expect(await forms()).toEqual([]);
    await client.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields: credentialsOf(ADA) }, reCaptchaResponse: null } });
    expect(await forms()).toEqual(["Standard"]);
    const answer = await client.inject({ method: "GET", url: "/api/session" });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(Object.keys(answer.json<object>())).toEqual(["authorizedForms"]);
    expect((await client.inject({ method: "POST", url: "/api/session-timeout" })).statusCode).toBe(204);
    expect(await forms()).toEqual([]);
    await app.close();
  });
});
