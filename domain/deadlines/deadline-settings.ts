// The deadlines answer read in full: each deadline's time-zone name (section 9's Windows names) and date-time
// text read with the date code (deadline-zone.ts, deadline-date-time.ts). Throws a DeadlineError for an
// unknown zone or an unreadable date-time. The shapes and types are deadline-entries.ts's.
import { type DeadlineConverter, type DeadlineSettings, deadlineSettingsWith } from "./deadline-entries.ts";
import { deadlineInstant } from "./deadline-date-time.ts";
import type { DeadlineResponse } from "./deadline-response.schema.ts";
import { deadlineZone } from "./deadline-zone.ts";

export type { Deadline, DeadlineSettings } from "./deadline-entries.ts";

export const convertDeadline: DeadlineConverter = (zoneName, dateTime, name) => {
  const zone = deadlineZone(zoneName, name);
  return { at: deadlineInstant(dateTime, zone, name).toEpochMilli(), zone: zone.id() };
};

export const toDeadlineSettings = (response: DeadlineResponse): DeadlineSettings => deadlineSettingsWith(response, convertDeadline);
