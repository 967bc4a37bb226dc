import type { ZoneId } from "@js-joda/core";
import { describe, expect, it } from "vitest";
import { deadlineInstant } from "../../../domain/deadlines/deadline-date-time.ts";
import { DeadlineError } from "../../../domain/deadlines/deadline-error.ts";
import { zoneId } from "../../../domain/time/zones.ts";
import { thrownBy } from "../../support/thrown-by.ts";

const PACIFIC = zoneId("America/Los_Angeles");
const EASTERN = zoneId("America/New_York");
const NEWFOUNDLAND = zoneId("America/St_Johns");
const ARIZONA = zoneId("America/Phoenix");

const at = (text: string, zone: ZoneId = PACIFIC): string => deadlineInstant(text, zone, "globalDeadline").toString();

describe("deadline date-times", () => {
  it("read MM/dd/yyyy hh:mm:ss a in the deadline's zone", () => {
    expect(at("06/30/2026 11:59:59 PM")).toBe("2026-07-01T06:59:59Z");
    expect(at("06/30/2026 09:05:07 AM")).toBe("2026-06-30T16:05:07Z");
    expect(at("01/15/2026 05:00:00 PM", EASTERN)).toBe("2026-01-15T22:00:00Z");
  });

  it("take 12 AM as midnight and 12 PM as noon", () => {
    expect(at("06/30/2026 12:00:00 AM")).toBe("2026-06-30T07:00:00Z");
    expect(at("06/30/2026 12:30:00 PM")).toBe("2026-06-30T19:30:00Z");
    expect(at("06/30/2026 01:00:00 PM")).toBe("2026-06-30T20:00:00Z");
  });

  it("accept am and pm in any letter case, and spaces around the text", () => {
    expect(at("06/30/2026 11:59:59 pm")).toBe("2026-07-01T06:59:59Z");
    expect(at("06/30/2026 11:59:59 Am")).toBe("2026-06-30T18:59:59Z");
    expect(at("  06/30/2026 11:59:59 PM ")).toBe("2026-07-01T06:59:59Z");
  });

  it("read a date alone as the end of that day, 23:59:59.999 in the zone", () => {
    expect(at("06/30/2026")).toBe("2026-07-01T06:59:59.999Z");
    expect(at("01/15/2026", EASTERN)).toBe("2026-01-16T04:59:59.999Z");
    expect(at("02/29/2028")).toBe("2028-03-01T07:59:59.999Z");
  });

  it("move a time skipped by spring-forward later by the gap, into summer time", () => {
    expect(at("03/08/2026 01:59:59 AM")).toBe("2026-03-08T09:59:59Z");
    expect(at("03/08/2026 02:00:00 AM")).toBe("2026-03-08T10:00:00Z");
    expect(at("03/08/2026 02:30:00 AM")).toBe("2026-03-08T10:30:00Z");
    expect(at("03/08/2026 03:30:00 AM")).toBe("2026-03-08T10:30:00Z");
    expect(at("03/08/2026 02:30:00 AM", NEWFOUNDLAND)).toBe("2026-03-08T06:00:00Z");
    expect(at("03/08/2026 02:30:00 AM", ARIZONA)).toBe("2026-03-08T09:30:00Z");
  });

  it("take the earlier, summer-time offset for a time repeated at fall-back", () => {
    expect(at("11/01/2026 01:30:00 AM", EASTERN)).toBe("2026-11-01T05:30:00Z");
    expect(at("11/01/2026 01:30:00 AM")).toBe("2026-11-01T08:30:00Z");
    expect(at("11/01/2026 02:00:00 AM", EASTERN)).toBe("2026-11-01T07:00:00Z");
    expect(at("11/01/2026 01:30:00 AM", NEWFOUNDLAND)).toBe("2026-11-01T04:00:00Z");
  });

  it("refuse impossible dates and times, and any other layout, with 'Invalid deadline format'", () => {
    const refused = [
      "02/30/2026",
      "02/29/2026",
      "13/01/2026",
      "00/10/2026",
      "06/00/2026",
      "06/30/2026 00:30:00 AM",
      "06/30/2026 13:00:00 PM",
      "06/30/2026 11:60:00 PM",
      "06/30/2026 11:59:60 PM",
      "06/30/2026 23:59:59",
      "06/30/2026 11:59 PM",
      "06/30/2026 11:59:59 PST",
      "06/30/2026  11:59:59 PM",
      "06/30/2026 11:59:59 PM PST",
      "6/30/2026",
      "2026-06-30",
      "06/30/26",
      "06-30-2026",
      ""
    ];
    for (const text of refused) {
      const error = thrownBy(() => deadlineInstant(text, PACIFIC, "automotiveFilingDeadline"));
      expect(error, text).toBeInstanceOf(DeadlineError);
      expect(error).toMatchObject({ reason: "invalidDeadlineFormat", deadline: "automotiveFilingDeadline", value: text });
      expect((error as DeadlineError).message).toBe(`Invalid deadline format: ${text} (automotiveFilingDeadline)`);
    }
  });
});
