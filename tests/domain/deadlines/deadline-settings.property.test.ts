import { LocalDateTime, ZoneOffset } from "@js-joda/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOpen } from "../../../domain/deadlines/deadline-check.ts";
import { toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";
import { WINDOWS_ZONE_NAMES, type WindowsZoneName } from "../../../domain/time/windows-zone-names.ts";
import { zoneId } from "../../../domain/time/zones.ts";

const ZONE_NAMES = Object.keys(WINDOWS_ZONE_NAMES) as WindowsZoneName[];

const two = (value: number): string => String(value).padStart(2, "0");

/** Written independently of the parser: MM/dd/yyyy hh:mm:ss a. */
const formatDeadline = (local: LocalDateTime): string => {
  const hour = local.hour() % 12 === 0 ? 12 : local.hour() % 12;
  const meridiem = local.hour() < 12 ? "AM" : "PM";
  const date = `${two(local.monthValue())}/${two(local.dayOfMonth())}/${local.year()}`;
  return `${date} ${two(hour)}:${two(local.minute())}:${two(local.second())} ${meridiem}`;
};

/** Any wall-clock second from 2000 to 2099. */
const localDateTimes = fc
  .integer({ min: 946_684_800, max: 4_102_444_799 })
  .map((seconds) => LocalDateTime.ofEpochSecond(seconds, ZoneOffset.UTC));

/** A zone name as a case might write it: bare or in full, in any letter case. */
const zoneNames = fc
  .tuple(fc.constantFrom(...ZONE_NAMES), fc.boolean(), fc.constantFrom("as written", "upper", "lower"))
  .map(([name, full, letterCase]) => {
    const written = full ? `${name} Standard Time` : name;
    return { zone: name, written: letterCase === "upper" ? written.toUpperCase() : letterCase === "lower" ? written.toLowerCase() : written };
  });

/** The only offset of a wall-clock time that occurs exactly once in the zone; null at a daylight-saving change. */
const soleOffset = (zone: WindowsZoneName, local: LocalDateTime): ZoneOffset | null => {
  const offsets = zoneId(WINDOWS_ZONE_NAMES[zone]).rules().validOffsets(local);
  return offsets.length === 1 ? (offsets[0] ?? null) : null;
};

describe("deadlines, for any zone, instant and now", () => {
  it("read a formatted local date-time back as the instant it names, where that time is unambiguous", () => {
    fc.assert(
      fc.property(zoneNames, localDateTimes, ({ zone, written }, local) => {
        const offset = soleOffset(zone, local);
        fc.pre(offset !== null);
        const settings = toDeadlineSettings({ deadlines: { globalDeadline: { timeZone: written, deadline: formatDeadline(local) } } });
        expect(settings.globalDeadline?.at).toEqual(local.toInstant(offset).toEpochMilli());
        expect(settings.globalDeadline?.zone).toBe(WINDOWS_ZONE_NAMES[zone]);
      })
    );
  });

  it("read a date alone as the last millisecond of that day, where that time is unambiguous", () => {
    fc.assert(
      fc.property(zoneNames, localDateTimes, ({ zone, written }, day) => {
        const endOfDay = day.withHour(23).withMinute(59).withSecond(59).withNano(999_000_000);
        const offset = soleOffset(zone, endOfDay);
        fc.pre(offset !== null);
        const text = formatDeadline(day).slice(0, 10);
        const settings = toDeadlineSettings({ en: { projectTimeZone: written, deadlines: { claimFilingDeadline: { deadlineDateTime: text } } } });
        expect(settings.claimFilingDeadline?.at).toEqual(endOfDay.toInstant(offset).toEpochMilli());
      })
    );
  });

  it("are open exactly when now is not after the deadline", () => {
    /** Now at the deadline, close to it on either side, or anywhere in the century. */
    const nows = fc.oneof(
      fc.constant({ shift: 0 }),
      fc.integer({ min: -86_400_000, max: 86_400_000 }).map((shift) => ({ shift })),
      fc.integer({ min: 946_684_800_000, max: 4_102_444_799_999 }).map((epochMilli) => ({ epochMilli }))
    );
    fc.assert(
      fc.property(zoneNames, localDateTimes, nows, ({ written }, local, choice) => {
        const settings = toDeadlineSettings({ deadlines: { globalDeadline: { timeZone: written, deadline: formatDeadline(local) } } });
        const deadline = settings.globalDeadline!;
        const now = "shift" in choice ? deadline.at + choice.shift : choice.epochMilli;
        expect(isOpen(deadline, now)).toBe(now <= deadline.at);
      })
    );
  });
});
