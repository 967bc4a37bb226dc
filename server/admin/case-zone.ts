// The case's own time zone, the one its deadlines are written in: the days of an export's --since and
// --until, the desk's counts per day and a claim's local filing time are all read in it.
import type { DeadlineSettings } from "../../domain/deadlines/deadline-settings.ts";

export const caseZone = (deadlines: DeadlineSettings): string =>
  deadlines.globalDeadline?.zone ?? Object.values(deadlines)[0]?.zone ?? "UTC";
