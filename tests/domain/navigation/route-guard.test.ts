import { describe, expect, it } from "vitest";
import { toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES } from "../../../domain/navigation/navigation-sequences.ts";
import { guardRoute, type RouteGuardInput } from "../../../domain/navigation/route-guard.ts";

const NOBODY_AUTHORIZED: Readonly<Record<FormType, boolean>> = { Standard: false, Lookup: false, Automotive: false, DocumentsUpload: false };
const ALL_AUTHORIZED: Readonly<Record<FormType, boolean>> = { Standard: true, Lookup: true, Automotive: true, DocumentsUpload: true };

/** The claim deadline passes at 2026-07-01T06:59:59Z, the global one at 2027-01-01T07:59:59Z. */
const DEADLINES = toDeadlineSettings({
  en: {
    projectTimeZone: "Pacific",
    deadlines: {
      globalDeadline: { deadlineDateTime: "12/31/2026 11:59:59 PM" },
      claimFilingDeadline: { deadlineDateTime: "06/30/2026 11:59:59 PM" },
      automotiveFilingDeadline: { deadlineDateTime: "06/30/2026 11:59:59 PM", redirectUrl: "https://example.com/automotive-closed" }
    }
  },
  es: { deadlines: { claimFilingDeadline: { redirectUrl: "https://example.com/cerrado" } } }
});

const BEFORE_DEADLINES = Date.parse("2026-06-01T12:00:00Z");
const AFTER_CLAIM_DEADLINE = Date.parse("2026-07-01T07:00:00Z");
const AFTER_GLOBAL_DEADLINE = Date.parse("2027-01-01T08:00:00Z");

const guard = (overrides: Partial<RouteGuardInput>) =>
  guardRoute({
    path: "/standard/claim-details",
    query: {},
    addressQuery: {},
    enabledCultures: { en: "English", es: "Español" },
    deadlines: DEADLINES,
    authorized: ALL_AUTHORIZED,
    activeForm: "Standard",
    now: BEFORE_DEADLINES,
    sequences: DEFAULT_SEQUENCES,
    ...overrides
  });

describe("the route guard, step 1: sanitising the query", () => {
  it("redirects with replace to the same path with the sanitised query, before anything else", () => {
    expect(guard({ query: { culture: "es<script>", ref: "a b" } })).toEqual({
      kind: "redirect",
      reason: "sanitizeQuery",
      to: "/standard/claim-details?culture=esscript&ref=ab",
      replace: true,
      external: false,
      culture: null
    });
  });

  it("lets a clean query through", () => {
    expect(guard({ query: { culture: "es", ref: "A-1_b" } })).toEqual({ kind: "proceed", culture: "es", formType: "Standard" });
  });
});

describe("the route guard, step 2: the culture", () => {
  it("takes the culture query, then the page address, then en", () => {
    expect(guard({ query: { culture: "es" }, addressQuery: { culture: "en" } })).toMatchObject({ culture: "es" });
    expect(guard({ addressQuery: { culture: "es" } })).toMatchObject({ culture: "es" });
    expect(guard({})).toMatchObject({ culture: "en" });
  });

  it("falls back from a disabled culture", () => {
    expect(guard({ query: { culture: "fr" } })).toEqual({ kind: "proceed", culture: "en", formType: "Standard" });
    expect(guard({ query: { culture: "fr" }, addressQuery: { culture: "es" } })).toMatchObject({ culture: "es" });
    expect(guard({ query: { culture: "es" }, enabledCultures: { en: "English" } })).toMatchObject({ culture: "en" });
  });
});

describe("the route guard, step 3: deadlines", () => {
  it("sends a page whose deadline has passed to /deadline, in the claimant's culture", () => {
    expect(guard({ now: AFTER_CLAIM_DEADLINE })).toEqual({
      kind: "redirect",
      reason: "deadlinePassed",
      to: "/deadline?culture=en",
      replace: true,
      external: false,
      culture: "en"
    });
  });

  it("sends it to the culture's configured address, marked external when it leaves the site", () => {
    expect(guard({ now: AFTER_CLAIM_DEADLINE, query: { culture: "es" } })).toEqual({
      kind: "redirect",
      reason: "deadlinePassed",
      to: "https://example.com/cerrado",
      replace: true,
      external: true,
      culture: "es"
    });
  });

  it("uses the default address for a culture without one of its own", () => {
    expect(guard({ path: "/automotive/claim-details", now: AFTER_CLAIM_DEADLINE, query: { culture: "es" } })).toMatchObject({
      reason: "deadlinePassed",
      to: "https://example.com/automotive-closed",
      external: true
    });
  });

  it("keeps a configured address on this site in the router", () => {
    const deadlines = toDeadlineSettings({
      deadlines: { lookupFilingDeadline: { timeZone: "Eastern", deadline: "06/30/2026", redirectUrl: "/lookup-closed" } }
    });
    expect(guard({ path: "/lookup", deadlines, now: AFTER_CLAIM_DEADLINE })).toMatchObject({
      reason: "deadlinePassed",
      to: "/lookup-closed",
      external: false
    });
    const protocolRelative = toDeadlineSettings({
      deadlines: { lookupFilingDeadline: { timeZone: "Eastern", deadline: "06/30/2026", redirectUrl: "//example.com/closed" } }
    });
    expect(guard({ path: "/lookup", deadlines: protocolRelative, now: AFTER_CLAIM_DEADLINE })).toMatchObject({ external: true });
  });

  it("closes every form type at the global deadline, first pages and the root included", () => {
    for (const path of ["/", "/standard", "/automotive", "/lookup", "/documents-upload/supporting-documents"]) {
      expect(guard({ path, now: AFTER_GLOBAL_DEADLINE }), path).toMatchObject({ kind: "redirect", reason: "deadlinePassed", to: "/deadline?culture=en" });
    }
  });

  it("leaves other form types open when only one form type's deadline has passed", () => {
    expect(guard({ path: "/documents-upload/supporting-documents", now: AFTER_CLAIM_DEADLINE })).toEqual({
      kind: "proceed",
      culture: "en",
      formType: "DocumentsUpload"
    });
  });

  it("never closes a confirmation page", () => {
    expect(guard({ path: "/standard/confirmation", now: AFTER_GLOBAL_DEADLINE })).toEqual({
      kind: "proceed",
      culture: "en",
      formType: "Standard"
    });
  });
});

describe("the route guard, step 4: authorization", () => {
  it("sends a page past the first without the form type's authorization to /session-expired", () => {
    expect(guard({ authorized: NOBODY_AUTHORIZED, query: { culture: "es" } })).toEqual({
      kind: "redirect",
      reason: "notAuthorized",
      to: "/session-expired?form=standard&culture=es",
      replace: true,
      external: false,
      culture: "es"
    });
    expect(guard({ path: "/documents-upload/confirmation", authorized: { ...ALL_AUTHORIZED, DocumentsUpload: false } })).toMatchObject({
      to: "/session-expired?form=documents-upload&culture=en"
    });
  });

  it("guards Standard's payment-election and supporting-documents pages too", () => {
    for (const path of ["/standard/payment-election", "/standard/supporting-documents/"]) {
      expect(guard({ path, authorized: NOBODY_AUTHORIZED }), path).toMatchObject({ reason: "notAuthorized" });
    }
  });

  it("asks only for the page's own form type", () => {
    expect(guard({ path: "/automotive/claimant-info", authorized: { ...NOBODY_AUTHORIZED, Automotive: true } })).toEqual({
      kind: "proceed",
      culture: "en",
      formType: "Automotive"
    });
  });

  it("asks nothing on a form's first page", () => {
    for (const path of ["/standard", "/standard/", "/automotive", "/lookup", "/documents-upload"]) {
      expect(guard({ path, authorized: NOBODY_AUTHORIZED }), path).toMatchObject({ kind: "proceed" });
    }
  });

  it("takes / as the active form's first page, Standard when no form is active", () => {
    expect(guard({ path: "/", authorized: NOBODY_AUTHORIZED, activeForm: "Lookup" })).toEqual({
      kind: "proceed",
      culture: "en",
      formType: "Lookup"
    });
    expect(guard({ path: "/", authorized: NOBODY_AUTHORIZED, activeForm: null })).toMatchObject({ formType: "Standard" });
  });
});

describe("the route guard on pages outside the form types", () => {
  it("sanitises and resolves the culture, and asks for nothing else", () => {
    for (const path of ["/error", "/deadline", "/session-expired", "/page-not-found", "/no-such-page"]) {
      expect(guard({ path, query: { culture: "es" }, authorized: NOBODY_AUTHORIZED, now: AFTER_GLOBAL_DEADLINE }), path).toEqual({
        kind: "proceed",
        culture: "es",
        formType: null
      });
    }
    expect(guard({ path: "/deadline", query: { culture: "es!" } })).toMatchObject({ reason: "sanitizeQuery", to: "/deadline?culture=es" });
  });
});

describe("the order of the guard's steps", () => {
  it("redirects for the query before checking a passed deadline", () => {
    expect(guard({ query: { culture: "es;" }, now: AFTER_GLOBAL_DEADLINE, authorized: NOBODY_AUTHORIZED })).toMatchObject({
      reason: "sanitizeQuery"
    });
  });

  it("redirects for a passed deadline before missing authorization", () => {
    expect(guard({ now: AFTER_CLAIM_DEADLINE, authorized: NOBODY_AUTHORIZED })).toMatchObject({ reason: "deadlinePassed" });
  });

  it("resolves the culture before both, so their redirects carry it", () => {
    expect(guard({ addressQuery: { culture: "es" }, now: AFTER_GLOBAL_DEADLINE })).toMatchObject({
      to: "/deadline?culture=es",
      culture: "es"
    });
    expect(guard({ addressQuery: { culture: "es" }, authorized: NOBODY_AUTHORIZED })).toMatchObject({
      to: "/session-expired?form=standard&culture=es",
      culture: "es"
    });
  });
});
