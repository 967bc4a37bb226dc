// Time zones with only the data the site ships: plugs js-joda's empty tzdb provider and loads the
// generated zone-data.ts into it once, when a zone is first asked for: unpacking it took a phone's main
// thread for about 80 ms, which the date code's loading ahead of need (the site's idle prefetch) need not
// pay. Never imports the package main, which carries the whole database.
import { ZoneId, ZoneRulesProvider } from "@js-joda/core";
import "@js-joda/timezone/dist/js-joda-timezone-empty.esm.js";
import { LOS_ANGELES_ZONE_NAME } from "./windows-zone-names.ts";
import { ZONE_DATA } from "./zone-data.ts";

/** What the plugged provider adds to ZoneRulesProvider (the core typings do not declare it). */
interface TzdbLoader {
  loadTzdbData?: (data: typeof ZONE_DATA) => void;
}

let zoneDataLoaded = false;

/** Loads the shipped zones into the provider unless they are there already; safe to call again. */
const loadZoneData = (): void => {
  if (zoneDataLoaded) return;
  // Loading twice would list every zone twice, so look before loading; this also holds when some
  // other module (a script, a test) already loaded the full database into the same provider.
  if (!ZoneRulesProvider.getAvailableZoneIds().includes(LOS_ANGELES_ZONE_NAME)) {
    const loader = ZoneRulesProvider as unknown as TzdbLoader;
    if (loader.loadTzdbData === undefined) throw new Error("The @js-joda/timezone provider is not plugged in.");
    loader.loadTzdbData(ZONE_DATA);
  }
  zoneDataLoaded = true;
};

/** The zone of an IANA name among the shipped ones (or a fixed offset such as "Z" or "+05:00"); null when unknown. */
export const findZoneId = (name: string): ZoneId | null => {
  loadZoneData();
  try {
    return ZoneId.of(name);
  } catch {
    return null;
  }
};

/** The zone of a shipped IANA name; throws js-joda's DateTimeException for any other name. */
export const zoneId = (name: string): ZoneId => {
  loadZoneData();
  return ZoneId.of(name);
};

/** One rules object for the zone: js-joda builds a fresh one, without its own look-ups kept, each time a zone is asked for. */
let losAngeles: ZoneId | null = null;

/** The zone in which dates are validated (spec sections 5 and 9). */
export const losAngelesZone = (): ZoneId => (losAngeles ??= zoneId(LOS_ANGELES_ZONE_NAME));
