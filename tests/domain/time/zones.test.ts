import { DateTimeException, Instant, LocalDateTime, ZoneOffset, ZoneRulesProvider } from "@js-joda/core";
import { describe, expect, it } from "vitest";
import { WINDOWS_ZONE_NAMES } from "../../../domain/time/windows-zone-names.ts";
import { ZONE_DATA } from "../../../domain/time/zone-data.ts";
import { findZoneId, losAngelesZone, zoneId } from "../../../domain/time/zones.ts";

const offsetAt = (name: string, iso: string): string => zoneId(name).rules().offset(Instant.parse(iso)).id();

describe("zones", () => {
  // First of the file: nothing has asked for a zone yet.
  it("unpacks the shipped zones only once a zone is asked for, not as the module loads", () => {
    expect(ZoneRulesProvider.getAvailableZoneIds()).not.toContain("America/Chicago");
    expect(findZoneId("America/Chicago")?.id()).toBe("America/Chicago");
    expect(ZoneRulesProvider.getAvailableZoneIds()).toContain("America/Chicago");
  });

  it("ships Los Angeles with its daylight-saving rules", () => {
    const losAngeles = losAngelesZone();
    expect(losAngeles.id()).toBe("America/Los_Angeles");
    expect(losAngeles.rules().offset(Instant.parse("2026-03-08T09:59:00Z"))).toEqual(ZoneOffset.ofHours(-8));
    expect(losAngeles.rules().offset(Instant.parse("2026-03-08T10:01:00Z"))).toEqual(ZoneOffset.ofHours(-7));
    expect(losAngeles.rules().offset(Instant.parse("2026-11-01T08:59:00Z"))).toEqual(ZoneOffset.ofHours(-7));
    expect(losAngeles.rules().offset(Instant.parse("2026-11-01T09:01:00Z"))).toEqual(ZoneOffset.ofHours(-8));
  });

  it("resolves every Windows-style name's zone, links included", () => {
    for (const name of Object.values(WINDOWS_ZONE_NAMES)) {
      expect(zoneId(name).id()).toBe(name);
    }
    expect(offsetAt(WINDOWS_ZONE_NAMES["Indiana East"], "2026-01-15T12:00:00Z")).toBe("-05:00");
    expect(offsetAt(WINDOWS_ZONE_NAMES["Indiana East"], "2026-07-15T12:00:00Z")).toBe("-04:00");
  });

  it("gives each regional zone its own offsets", () => {
    const winter = "2026-01-15T12:00:00Z";
    const summer = "2026-07-15T12:00:00Z";
    expect(offsetAt(WINDOWS_ZONE_NAMES.Newfoundland, winter)).toBe("-03:30");
    expect(offsetAt(WINDOWS_ZONE_NAMES.Newfoundland, summer)).toBe("-02:30");
    expect(offsetAt(WINDOWS_ZONE_NAMES.Arizona, winter)).toBe("-07:00");
    expect(offsetAt(WINDOWS_ZONE_NAMES.Arizona, summer)).toBe("-07:00");
    expect(offsetAt(WINDOWS_ZONE_NAMES.Saskatchewan, summer)).toBe("-06:00");
    expect(offsetAt(WINDOWS_ZONE_NAMES["Hawaii-Aleutian"], summer)).toBe("-10:00");
    expect(offsetAt(WINDOWS_ZONE_NAMES.Aleutian, summer)).toBe("-09:00");
    expect(offsetAt(WINDOWS_ZONE_NAMES.Yukon, winter)).toBe("-07:00");
    expect(offsetAt(WINDOWS_ZONE_NAMES.Eastern, summer)).toBe("-04:00");
  });

  it("puts a deadline wall-clock time at the right instant", () => {
    const deadline = LocalDateTime.of(2026, 3, 8, 23, 59).atZone(zoneId(WINDOWS_ZONE_NAMES.Eastern)).toInstant();
    expect(deadline.toString()).toBe("2026-03-09T03:59:00Z");
  });

  it("ships only the needed zones, and loads them once however often asked", () => {
    expect(ZONE_DATA.zones.length).toBeLessThanOrEqual(Object.keys(WINDOWS_ZONE_NAMES).length + 1);
    zoneId("America/Los_Angeles");
    findZoneId("America/Chicago");
    losAngelesZone();
    const ids = ZoneRulesProvider.getAvailableZoneIds();
    expect(ids.filter((id) => id === "America/Los_Angeles")).toHaveLength(1);
    expect(ids).not.toContain("Europe/Paris");
  });

  it("says which names it does not know", () => {
    expect(findZoneId("Europe/Paris")).toBeNull();
    expect(findZoneId("Pacific")).toBeNull();
    expect(findZoneId("America/Chicago")?.id()).toBe("America/Chicago");
    expect(findZoneId("Z")?.id()).toBe("Z");
    expect(() => zoneId("Europe/Paris")).toThrow(DateTimeException);
  });
});
