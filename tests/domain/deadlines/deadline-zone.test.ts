import { describe, expect, it } from "vitest";
import { DeadlineError } from "../../../domain/deadlines/deadline-error.ts";
import { deadlineZone, ianaZoneName } from "../../../domain/deadlines/deadline-zone.ts";
import { WINDOWS_ZONE_NAMES } from "../../../domain/time/windows-zone-names.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("deadline time-zone names", () => {
  it("map each Windows-style name of section 9, bare or in full, to its regional zone", () => {
    for (const [name, zone] of Object.entries(WINDOWS_ZONE_NAMES)) {
      expect(ianaZoneName(name)).toBe(zone);
      expect(ianaZoneName(`${name} Standard Time`)).toBe(zone);
      expect(deadlineZone(name, "globalDeadline").id()).toBe(zone);
    }
    expect(Object.keys(WINDOWS_ZONE_NAMES)).toHaveLength(13);
  });

  it("ignore letter case and surrounding spaces", () => {
    expect(ianaZoneName("PACIFIC STANDARD TIME")).toBe("America/Los_Angeles");
    expect(ianaZoneName(" pacific ")).toBe("America/Los_Angeles");
    expect(ianaZoneName("hawaii-aleutian standard time")).toBe("Pacific/Honolulu");
    expect(ianaZoneName("Indiana East Standard Time")).toBe("America/Indiana/Indianapolis");
  });

  it("know no other name, IANA names and abbreviations included", () => {
    for (const name of ["America/Los_Angeles", "Pacific Daylight Time", "PST", "Standard Time", "Pacific Standard", "Europe", ""]) {
      expect(ianaZoneName(name)).toBeNull();
    }
  });

  it("throw 'Unknown time zone' naming the value and the deadline", () => {
    const error = thrownBy(() => deadlineZone("Europe/Paris", "claimFilingDeadline"));
    expect(error).toBeInstanceOf(DeadlineError);
    expect(error).toMatchObject({ reason: "unknownTimeZone", deadline: "claimFilingDeadline", value: "Europe/Paris" });
    expect((error as DeadlineError).message).toBe("Unknown time zone: Europe/Paris (claimFilingDeadline)");
  });
});
