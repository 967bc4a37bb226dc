// The purge of filed claims once the administrator's retention has ended, as the admin API and `claims purge`
// both run it: the claims of the chosen forms filed before a day (in the case's zone), and only of forms whose
// filing has ended, so a member can never file again into a slot a purge freed and no new claim can come to
// name a document while it goes. A real purge may be told how many claims its dry run found, and then refuses
// if that is no longer the count. Bad input is a PurgeRequestError naming what was wrong.
import { LocalDate } from "@js-joda/core";
import { passedDeadline } from "../../domain/deadlines/deadline-check.ts";
import type { DeadlineSettings } from "../../domain/deadlines/deadline-settings.ts";
import { FORM_TYPE_SEGMENTS, FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import { findZoneId } from "../../domain/time/zones.ts";
import type { ClaimDesk, PurgeReport } from "../store/claim-desk.port.ts";

/** Lookup files nothing: the forms a purge can concern. */
export const FILING_FORMS: readonly FormType[] = FORM_TYPES.filter((formType) => formType !== "Lookup");

export class PurgeRequestError extends Error {
  override readonly name = "PurgeRequestError";

  constructor(
    readonly option: string,
    problem: string,
    /** The request was well formed but cannot be done now (a form still open, a count that changed). */
    readonly conflict = false
  ) {
    super(`${option}: ${problem}`);
  }
}

export interface PurgeRequest {
  /** The first day kept, YYYY-MM-DD in the case's zone: claims filed before it go. */
  readonly filedBefore: string;
  /** Form types, comma-separated; every form that files claims when absent. */
  readonly form?: string;
  readonly dryRun: boolean;
  /** The count a dry run gave; the purge refuses if the claims it finds are not as many. */
  readonly expectClaims?: number;
}

export interface PurgePlan {
  readonly formTypes: readonly FormType[];
  readonly before: Date;
}

/** Checks the request against the case's deadlines and the clock, before any claim is read. */
export const planPurge = (request: PurgeRequest, deadlines: DeadlineSettings, zone: string, now: Date): PurgePlan => {
  const zoneId = findZoneId(zone);
  if (zoneId === null) throw new PurgeRequestError("--filed-before", `the case's zone "${zone}" is not known`);
  let day: LocalDate;
  try {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(request.filedBefore)) throw new Error("not a day");
    day = LocalDate.parse(request.filedBefore);
  } catch {
    throw new PurgeRequestError("--filed-before", `"${request.filedBefore}" is not a day written YYYY-MM-DD`);
  }
  const before = new Date(day.atStartOfDay(zoneId).toInstant().toEpochMilli());
  if (before.getTime() > now.getTime()) throw new PurgeRequestError("--filed-before", `${request.filedBefore} has not begun yet: only claims already filed can be purged`);
  const formTypes =
    request.form === undefined
      ? FILING_FORMS
      : request.form.split(",").map((name) => {
          const wanted = name.trim().toLowerCase();
          const found = FILING_FORMS.find((type) => type.toLowerCase() === wanted || FORM_TYPE_SEGMENTS[type] === wanted);
          if (found === undefined) throw new PurgeRequestError("--form", `"${name.trim()}" is not a form that files claims (one of ${FILING_FORMS.join(", ")})`);
          return found;
        });
  for (const formType of formTypes) {
    if (passedDeadline(deadlines, formType, `/${FORM_TYPE_SEGMENTS[formType]}`, now.getTime()) === null) {
      throw new PurgeRequestError("--form", `filing of the ${formType} form has not ended: claims are purged only after its deadline`, true);
    }
  }
  return { formTypes, before };
};

/** Runs a planned purge, telling `each` every batch's reference codes before it goes. */
export const runPurge = async (
  desk: ClaimDesk,
  plan: PurgePlan,
  request: PurgeRequest,
  each: (referenceCodes: readonly string[]) => void
): Promise<PurgeReport> => {
  if (!request.dryRun && request.expectClaims !== undefined) {
    const found = await desk.purge(plan.formTypes, plan.before, true, () => undefined);
    if (found.claims !== request.expectClaims) {
      throw new PurgeRequestError("expectClaims", `the dry run found ${String(request.expectClaims)} claims, but ${String(found.claims)} are there now: run it again`, true);
    }
  }
  return desk.purge(plan.formTypes, plan.before, request.dryRun, each);
};
