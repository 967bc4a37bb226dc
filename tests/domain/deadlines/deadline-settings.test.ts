import { describe, expect, it } from "vitest";
import { DeadlineError } from "../../../domain/deadlines/deadline-error.ts";
import type { DeadlineResponse } from "../../../domain/deadlines/deadline-response.schema.ts";
import { type DeadlineSettings, toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";
import { WINDOWS_ZONE_NAMES, type WindowsZoneName } from "../../../domain/time/windows-zone-names.ts";
import { thrownBy } from "../../support/thrown-by.ts";

/** 07/15/2026 05:00:00 PM, summer time where there is one. */
const SUMMER_AFTERNOON: Readonly<Record<WindowsZoneName, string>> = {
  Pacific: "2026-07-16T00:00:00Z",
  Mountain: "2026-07-15T23:00:00Z",
  Central: "2026-07-15T22:00:00Z",
  Eastern: "2026-07-15T21:00:00Z",
  Atlantic: "2026-07-15T20:00:00Z",
  Newfoundland: "2026-07-15T19:30:00Z",
  Alaskan: "2026-07-16T01:00:00Z",
  "Hawaii-Aleutian": "2026-07-16T03:00:00Z",
  Aleutian: "2026-07-16T02:00:00Z",
  Yukon: "2026-07-16T00:00:00Z",
  Arizona: "2026-07-16T00:00:00Z",
  "Indiana East": "2026-07-15T21:00:00Z",
  Saskatchewan: "2026-07-15T23:00:00Z"
};

/** 01/15/2026 alone: the end of that winter day. */
const WINTER_DAY_END: Readonly<Record<WindowsZoneName, string>> = {
  Pacific: "2026-01-16T07:59:59.999Z",
  Mountain: "2026-01-16T06:59:59.999Z",
  Central: "2026-01-16T05:59:59.999Z",
  Eastern: "2026-01-16T04:59:59.999Z",
  Atlantic: "2026-01-16T03:59:59.999Z",
  Newfoundland: "2026-01-16T03:29:59.999Z",
  Alaskan: "2026-01-16T08:59:59.999Z",
  "Hawaii-Aleutian": "2026-01-16T09:59:59.999Z",
  Aleutian: "2026-01-16T09:59:59.999Z",
  Yukon: "2026-01-16T06:59:59.999Z",
  Arizona: "2026-01-16T06:59:59.999Z",
  "Indiana East": "2026-01-16T04:59:59.999Z",
  Saskatchewan: "2026-01-16T05:59:59.999Z"
};

const ZONE_NAMES = Object.keys(WINDOWS_ZONE_NAMES) as WindowsZoneName[];

const instants = (settings: DeadlineSettings): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(settings).map(([name, deadline]) => [name, new Date(deadline.at).toISOString().replace(".000Z", "Z")]));

describe("deadline settings from the flat shape", () => {
  it.each(ZONE_NAMES)("put a deadline in %s at the right instant", (zone) => {
    const settings = toDeadlineSettings({
      deadlines: {
        globalDeadline: { timeZone: zone, deadline: "07/15/2026 05:00:00 PM" },
        lookupFilingDeadline: { timeZone: `${zone} Standard Time`, deadline: "01/15/2026" }
      }
    });
    expect(instants(settings)).toEqual({ globalDeadline: SUMMER_AFTERNOON[zone], lookupFilingDeadline: WINTER_DAY_END[zone] });
    expect(settings.globalDeadline?.zone).toBe(WINDOWS_ZONE_NAMES[zone]);
  });

  it("keep each deadline's own zone and its redirect as the default, with no per-culture addresses", () => {
    const settings = toDeadlineSettings({
      deadlines: {
        claimFilingDeadline: { timeZone: "Eastern", deadline: "06/30/2026", redirectUrl: "https://example.com/closed" },
        automotiveFilingDeadline: { timeZone: "Pacific", deadline: "06/30/2026", redirectUrl: null },
        documentsUploadFilingDeadline: { timeZone: "Central", deadline: "06/30/2026", redirectUrl: "  " }
      }
    });
    expect(settings.claimFilingDeadline).toMatchObject({
      name: "claimFilingDeadline",
      zone: "America/New_York",
      redirects: {},
      defaultRedirect: "https://example.com/closed"
    });
    expect(settings.automotiveFilingDeadline).toMatchObject({ zone: "America/Los_Angeles", defaultRedirect: null });
    expect(settings.documentsUploadFilingDeadline?.defaultRedirect).toBeNull();
    expect(Object.keys(settings)).toEqual(["claimFilingDeadline", "automotiveFilingDeadline", "documentsUploadFilingDeadline"]);
  });
});

describe("deadline settings from the per-culture shape", () => {
  it.each(ZONE_NAMES)("put every deadline in the project zone %s", (zone) => {
    const settings = toDeadlineSettings({
      en: {
        projectTimeZone: zone,
        deadlines: {
          claimFilingDeadline: { deadlineDateTime: "07/15/2026 05:00:00 PM" },
          documentsUploadFilingDeadline: { deadlineDateTime: "01/15/2026" }
        }
      }
    });
    expect(instants(settings)).toEqual({
      claimFilingDeadline: SUMMER_AFTERNOON[zone],
      documentsUploadFilingDeadline: WINTER_DAY_END[zone]
    });
    expect(settings.documentsUploadFilingDeadline?.zone).toBe(WINDOWS_ZONE_NAMES[zone]);
  });

  it("take en's address as the default and each other culture's, per deadline before for all", () => {
    const response: DeadlineResponse = {
      en: {
        projectTimeZone: "Pacific Standard Time",
        deadlines: {
          globalDeadline: { deadlineDateTime: "12/31/2026 11:59:59 PM" },
          claimFilingDeadline: { deadlineDateTime: "06/30/2026 11:59:59 PM", redirectUrl: "/closed" }
        }
      },
      es: { deadlines: { claimFilingDeadline: { redirectUrl: "/cerrado" } }, redirectUrl: "/es/fin" },
      fr: { redirectUrl: "https://example.com/ferme" },
      "zh-CN": { deadlines: { claimFilingDeadline: { redirectUrl: null } } },
      de: { deadlines: { lookupFilingDeadline: { redirectUrl: "/geschlossen" } } }
    };
    const settings = toDeadlineSettings(response);
    expect(settings.claimFilingDeadline).toMatchObject({
      name: "claimFilingDeadline",
      zone: "America/Los_Angeles",
      redirects: { es: "/cerrado", fr: "https://example.com/ferme" },
      defaultRedirect: "/closed"
    });
    expect(settings.globalDeadline).toMatchObject({
      redirects: { es: "/es/fin", fr: "https://example.com/ferme" },
      defaultRedirect: null
    });
    expect(Object.keys(settings)).toEqual(["globalDeadline", "claimFilingDeadline"]);
  });

  it("take en's address for every deadline as the default for those naming none", () => {
    const settings = toDeadlineSettings({
      en: {
        projectTimeZone: "Mountain",
        deadlines: {
          globalDeadline: { deadlineDateTime: "12/31/2026" },
          claimFilingDeadline: { deadlineDateTime: "06/30/2026", redirectUrl: "/claims-closed" }
        },
        redirectUrl: "/closed"
      }
    });
    expect(settings.globalDeadline?.defaultRedirect).toBe("/closed");
    expect(settings.claimFilingDeadline?.defaultRedirect).toBe("/claims-closed");
  });

  it("use only en's zone and date-times, whatever another culture gives", () => {
    const settings = toDeadlineSettings({
      en: { projectTimeZone: "Eastern", deadlines: { claimFilingDeadline: { deadlineDateTime: "01/15/2026" } } },
      es: {
        projectTimeZone: "Pacific",
        deadlines: {
          claimFilingDeadline: { deadlineDateTime: "12/31/2030", redirectUrl: "/cerrado" },
          automotiveFilingDeadline: { deadlineDateTime: "12/31/2030" }
        }
      }
    });
    expect(instants(settings)).toEqual({ claimFilingDeadline: WINTER_DAY_END.Eastern });
    expect(settings.claimFilingDeadline?.redirects).toEqual({ es: "/cerrado" });
  });

  it("key culture addresses in lower case", () => {
    const settings = toDeadlineSettings({
      en: { projectTimeZone: "Central", deadlines: { lookupFilingDeadline: { deadlineDateTime: "06/30/2026" } } },
      "ES-MX": { redirectUrl: "/cerrado" }
    });
    expect(settings.lookupFilingDeadline?.redirects).toEqual({ "es-mx": "/cerrado" });
  });
});

describe("deadline settings refuse", () => {
  it("an unknown time zone, naming the deadline", () => {
    const error = thrownBy(() =>
      toDeadlineSettings({ deadlines: { automotiveFilingDeadline: { timeZone: "America/Chicago", deadline: "06/30/2026" } } })
    );
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as DeadlineError).message).toBe("Unknown time zone: America/Chicago (automotiveFilingDeadline)");
  });

  it("an unreadable date-time, naming the deadline", () => {
    const error = thrownBy(() =>
      toDeadlineSettings({ en: { projectTimeZone: "Eastern", deadlines: { lookupFilingDeadline: { deadlineDateTime: "13/01/2026" } } } })
    );
    expect(error).toBeInstanceOf(DeadlineError);
    expect(error).toMatchObject({ reason: "invalidDeadlineFormat", deadline: "lookupFilingDeadline" });
    expect((error as DeadlineError).message).toBe("Invalid deadline format: 13/01/2026 (lookupFilingDeadline)");
  });
});
