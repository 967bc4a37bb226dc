// The wallet provider's login round trip through two sessions, as a browser tab leaving for the provider
// and coming back: the one-time state, the claim kept and restored once with its authorization, the
// provider's answer matched and dropped from the address, and a claim away too long not coming back.
import { Effect, Option } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { DraftStore } from "../../../application/ports/draft-store.port.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { decodeKeptClaim, KEPT_CLAIM_KEY } from "../../../domain/forms/kept-claim.ts";
import { MIN_SESSION_DURATION_MINUTES } from "../../../domain/session/session-timer.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";
import { fillStandardClaimToSummary, standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();

const ELECTION = "/standard/payment-election";

const configWithElection = () => [
  ...standardClaimConfig(),
  {
    metadataHash: "std-election",
    metadata: { dtoMapping: "prepopulatedData", formType: "Standard", page: "PaymentElection" },
    fields: [
      { key: "paymentMethod", control: "radio", options: [{ label: "PayPal", value: "PayPal" }, { label: "Check", value: "Check" }] },
      { key: "paypalEmail" }
    ]
  }
];

const stored = (session: ClaimSession) =>
  session.run(Effect.gen(function* () {
    return Option.getOrNull(yield* (yield* DraftStore).load(KEPT_CLAIM_KEY));
  }));

const store = (session: ClaimSession, text: string) =>
  session.run(Effect.gen(function* () {
    yield* (yield* DraftStore).save(KEPT_CLAIM_KEY, text);
  }));

const newSession = (seed?: number) => testSession({ settings: { standardWithOptionalPages: true }, ...(seed === undefined ? {} : { seed }) });

/** A claim on its payment election with PayPal chosen, the login link prepared and followed: the kept text. */
const leftForWallet = async () => {
  server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(configWithElection())));
  const { session } = newSession();
  await session.start();
  await fillStandardClaimToSummary(session);
  await session.enterRoute({ path: ELECTION, query: {}, addressQuery: {} });
  await session.routeChanged(ELECTION);
  const election = clientIdOf(session, "prepopulatedData");
  await session.editField(election, "paymentMethod", "PayPal");
  await session.editField(election, "paypalEmail", "ada@example.com");
  await session.prepareWalletLogin();
  const sent = session.getSnapshot().walletLogin?.state ?? "";
  expect(await session.leaveForWalletLogin()).toBe(true);
  const text = await stored(session);
  await session.dispose();
  if (text === null) throw new Error("nothing kept");
  return { text, sent };
};

/** A new tab's session with the kept text in its store, started. */
const cameBack = async (text: string, advanceMs = 0) => {
  // The tab that comes back draws its own random values.
  const { session, clock } = newSession(11);
  await store(session, text);
  await Effect.runPromise(clock.advance(advanceMs));
  await session.start();
  return session;
};

describe("the wallet login round trip", () => {
  it("sends a 32-character random state, the same while the page shows, and keeps the claim on leaving", async () => {
    const { text, sent } = await leftForWallet();
    expect(sent).toMatch(/^[A-Za-z0-9]{32}$/);
    const kept = decodeKeptClaim(text);
    expect(kept).toMatchObject({ formType: "Standard", culture: "en", walletState: sent });
    expect(kept?.models.some((model) => model.fields["paypalEmail"] === "ada@example.com")).toBe(true);
  });

  it("brings the claim back once with its authorization, reads a matching answer and drops it from the address", async () => {
    const { text, sent } = await leftForWallet();
    const session = await cameBack(text);
    expect(session.getSnapshot().authorized.Standard).toBe(true);
    expect(await stored(session)).toBeNull();
    const election = session.getSnapshot().models?.saved.find((model) => model.metadata.dtoMapping === "prepopulatedData");
    expect(election?.fields).toEqual({ paymentMethod: "PayPal", paypalEmail: "ada@example.com" });
    expect(session.getSnapshot().models?.saved.find((model) => model.metadata.dtoMapping === "claimantInfo")?.fields).toMatchObject({ lastName: "Lovelace" });

    const back = await session.enterRoute({ path: ELECTION, query: { code: "C21AA-code_1", state: sent, scope: "openid" }, addressQuery: {} });
    expect(back).toEqual({ kind: "redirect", reason: "walletReturn", to: `${ELECTION}?culture=en`, replace: true, external: false, culture: "en" });
    const login = session.getSnapshot().walletLogin;
    expect(login).toMatchObject({ outcome: "connected", code: "C21AA-code_1", returnCulture: null });
    expect(login?.state).not.toBe(sent);
    expect(await session.enterRoute({ path: ELECTION, query: { culture: "en" }, addressQuery: {} })).toMatchObject({ kind: "proceed", formType: "Standard" });
    await session.routeChanged(ELECTION);
    expect(session.getSnapshot().navigation.page?.path).toBe(ELECTION);
    // The state served one trip: the same answer replayed is not taken.
    await session.enterRoute({ path: ELECTION, query: { code: "C21AA-code_1", state: sent }, addressQuery: {} });
    expect(session.getSnapshot().walletLogin).toMatchObject({ outcome: "notConfirmed", code: null });
    expect(session.getSnapshot().walletLogin?.state).toMatch(/^[A-Za-z0-9]{32}$/);
    await session.dispose();
  });

  it("does not take a code returned with another state, nor an error, and says so", async () => {
    const { text, sent } = await leftForWallet();
    const session = await cameBack(text);
    await session.enterRoute({ path: ELECTION, query: { code: "stolen", state: "someone-elses-state" }, addressQuery: {} });
    expect(session.getSnapshot().walletLogin).toMatchObject({ outcome: "notConfirmed", code: null });

    const again = await cameBack(text);
    await again.enterRoute({ path: ELECTION, query: { error: "access_denied", state: sent }, addressQuery: {} });
    expect(again.getSnapshot().walletLogin).toMatchObject({ outcome: "notConfirmed", code: null });
    await Promise.all([session.dispose(), again.dispose()]);
  });

  it("comes back in the claim's culture when the return address names none", async () => {
    server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(configWithElection())));
    const { text } = await leftForWallet();
    const spanish = text.replace('"culture":"en"', '"culture":"es"');
    const session = await cameBack(spanish);
    expect(await session.enterRoute({ path: ELECTION, query: {}, addressQuery: {} })).toMatchObject({ kind: "redirect", reason: "walletReturn", to: `${ELECTION}?culture=es` });
    expect(await session.enterRoute({ path: ELECTION, query: { culture: "es" }, addressQuery: {} })).toMatchObject({ kind: "proceed", culture: "es" });
    await session.dispose();
  });

  it("does not bring back a claim away longer than a session lasts, and removes it", async () => {
    const { text } = await leftForWallet();
    const session = await cameBack(text, (MIN_SESSION_DURATION_MINUTES * 60 + 1) * 1000);
    expect(session.getSnapshot().authorized.Standard).toBe(false);
    expect(await stored(session)).toBeNull();
    expect(await session.enterRoute({ path: ELECTION, query: {}, addressQuery: {} })).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
    await session.dispose();
  });

  it("leaves a provider-looking address alone when no login was prepared, and a kept text that is not a claim", async () => {
    const session = await cameBack('{"formType":"Standard","models":"tampered"}');
    expect(await stored(session)).toBeNull();
    expect(session.getSnapshot().authorized.Standard).toBe(false);
    expect(await session.enterRoute({ path: "/standard", query: { code: "x", state: "y" }, addressQuery: {} })).toMatchObject({ kind: "proceed" });
    expect(session.getSnapshot().walletLogin).toBeNull();
    await session.dispose();
  });
});
