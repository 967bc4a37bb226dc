import { describe, expect, it } from "vitest";
import { deadlineRedirect, isOpen, passedDeadline } from "../../../domain/deadlines/deadline-check.ts";
import type { Deadline, DeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";
import { toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";

const settings: DeadlineSettings = toDeadlineSettings({
  en: {
    projectTimeZone: "Pacific",
    deadlines: {
      globalDeadline: { deadlineDateTime: "12/31/2026 11:59:59 PM" },
      claimFilingDeadline: { deadlineDateTime: "06/30/2026 11:59:59 PM", redirectUrl: "/closed" },
      lookupFilingDeadline: { deadlineDateTime: "03/31/2026" }
    }
  },
  es: { deadlines: { claimFilingDeadline: { redirectUrl: "https://example.com/cerrado" } } }
});

const claimDeadline = settings.claimFilingDeadline!;
const lastOpenMoment = Date.parse("2026-07-01T06:59:59Z");

describe("isOpen", () => {
  it("is open up to and including the deadline's instant, and closed after it", () => {
    expect(claimDeadline.at).toEqual(lastOpenMoment);
    expect(isOpen(claimDeadline, lastOpenMoment - 1)).toBe(true);
    expect(isOpen(claimDeadline, lastOpenMoment)).toBe(true);
    expect(isOpen(claimDeadline, lastOpenMoment + 1)).toBe(false);
    expect(isOpen(claimDeadline, Date.parse("2027-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("passedDeadline", () => {
  const afterClaimDeadline = Date.parse("2026-07-01T07:00:00Z");
  const afterGlobalDeadline = Date.parse("2027-01-01T08:00:00Z");

  it("gives the form type's own passed deadline on its pages", () => {
    expect(passedDeadline(settings, "Standard", "/standard/claim-details", afterClaimDeadline)?.name).toBe("claimFilingDeadline");
    expect(passedDeadline(settings, "Standard", "/standard", afterClaimDeadline)?.name).toBe("claimFilingDeadline");
    expect(passedDeadline(settings, "Lookup", "/lookup", afterClaimDeadline)?.name).toBe("lookupFilingDeadline");
  });

  it("gives null while every governing deadline is open, or for a deadline the answer did not set", () => {
    expect(passedDeadline(settings, "Standard", "/standard/claim-details", lastOpenMoment)).toBeNull();
    expect(passedDeadline(settings, "Automotive", "/automotive/claim-details", afterClaimDeadline)).toBeNull();
    expect(passedDeadline(settings, "DocumentsUpload", "/documents-upload", afterClaimDeadline)).toBeNull();
    expect(passedDeadline({}, "Standard", "/standard", afterGlobalDeadline)).toBeNull();
  });

  it("gives the global deadline first, on every form type", () => {
    expect(passedDeadline(settings, "Standard", "/standard/claim-summary", afterGlobalDeadline)?.name).toBe("globalDeadline");
    expect(passedDeadline(settings, "Automotive", "/automotive", afterGlobalDeadline)?.name).toBe("globalDeadline");
    expect(passedDeadline(settings, "DocumentsUpload", "/documents-upload", afterGlobalDeadline)?.name).toBe("globalDeadline");
  });

  it("never closes a confirmation page", () => {
    expect(passedDeadline(settings, "Standard", "/standard/confirmation", afterGlobalDeadline)).toBeNull();
  });
});

describe("deadlineRedirect", () => {
  it("gives the culture's own address, in any letter case", () => {
    expect(deadlineRedirect(claimDeadline, "es")).toBe("https://example.com/cerrado");
    expect(deadlineRedirect(claimDeadline, "ES")).toBe("https://example.com/cerrado");
  });

  it("else the default address", () => {
    expect(deadlineRedirect(claimDeadline, "en")).toBe("/closed");
    expect(deadlineRedirect(claimDeadline, "fr")).toBe("/closed");
  });

  it("else /deadline", () => {
    const bare: Deadline = { ...claimDeadline, redirects: {}, defaultRedirect: null };
    expect(deadlineRedirect(bare, "es")).toBe("/deadline");
    expect(deadlineRedirect(settings.globalDeadline!, "en")).toBe("/deadline");
  });
});
