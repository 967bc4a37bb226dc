// An instant as the case's zone reads it, in ISO 8601 with its offset (2026-12-01T19:04:05-08:00): what an
// administrator's "filed at" means, and still the same instant to a machine. One formatter per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset"
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

export const zonedTime = (instant: Date, zone: string): string => {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(instant).map((part) => [part.type, part.value]));
  // "GMT-08:00", or "GMT" for UTC itself.
  const offset = (parts["timeZoneName"] ?? "GMT").replace("GMT", "") || "Z";
  return `${parts["year"] ?? ""}-${parts["month"] ?? ""}-${parts["day"] ?? ""}T${parts["hour"] ?? ""}:${parts["minute"] ?? ""}:${parts["second"] ?? ""}${offset}`;
};
