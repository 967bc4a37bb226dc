// A filed claim's receipt through the session: made when the submission succeeds (reference code, the
// session clock's time, the answers and the payload without captcha tokens), kept in the draft store, and
// brought back by the next session's start-up, whose route guard then opens the confirmation page without
// authorization. A refused claim leaves no receipt; a kept text that is not a receipt is dropped.
import { Effect, Option } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { DraftStore } from "../../../application/ports/draft-store.port.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { decodeReceipt, receiptKey } from "../../../domain/submission/claim-receipt.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, countingCaptchaLayer, SESSION_NOW, testSession } from "../../support/session-kit.ts";
import { fillStandardClaimToSummary, standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();

const KEY = receiptKey("Standard");

/** What the session's own draft store holds under the receipt's key. */
const keptText = (session: ClaimSession) =>
  session.run(
    Effect.gen(function* () {
      const drafts = yield* DraftStore;
      return Option.getOrNull(yield* drafts.load(KEY));
    })
  );

const keep = (session: ClaimSession, text: string) =>
  session.run(
    Effect.gen(function* () {
      const drafts = yield* DraftStore;
      yield* drafts.save(KEY, text);
    })
  );

const newSession = () => testSession({ captcha: countingCaptchaLayer() });

/** A Standard claim filled in and signed on its summary. */
const signedClaim = async (): Promise<ClaimSession> => (await signedClaimOnClock()).session;

/** The same, with the session's clock. */
const signedClaimOnClock = async () => {
  server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(standardClaimConfig())));
  const { session, clock } = newSession();
  await session.start();
  await fillStandardClaimToSummary(session);
  await session.editField(clientIdOf(session, "signature"), "signature", "Ada Lovelace");
  await Effect.runPromise(clock.advance(90_000));
  return { session, clock };
};

describe("the receipt of a filed claim", () => {
  it("is made on success, with the reference code, the time, the answers by page and the payload", async () => {
    const session = await signedClaim();
    expect(await session.submit()).toMatchObject({ submitted: true });
    const receipt = session.getSnapshot().receipts.Standard;
    expect(receipt).toMatchObject({ formType: "Standard", referenceCode: "REF-000001", submittedAt: SESSION_NOW + 90_000 });
    expect(receipt?.answers.map((group) => [group.page, group.answers.map((answer) => [answer.key, answer.value])])).toEqual([
      ["claimantInfo", [["firstName", "Ada"], ["lastName", "Lovelace"], ["mailingCountry", "US"], ["email", null]]],
      ["claimDetails", [["purchaseDate", "11/21/2026"], ["units", "3"]]],
      ["claimSummary", [["signature", "Ada Lovelace"]]]
    ]);
    const payload: unknown = JSON.parse(receipt?.payload ?? "null");
    expect(payload).toMatchObject({ userPreferredCulture: "en", credentials: { fields: { noticeId: "NWD-10000001" } } });
    // The PIN is kept nowhere in the browser once the claim is filed.
    expect(receipt?.payload).not.toContain("482913");
    expect(receipt?.payload).not.toContain("token-");
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard/confirmation");
    // Kept where a reload finds it, exactly as held.
    const kept = await keptText(session);
    expect(kept === null ? null : decodeReceipt(kept)).toEqual(receipt);
    await session.dispose();
  });

  it("is not made for a claim the server refuses", async () => {
    server.use(
      http.post(claimsApiUrl("/api/forms/standard"), () =>
        HttpResponse.json({ submitted: false, nonMatchingPaymentElection: true, error: "wallet mismatch" }, { status: 400 })
      )
    );
    const session = await signedClaim();
    expect(await session.submit()).toMatchObject({ submitted: false, outcome: { type: "paymentElectionMismatch" } });
    expect(session.getSnapshot().receipts).toEqual({});
    expect(await keptText(session)).toBeNull();
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard/claim-summary");
    await session.dispose();
  });

  it("comes back with the next session, whose guard opens the confirmation without authorization", async () => {
    const filing = await signedClaim();
    await filing.submit();
    const kept = await keptText(filing);
    await filing.dispose();
    expect(kept).not.toBeNull();

    // A reload: a new session over the same storage.
    const { session } = newSession();
    await keep(session, kept ?? "");
    await session.start();
    const state = session.getSnapshot();
    expect(state.authorized.Standard).toBe(false);
    expect(state.receipts.Standard?.referenceCode).toBe("REF-000001");
    expect(await session.enterRoute({ path: "/standard/confirmation", query: {}, addressQuery: {} })).toMatchObject({ kind: "proceed", formType: "Standard" });
    expect(session.getSnapshot().navigation.activeForm).toBe("Standard");
    // Only the confirmation: the claim's other pages still need authorization.
    expect(await session.enterRoute({ path: "/standard/claim-summary", query: {}, addressQuery: {} })).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
    await session.dispose();
  });

  it("is forgotten, in the state and in the store, when a later session expires", async () => {
    const { session: filing, clock } = await signedClaimOnClock();
    await filing.submit();
    expect(await keptText(filing)).not.toBeNull();
    // The claimant goes on to another form and leaves the screen.
    await filing.enterRoute({ path: "/lookup", query: {}, addressQuery: {} });
    await filing.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
    await Effect.runPromise(clock.advance(31 * 60_000));
    expect(await filing.checkSessionTimer()).toBe("expired");
    expect(filing.getSnapshot().receipts).toEqual({});
    expect(await keptText(filing)).toBeNull();
    await filing.dispose();
  });

  it("is dropped, not shown, when what was kept is no receipt", async () => {
    const { session } = newSession();
    await keep(session, '{"formType":"Standard","referenceCode":42}');
    await session.start();
    expect(session.getSnapshot().receipts).toEqual({});
    expect(await keptText(session)).toBeNull();
    expect(await session.enterRoute({ path: "/standard/confirmation", query: {}, addressQuery: {} })).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
    await session.dispose();
  });
});
