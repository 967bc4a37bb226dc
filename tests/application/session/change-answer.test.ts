// Changing an answer from the claim summary (PATTERNS, "Check your answers"): a Change link goes to the
// page that asked, and Next from there returns to the summary instead of going on through the form; Back,
// or reaching the summary again, forgets the way back. Answers are never lost on the way.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";
import { fillStandardClaimToSummary, standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();

const pathOf = (session: ClaimSession) => session.getSnapshot().navigation.page?.path;

/** A Standard claim filled in up to its summary. */
const onSummary = async (): Promise<ClaimSession> => {
  server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(standardClaimConfig())));
  const { session } = testSession();
  await session.start();
  await fillStandardClaimToSummary(session);
  expect(pathOf(session)).toBe("/standard/claim-summary");
  return session;
};

describe("changing an answer from the summary", () => {
  it("goes to the page that asked, and Next from there comes straight back to the summary", async () => {
    const session = await onSummary();
    const claimant = clientIdOf(session, "claimantInfo");
    await session.changeAnswer("/standard/claimant-info", { clientId: claimant, key: "lastName" });
    expect(pathOf(session)).toBe("/standard/claimant-info");
    expect(session.getSnapshot().returnTo).toEqual({ path: "/standard/claim-summary", field: { clientId: claimant, key: "lastName" } });

    await session.editField(claimant, "lastName", "King");
    expect(await session.proceed()).toEqual({ moved: true, issues: [], refusal: null });
    // Claim details comes between them in the form; the way back skips it.
    expect(pathOf(session)).toBe("/standard/claim-summary");
    expect(session.getSnapshot().returnTo).toBeNull();
    expect(session.getSnapshot().models?.saved.find((model) => model.clientId === claimant)?.fields).toMatchObject({ firstName: "Ada", lastName: "King" });
    // The way back was used once: Back and Next now go through the form again.
    await session.back();
    expect(pathOf(session)).toBe("/standard/claim-details");
    await session.next();
    expect(pathOf(session)).toBe("/standard/claim-summary");
    await session.dispose();
  });

  it("keeps the claimant on the changed page, with the way back, while it is invalid", async () => {
    const session = await onSummary();
    const claimant = clientIdOf(session, "claimantInfo");
    await session.changeAnswer("/standard/claimant-info", { clientId: claimant, key: "lastName" });
    await session.editField(claimant, "lastName", "");
    const blocked = await session.next();
    expect(blocked.moved).toBe(false);
    expect(blocked.issues.map((found) => [found.path[1], found.code])).toEqual([["lastName", "required"]]);
    expect(pathOf(session)).toBe("/standard/claimant-info");
    expect(session.getSnapshot().returnTo?.path).toBe("/standard/claim-summary");
    await session.editField(claimant, "lastName", "Lovelace");
    expect((await session.next()).moved).toBe(true);
    expect(pathOf(session)).toBe("/standard/claim-summary");
    await session.dispose();
  });

  it("forgets the way back when Back is used from the changed page", async () => {
    const session = await onSummary();
    await session.changeAnswer("/standard/claim-details", { clientId: clientIdOf(session, "claimDetails"), key: "units" });
    await session.back();
    expect(pathOf(session)).toBe("/standard/claimant-info");
    expect(session.getSnapshot().returnTo).toBeNull();
    await session.next();
    expect(pathOf(session)).toBe("/standard/claim-details");
    await session.dispose();
  });

  it("forgets the way back when the summary is entered by another way (the browser's Back)", async () => {
    const session = await onSummary();
    await session.changeAnswer("/standard/claim-details");
    expect(session.getSnapshot().returnTo).toEqual({ path: "/standard/claim-summary", field: null });
    expect(await session.enterRoute({ path: "/standard/claim-summary", query: {}, addressQuery: {} })).toMatchObject({ kind: "proceed" });
    expect(session.getSnapshot().returnTo).toBeNull();
    await session.dispose();
  });

  it("goes to the form's first page by its address too", async () => {
    const session = await onSummary();
    await session.changeAnswer("/standard");
    expect(pathOf(session)).toBe("/standard");
    expect(session.getSnapshot().returnTo?.path).toBe("/standard/claim-summary");
    await session.dispose();
  });

  it("refuses a page the form does not have, and leaves no way back behind", async () => {
    const session = await onSummary();
    await expect(session.changeAnswer("/standard/payment-election")).rejects.toThrow(/No navigation node matches/);
    expect(pathOf(session)).toBe("/standard/claim-summary");
    expect(session.getSnapshot().returnTo).toBeNull();
    await session.dispose();
  });
});
