// The Windows-style time-zone names of spec section 9 (as deadlines name them) and the regional IANA
// zone each stands for. Data only: scripts/generate-zone-data.ts ships exactly these zones plus Los Angeles.
export const WINDOWS_ZONE_NAMES = {
  Pacific: "America/Los_Angeles",
  Mountain: "America/Denver",
  Central: "America/Chicago",
  Eastern: "America/New_York",
  Atlantic: "America/Halifax",
  Newfoundland: "America/St_Johns",
  Alaskan: "America/Anchorage",
  "Hawaii-Aleutian": "Pacific/Honolulu",
  Aleutian: "America/Adak",
  Yukon: "America/Whitehorse",
  Arizona: "America/Phoenix",
  "Indiana East": "America/Indiana/Indianapolis",
  Saskatchewan: "America/Regina"
} as const satisfies Readonly<Record<string, string>>;

export type WindowsZoneName = keyof typeof WINDOWS_ZONE_NAMES;

/** The zone in which dates are validated (spec section 9). */
export const LOS_ANGELES_ZONE_NAME = "America/Los_Angeles";

/** Every IANA zone the site needs: Los Angeles and the regional zones above, each once. */
export const NEEDED_ZONE_NAMES: readonly string[] = [
  ...new Set<string>([LOS_ANGELES_ZONE_NAME, ...Object.values(WINDOWS_ZONE_NAMES)])
];
