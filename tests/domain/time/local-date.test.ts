import { Instant, LocalDate } from "@js-joda/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatEnteredDate,
  parseEnteredDate,
  todayIn,
  todayInLosAngeles
} from "../../../domain/time/local-date.ts";
import { losAngelesZone, zoneId } from "../../../domain/time/zones.ts";

const at = (iso: string): Instant => Instant.parse(iso);

describe("parseEnteredDate (M/d/yyyy)", () => {
  it("takes one or two digits for month and day, so the strict MM/dd/yyyy too", () => {
    expect(parseEnteredDate("3/8/2026")).toEqual(LocalDate.of(2026, 3, 8));
    expect(parseEnteredDate("03/08/2026")).toEqual(LocalDate.of(2026, 3, 8));
    expect(parseEnteredDate("03/8/2026")).toEqual(LocalDate.of(2026, 3, 8));
    expect(parseEnteredDate("11/1/2026")).toEqual(LocalDate.of(2026, 11, 1));
  });

  it("wants a four-digit year and nothing else", () => {
    expect(parseEnteredDate("3/8/26")).toBeNull();
    expect(parseEnteredDate("2026-03-08")).toBeNull();
    expect(parseEnteredDate("3/8/2026.")).toBeNull();
    expect(parseEnteredDate("March 8, 2026")).toBeNull();
  });

  it("knows leap years", () => {
    expect(parseEnteredDate("2/29/2024")).toEqual(LocalDate.of(2024, 2, 29));
    expect(parseEnteredDate("2/29/2000")).toEqual(LocalDate.of(2000, 2, 29));
    expect(parseEnteredDate("2/29/2025")).toBeNull();
    expect(parseEnteredDate("2/29/2100")).toBeNull();
  });

  it("gives null for whitespace-only and non-ASCII digits", () => {
    expect(parseEnteredDate(" \t ")).toBeNull();
    expect(parseEnteredDate("٣/٨/٢٠٢٦")).toBeNull();
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const date = parseEnteredDate(text);
        return date === null || date instanceof LocalDate;
      })
    );
  });

  it("reads back every date it formats", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }), (jsDate) => {
        const date = LocalDate.of(jsDate.getUTCFullYear(), jsDate.getUTCMonth() + 1, jsDate.getUTCDate());
        return parseEnteredDate(formatEnteredDate(date))?.equals(date) === true;
      })
    );
  });
});

describe("formatEnteredDate", () => {
  it("writes MM/dd/yyyy", () => {
    expect(formatEnteredDate(LocalDate.of(2026, 3, 8))).toBe("03/08/2026");
    expect(formatEnteredDate(LocalDate.of(999, 12, 31))).toBe("12/31/0999");
  });
});

describe("today in Los Angeles", () => {
  it("is still yesterday late in the UTC evening", () => {
    expect(todayInLosAngeles(at("2026-06-15T06:59:59Z"))).toEqual(LocalDate.of(2026, 6, 14));
    expect(todayInLosAngeles(at("2026-06-15T07:00:00Z"))).toEqual(LocalDate.of(2026, 6, 15));
    expect(todayInLosAngeles(at("2026-01-15T07:59:59Z"))).toEqual(LocalDate.of(2026, 1, 14));
    expect(todayInLosAngeles(at("2026-01-15T08:00:00Z"))).toEqual(LocalDate.of(2026, 1, 15));
  });

  it("follows the spring-forward change of 8 March 2026 (02:00 PST becomes 03:00 PDT at 10:00Z)", () => {
    expect(todayInLosAngeles(at("2026-03-08T07:59:59Z"))).toEqual(LocalDate.of(2026, 3, 7));
    expect(todayInLosAngeles(at("2026-03-08T08:00:00Z"))).toEqual(LocalDate.of(2026, 3, 8));
    expect(todayInLosAngeles(at("2026-03-08T09:59:00Z"))).toEqual(LocalDate.of(2026, 3, 8));
    expect(todayInLosAngeles(at("2026-03-08T10:01:00Z"))).toEqual(LocalDate.of(2026, 3, 8));
    // The next midnight comes at 07:00Z now that Los Angeles is on PDT (UTC-7).
    expect(todayInLosAngeles(at("2026-03-09T06:59:59Z"))).toEqual(LocalDate.of(2026, 3, 8));
    expect(todayInLosAngeles(at("2026-03-09T07:00:00Z"))).toEqual(LocalDate.of(2026, 3, 9));
  });

  it("follows the fall-back change of 1 November 2026", () => {
    // Midnight of 1 November is still PDT (07:00Z); the next midnight is PST (08:00Z on 2 November).
    expect(todayInLosAngeles(at("2026-11-01T06:59:59Z"))).toEqual(LocalDate.of(2026, 10, 31));
    expect(todayInLosAngeles(at("2026-11-01T07:00:00Z"))).toEqual(LocalDate.of(2026, 11, 1));
    expect(todayInLosAngeles(at("2026-11-02T07:30:00Z"))).toEqual(LocalDate.of(2026, 11, 1));
    expect(todayInLosAngeles(at("2026-11-02T08:00:00Z"))).toEqual(LocalDate.of(2026, 11, 2));
  });

  it("matches todayIn with the Los Angeles zone, which differs from other zones at the same instant", () => {
    const now = at("2026-07-01T03:00:00Z");
    expect(todayIn(now, losAngelesZone())).toEqual(LocalDate.of(2026, 6, 30));
    expect(todayIn(now, zoneId("America/New_York"))).toEqual(LocalDate.of(2026, 6, 30));
    expect(todayIn(now, zoneId("America/St_Johns"))).toEqual(LocalDate.of(2026, 7, 1));
    expect(todayInLosAngeles(now)).toEqual(todayIn(now, losAngelesZone()));
  });
});
