// How the site's router enters a page through the session: the guard, then the form of the page it lets
// through (leaving any other form), the error display's dismissal and the banner switch.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PROBLEM_OCCURED_MESSAGE } from "../../../application/errors.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";

const server = useClaimsApiServer();


const route = (path: string) => ({ path, query: {}, addressQuery: {} });

describe("enterRoute", () => {
  it("enters the form of a page it lets through, once, and leaves it for the site's own pages", async () => {
    const { session } = testSession();
    await session.start();
    expect(await session.enterRoute(route("/"))).toMatchObject({ kind: "proceed", formType: "Standard" });
    expect(session.getSnapshot().navigation).toMatchObject({ activeForm: "Standard", initialized: true, page: { path: "/standard" } });

    // The same form again changes nothing: no second initialisation error.
    const before = session.getSnapshot().navigation;
    await session.enterRoute(route("/standard"));
    expect(session.getSnapshot().navigation).toBe(before);

    await session.enterRoute(route("/error"));
    expect(session.getSnapshot().navigation).toMatchObject({ activeForm: null, initialized: false, nodes: [] });
    // A later route change outside the wizard finds no active form and is not an error.
    await session.routeChanged("/error");

    await session.enterRoute(route("/automotive"));
    expect(session.getSnapshot().navigation).toMatchObject({ activeForm: "Automotive", page: { path: "/automotive" } });
    await session.dispose();
  });

  it("stops the time-out on leaving the form, by a page outside it or by a redirect", async () => {
    const { session } = testSession();
    await session.start();
    await session.enterRoute(route("/"));
    await session.routeChanged("/");
    expect(session.getSnapshot().timer.expiresAt).not.toBeNull();
    await session.enterRoute(route("/page-not-found"));
    await session.routeChanged("/page-not-found");
    expect(session.getSnapshot().timer).toEqual({ expiresAt: null, warningOpen: false, expired: false });

    await session.enterRoute(route("/standard"));
    expect(session.getSnapshot().timer.expiresAt).not.toBeNull();
    await session.enterRoute(route("/standard/claim-details"));
    expect(session.getSnapshot().timer.expiresAt).toBeNull();
    await session.dispose();
  });

  it("changes the culture only with its content: a failed load leaves both as they were", async () => {
    const { session } = testSession();
    await session.start();
    const english = session.getSnapshot().content;
    server.use(http.get(claimsApiUrl("/api/culture/content"), () => HttpResponse.json({}, { status: 500 })));
    expect(await session.enterRoute({ path: "/", query: { culture: "es" }, addressQuery: {} })).toMatchObject({ kind: "proceed", culture: "es" });
    expect(session.getSnapshot()).toMatchObject({ culture: "en", content: english, errorInfo: { showError: true } });
    await session.dispose();
  });

  it("changes nothing once the navigation that asked is abandoned", async () => {
    const { session } = testSession();
    await session.start();
    let answerContent: () => void = () => undefined;
    const contentAsked = new Promise<void>((asked) => {
      server.use(
        http.get(claimsApiUrl("/api/culture/content"), async () => {
          asked();
          await new Promise<void>((answer) => {
            answerContent = answer;
          });
          return HttpResponse.json([{ key: "LocKey_Nav_Home", value: "Inicio" }]);
        })
      );
    });
    const abandoned = new AbortController();
    const entering = session.enterRoute({ path: "/", query: { culture: "es" }, addressQuery: {} }, abandoned.signal);
    await contentAsked;
    abandoned.abort();
    answerContent();
    await expect(entering).rejects.toBeDefined();
    expect(session.getSnapshot()).toMatchObject({ culture: "en", navigation: { initialized: false } });
    await session.dispose();
  });

  it("finds no page the case's sequence of the form does not hold", async () => {
    const { session } = testSession({ settings: { standardWithOptionalPages: false } });
    await session.start();
    await session.enterRoute(route("/standard"));
    await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000003");
    await session.editField(clientIdOf(session, "credentials"), "pin", "205647");
    await session.authorize("Standard");
    expect(await session.enterRoute(route("/standard/claimant-info"))).toMatchObject({ kind: "proceed", formType: "Standard" });
    expect(await session.enterRoute({ path: "/standard/payment-election", query: { culture: "es" }, addressQuery: {} })).toEqual({
      kind: "redirect",
      reason: "notInSequence",
      to: "/page-not-found?culture=es",
      replace: true,
      external: false,
      culture: "es"
    });
    expect(session.getSnapshot().navigation).toMatchObject({ activeForm: null, initialized: false });

    const { session: longer } = testSession({ settings: { standardWithOptionalPages: true, optionalPages: new Set(["payment-election"]) } });
    await longer.start();
    await longer.enterRoute(route("/standard"));
    await longer.editField(clientIdOf(longer, "credentials"), "noticeId", "NWD-10000003");
    await longer.editField(clientIdOf(longer, "credentials"), "pin", "205647");
    await longer.authorize("Standard");
    expect(await longer.enterRoute(route("/standard/payment-election"))).toMatchObject({ kind: "proceed" });
    await Promise.all([session.dispose(), longer.dispose()]);
  });

  it("enters no form when the guard redirects", async () => {
    const { session } = testSession();
    await session.start();
    expect(await session.enterRoute(route("/standard/claimant-info"))).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
    expect(session.getSnapshot().navigation.initialized).toBe(false);
    await session.dispose();
  });
});

describe("dismissError and setBannerState", () => {
  it("hides a shown error, keeping its text, and switches the banner", async () => {
    server.use(http.get(claimsApiUrl("/api/deadlines"), () => HttpResponse.json({}, { status: 500 })));
    const { session } = testSession();
    await session.start();
    expect(session.getSnapshot().errorInfo).toEqual({ showError: true, header: "", message: PROBLEM_OCCURED_MESSAGE });
    await session.dismissError();
    expect(session.getSnapshot().errorInfo).toEqual({ showError: false, header: "", message: PROBLEM_OCCURED_MESSAGE });

    expect(session.getSnapshot().banner.activeBannerState).toBe(false);
    await session.setBannerState(true);
    expect(session.getSnapshot().banner.activeBannerState).toBe(true);
    await session.setBannerState(false);
    expect(session.getSnapshot().banner.activeBannerState).toBe(false);
    await session.dispose();
  });
});
