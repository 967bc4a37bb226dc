// The route guard and a filed claim's receipt: the confirmation page of a form whose receipt is kept opens
// without authorization (a reload must not lose the reference code); no other page does.
import { describe, expect, it } from "vitest";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES } from "../../../domain/navigation/navigation-sequences.ts";
import { guardRoute, type RouteGuardInput } from "../../../domain/navigation/route-guard.ts";

const NOBODY_AUTHORIZED: Readonly<Record<FormType, boolean>> = { Standard: false, Lookup: false, Automotive: false, DocumentsUpload: false };

const guard = (overrides: Partial<RouteGuardInput>) =>
  guardRoute({
    path: "/standard/confirmation",
    query: {},
    addressQuery: {},
    enabledCultures: { en: "English", es: "Español" },
    deadlines: {},
    authorized: NOBODY_AUTHORIZED,
    activeForm: null,
    now: Date.parse("2026-06-01T12:00:00Z"),
    sequences: DEFAULT_SEQUENCES,
    ...overrides
  });

describe("the route guard with a kept receipt", () => {
  it("opens the confirmation page of the form filed, without authorization", () => {
    expect(guard({ filedForms: ["Standard"] })).toEqual({ kind: "proceed", culture: "en", formType: "Standard" });
    expect(guard({ path: "/documents-upload/confirmation/", filedForms: ["DocumentsUpload"], query: { culture: "es" } })).toEqual({
      kind: "proceed",
      culture: "es",
      formType: "DocumentsUpload"
    });
  });

  it("still sends the claimant away from another form's confirmation and from the filed form's other pages", () => {
    expect(guard({ path: "/automotive/confirmation", filedForms: ["Standard"] })).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
    expect(guard({ path: "/standard/claim-summary", filedForms: ["Standard"] })).toMatchObject({
      kind: "redirect",
      reason: "notAuthorized",
      to: "/session-expired?form=standard&culture=en"
    });
  });

  it("sends the claimant away from a confirmation with no receipt kept", () => {
    expect(guard({})).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
    expect(guard({ filedForms: [] })).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
  });
});
