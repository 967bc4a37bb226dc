// An instant as the case's zone reads it, in ISO 8601 with its offset (2026-12-01T19:04:05-08:00): what an
// administrator's "filed at" means, and still the same instant to a machine. The zone's offset is asked of
// Intl once per minute of time (offsets change only on a minute's boundary) and kept; the rest is arithmetic,
// as an export writes it for every claim.
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();
/** Minutes of time whose offset is kept per zone before the store is begun afresh. */
const MOST_KEPT = 200_000;

const formatterFor = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The zone's offset from UTC at the instant, in minutes ("GMT-08:00" is -480). */
const offsetMinutes = (milliseconds: number, zone: string): number => {
  const minute = Math.floor(milliseconds / 60_000);
  let kept = offsets.get(zone);
  if (kept === undefined || kept.size > MOST_KEPT) {
    kept = new Map();
    offsets.set(zone, kept);
  }
  const known = kept.get(minute);
  if (known !== undefined) return known;
  const name = formatterFor(zone).formatToParts(new Date(milliseconds)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const [, sign = "+", hours = "0", minutes = "0"] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
  const offset = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  kept.set(minute, offset);
  return offset;
};

const two = (value: number): string => (value < 10 ? `0${String(value)}` : String(value));

export const zonedTime = (instant: Date, zone: string): string => {
  const milliseconds = instant.getTime();
  const offset = offsetMinutes(milliseconds, zone);
  const local = new Date(milliseconds + offset * 60_000);
  const size = Math.abs(offset);
  const suffix = offset === 0 ? "Z" : `${offset < 0 ? "-" : "+"}${two(Math.floor(size / 60))}:${two(size % 60)}`;
  return `${String(local.getUTCFullYear())}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}${suffix}`;
};
