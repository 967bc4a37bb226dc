// The ClaimSession's other commands: moving back and around, the route guard's culture, field
// validation on blur, dependency resets, tracking, and the inactivity time-out on a controlled clock.
import { Effect } from "effect";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { PROBLEM_OCCURED_MESSAGE } from "../../../application/errors.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import type { NavigateCommand } from "../../../domain/navigation/navigation-transition.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";
import { standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();
const tracked: unknown[] = [];
let logouts = 0;

afterEach(() => {
  tracked.length = 0;
  logouts = 0;
});

const config = () => {
  const items = standardClaimConfig();
  items[1]!.fields.push(
    { key: "hasPhone", control: "checkbox" } as never,
    { key: "phone", dependencies: { conditions: [{ field: "hasPhone", equals: [true] }], resetValue: "none" } } as never
  );
  return items;
};

const useConfig = () => {
  server.use(
    http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(config())),
    http.post(claimsApiUrl("/api/telemetry/tracking"), async ({ request }) => {
      tracked.push(await request.json());
      return undefined;
    }),
    http.post(claimsApiUrl("/api/session-timeout"), () => {
      logouts += 1;
      return undefined;
    })
  );
};

/** Started, on the Standard start page, authorized as a sample member. */
const authorized = async (session: ClaimSession) => {
  await session.start();
  await session.initializeForm("Standard");
  const credentials = clientIdOf(session, "credentials");
  await session.editField(credentials, "noticeId", "NWD-10000003");
  await session.editField(credentials, "pin", "205647");
  await session.authorize("Standard");
};

const onClaimantInfo = async (session: ClaimSession) => {
  await authorized(session);
  await session.next();
};

const path = (session: ClaimSession) => session.getSnapshot().navigation.page?.path;

describe("moving around", () => {
  it("goes back, skips to a page and returns to the first page", async () => {
    useConfig();
    const { session } = testSession();
    await onClaimantInfo(session);
    await session.back();
    expect(path(session)).toBe("/standard");
    await session.skipToPage("summary");
    expect(path(session)).toBe("/standard/claim-summary");
    await session.index();
    expect(path(session)).toBe("/standard");
  });

  it("survives a router that reports back at once", async () => {
    useConfig();
    const reported: Promise<unknown>[] = [];
    const reportsTo: { session?: ClaimSession } = {};
    const { session } = testSession({
      settings: {
        router: (command) => {
          if (reportsTo.session !== undefined) reported.push(reportsTo.session.routeChanged(command.path));
        }
      }
    });
    reportsTo.session = session;
    await authorized(session);
    await session.next();
    await Promise.all(reported);
    expect(session.getSnapshot().navigation).toMatchObject({ isNavigating: false, page: { path: "/standard/claimant-info" } });
    await session.back();
    await Promise.all(reported);
    expect(session.getSnapshot().navigation).toMatchObject({ isNavigating: false, page: { path: "/standard" } });
  });

  it("hands route changes to the router, which reports back", async () => {
    useConfig();
    const commands: NavigateCommand[] = [];
    const { session } = testSession({ settings: { router: (command) => commands.push(command) } });
    await authorized(session);
    await session.next();
    expect(commands).toEqual([{ type: "navigate", path: "/standard/claimant-info", replace: false }]);
    expect(session.getSnapshot().navigation.isNavigating).toBe(true);
    await session.routeChanged("/standard/claimant-info");
    expect(session.getSnapshot().navigation).toMatchObject({ isNavigating: false, page: { path: "/standard/claimant-info" } });
    // The router reporting the page already shown (a page taken over, a repeated report) changes nothing.
    const before = session.getSnapshot();
    let heard = 0;
    const stop = session.subscribe(() => {
      heard += 1;
    });
    await session.routeChanged("/standard/claimant-info");
    stop();
    expect(heard).toBe(0);
    expect(session.getSnapshot()).toBe(before);
  });

  it("reloads the content when the guard resolves another culture", async () => {
    const { session } = testSession();
    await session.start();
    expect(session.getSnapshot().content[0]?.value).toBe("Your session is about to expire");
    await session.guardRoute({ path: "/error", query: { culture: "es" }, addressQuery: {} });
    expect(session.getSnapshot()).toMatchObject({ culture: "es", content: [{ value: "Su sesión está por expirar" }] });
    expect(await session.guardRoute({ path: "/error", query: { culture: "e<s>" }, addressQuery: {} })).toMatchObject({
      kind: "redirect",
      reason: "sanitizeQuery",
      to: "/error?culture=es"
    });
  });
});

describe("fields", () => {
  it("shows a field's issues once it is left, and updates them as it is edited", async () => {
    useConfig();
    const { session } = testSession();
    await onClaimantInfo(session);
    const claimant = clientIdOf(session, "claimantInfo");
    await session.validateField(claimant, "lastName");
    const state = session.getSnapshot();
    expect(state.pageIssues.map((found) => [found.path[1], found.code])).toEqual([["lastName", "required"]]);
    expect(state.models?.saved.find((m) => m.clientId === claimant)?.fieldStates["lastName"]).toEqual({ touched: true, everDirty: false });
    await session.editField(claimant, "lastName", "Hopper");
    expect(session.getSnapshot().pageIssues).toEqual([]);
    await session.editField(claimant, "firstName", "Grаce");
    expect(session.getSnapshot().pageIssues).toEqual([
      { path: [claimant, "firstName"], code: "restrictedCharacters", params: { characters: "а" } }
    ]);
  });

  it("resets a field whose dependency becomes unmet", async () => {
    useConfig();
    const { session } = testSession();
    await onClaimantInfo(session);
    const claimant = clientIdOf(session, "claimantInfo");
    await session.editField(claimant, "hasPhone", true);
    await session.editField(claimant, "phone", "(555) 123-4567");
    await session.editField(claimant, "hasPhone", false);
    expect(session.getSnapshot().models?.saved.find((m) => m.clientId === claimant)?.fields["phone"]).toBe("none");
  });
});

describe("tracking", () => {
  it("sends a valid text field with its key in PascalCase, only when tracking is on, never a credential", async () => {
    useConfig();
    const { session } = testSession({ settings: { trackingEnabled: true } });
    await onClaimantInfo(session);
    const claimant = clientIdOf(session, "claimantInfo");
    await session.editField(claimant, "lastName", "Hopper");
    expect(await session.trackField(claimant, "lastName")).toBe(true);
    expect(tracked).toEqual([{ formType: "Standard", fieldKey: "LastName", fieldValue: "Hopper" }]);
    await session.editField(claimant, "email", "not an address");
    expect(await session.trackField(claimant, "email")).toBe(false);
    expect(await session.trackField(claimant, "mailingCountry")).toBe(false);
    expect(tracked).toHaveLength(1);
    await session.index();
    const credentials = clientIdOf(session, "credentials");
    await session.editField(credentials, "noticeId", "NWD-10000003");
    // Credentials never leave in telemetry, even once the form is authorized.
    expect(await session.trackField(credentials, "noticeId")).toBe(false);
    const { session: unauthorized } = testSession({ settings: { trackingEnabled: true } });
    await unauthorized.start();
    await unauthorized.initializeForm("Standard");
    await unauthorized.editField(clientIdOf(unauthorized, "credentials"), "noticeId", "NWD-10000003");
    expect(await unauthorized.trackField(clientIdOf(unauthorized, "credentials"), "noticeId")).toBe(false);
    expect(tracked).toHaveLength(1);
    const { session: quiet } = testSession();
    await onClaimantInfo(quiet);
    expect(await quiet.trackField(clientIdOf(quiet, "claimantInfo"), "firstName")).toBe(false);
  });

  it("validates a field the claimant leaves, then tracks it only when it has a value and no issues", async () => {
    useConfig();
    const { session } = testSession({ settings: { trackingEnabled: true } });
    await onClaimantInfo(session);
    const claimant = clientIdOf(session, "claimantInfo");
    await session.editField(claimant, "email", "not an address");
    expect(await session.leaveField(claimant, "email")).toBe(false);
    expect(session.getSnapshot().pageIssues.map((found) => found.path)).toEqual([[claimant, "email"]]);
    await session.editField(claimant, "lastName", "Hopper");
    expect(await session.leaveField(claimant, "lastName")).toBe(true);
    // An emptied email breaks no rule, but says nothing worth tracking.
    await session.editField(claimant, "email", "");
    expect(await session.leaveField(claimant, "email")).toBe(false);
    expect(tracked).toEqual([{ formType: "Standard", fieldKey: "LastName", fieldValue: "Hopper" }]);
  });

  it("shows the catalogue message when tracking fails", async () => {
    useConfig();
    server.use(http.post(claimsApiUrl("/api/telemetry/tracking"), () => HttpResponse.json({}, { status: 500 })));
    const { session } = testSession({ settings: { trackingEnabled: true } });
    await onClaimantInfo(session);
    expect(await session.trackField(clientIdOf(session, "claimantInfo"), "firstName")).toBe(false);
    expect(session.getSnapshot().errorInfo).toMatchObject({ showError: true, message: PROBLEM_OCCURED_MESSAGE });
  });

  it("does not track a field left while the alert is shown, which took the focus, and tracks it once closed", async () => {
    useConfig();
    const { session } = testSession({ settings: { trackingEnabled: true } });
    await onClaimantInfo(session);
    const claimant = clientIdOf(session, "claimantInfo");
    await session.editField(claimant, "lastName", "Hopper");
    // The first tracking call fails, and the alert shows; every later one is answered.
    server.use(http.post(claimsApiUrl("/api/telemetry/tracking"), () => HttpResponse.json({}, { status: 500 }), { once: true }));
    expect(await session.leaveField(claimant, "lastName")).toBe(false);
    expect(session.getSnapshot().errorInfo.showError).toBe(true);
    expect(await session.leaveField(claimant, "lastName")).toBe(false);
    expect(tracked).toEqual([]);
    await session.dismissError();
    expect(await session.leaveField(claimant, "lastName")).toBe(true);
    expect(tracked).toEqual([{ formType: "Standard", fieldKey: "LastName", fieldValue: "Hopper" }]);
  });
});

describe("the inactivity time-out", () => {
  const MINUTE = 60_000;

  it("warns a minute before expiry, extends on activity or Continue and expires the session", async () => {
    useConfig();
    const { session, clock } = testSession();
    await onClaimantInfo(session);
    const claimant = clientIdOf(session, "claimantInfo");
    await session.editField(claimant, "lastName", "Hopper");
    expect(session.getSnapshot().timer.expiresAt).toBe(clock.reading() + 30 * MINUTE);

    // A check that changes nothing leaves the state as it was: nothing on the page is drawn again.
    const before = session.getSnapshot();
    await Effect.runPromise(clock.advance(MINUTE));
    expect(await session.checkSessionTimer()).toBe("none");
    expect(session.getSnapshot()).toBe(before);

    await Effect.runPromise(clock.advance(28 * MINUTE));
    expect(await session.checkSessionTimer()).toBe("warningOpened");
    expect(await session.secondsUntilExpiry()).toBe(60);
    // A key or a click closes the open warning and extends the session, as Continue does.
    await Effect.runPromise(clock.advance(10_000));
    await session.recordActivity();
    expect(session.getSnapshot().timer).toMatchObject({ warningOpen: false, expiresAt: clock.reading() + 30 * MINUTE });
    await Effect.runPromise(clock.advance(29 * MINUTE));
    expect(await session.checkSessionTimer()).toBe("warningOpened");
    await session.continueSession();
    expect(session.getSnapshot().timer).toMatchObject({ warningOpen: false, expiresAt: clock.reading() + 30 * MINUTE });
    await Effect.runPromise(clock.advance(10 * MINUTE));
    await session.recordActivity();
    expect(session.getSnapshot().timer).toMatchObject({ warningOpen: false, expiresAt: clock.reading() + 30 * MINUTE });

    await Effect.runPromise(clock.advance(30 * MINUTE));
    expect(await session.checkSessionTimer()).toBe("expired");
    const state = session.getSnapshot();
    expect(state.sessionExpired).toBe(true);
    expect(state.navigation.activeForm).toBeNull();
    expect(state.models?.saved.find((m) => m.metadata.dtoMapping === "claimantInfo")?.fields["lastName"]).toBeNull();
    expect(logouts).toBe(1);
    expect(state.authorized).toMatchObject({ Standard: false, errorMessage: null });
    expect(state.idempotencyKey).toBeNull();
    expect(await session.guardRoute({ path: "/standard/claimant-info", query: {}, addressQuery: {} })).toMatchObject({ reason: "notAuthorized" });

    // Back at the start page the time-out runs again from the full duration.
    await session.initializeForm("Standard");
    expect(session.getSnapshot()).toMatchObject({ sessionExpired: false, timer: { expired: false, expiresAt: clock.reading() + 30 * MINUTE } });
    await Effect.runPromise(clock.advance(29 * MINUTE));
    expect(await session.checkSessionTimer()).toBe("warningOpened");
  });

  it("does not run on the first page of Automotive", async () => {
    const { session, clock } = testSession();
    await session.start();
    await session.initializeForm("Automotive");
    expect(session.getSnapshot().timer.expiresAt).toBeNull();
    await Effect.runPromise(clock.advance(60 * MINUTE));
    expect(await session.checkSessionTimer()).toBe("none");
    await session.recordActivity();
    expect(session.getSnapshot().timer.expiresAt).toBeNull();
  });
});
