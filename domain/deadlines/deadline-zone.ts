// Which zone a deadline's time-zone name stands for: only the Windows-style names of spec section 9,
// written bare ("Pacific") or in full ("Pacific Standard Time"), in any letter case. IANA names are refused.
import type { ZoneId } from "@js-joda/core";
import { WINDOWS_ZONE_NAMES } from "../time/windows-zone-names.ts";
import { zoneId } from "../time/zones.ts";
import { DeadlineError } from "./deadline-error.ts";
import type { DeadlineName } from "./deadline-names.ts";

const FULL_NAME_SUFFIX = " standard time";

const ZONES_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(WINDOWS_ZONE_NAMES).map(([name, zone]) => [name.toLowerCase(), zone])
);

/** The IANA name of the zone, or null when the name is not one of section 9's. */
export const ianaZoneName = (windowsName: string): string | null => {
  const wanted = windowsName.trim().toLowerCase();
  const bare = wanted.endsWith(FULL_NAME_SUFFIX) ? wanted.slice(0, -FULL_NAME_SUFFIX.length) : wanted;
  return ZONES_BY_NAME.get(bare) ?? null;
};

/** The zone of the deadline's time-zone name; throws 'Unknown time zone' for any other name. */
export const deadlineZone = (windowsName: string, deadline: DeadlineName): ZoneId => {
  const name = ianaZoneName(windowsName);
  if (name === null) throw new DeadlineError("unknownTimeZone", deadline, windowsName);
  return zoneId(name);
};
