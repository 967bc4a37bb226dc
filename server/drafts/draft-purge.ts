// When claimants' drafts are deleted: once a form can no longer be filed (the earliest of the deadlines that
// govern it, the global one included) and the case's retention has passed after that, every draft of the
// form goes. A form no deadline governs keeps its drafts until its claims are filed. Run at the server's
// start, every hour while it runs, and on demand by `claims drafts purge`.
import type { DeadlineSettings } from "../../domain/deadlines/deadline-entries.ts";
import { governingDeadlines } from "../../domain/deadlines/deadline-names.ts";
import { FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import type { ClaimDrafts } from "../store/claim-drafts.port.ts";
import { formSegment } from "../http/claims-api-segments.ts";

const DAY_MS = 24 * 60 * 60_000;

/** Every hour: a draft outlives its purge time by an hour at most. */
export const DRAFT_PURGE_INTERVAL_MS = 60 * 60_000;

/** The instant after which the form's drafts go, in epoch milliseconds; null when no deadline governs the form. */
export const draftsEndAt = (deadlines: DeadlineSettings, formType: FormType, retentionDays: number): number | null => {
  const closing = governingDeadlines(formType, `/${formSegment(formType)}`).flatMap((name) => {
    const deadline = deadlines[name];
    return deadline === undefined ? [] : [deadline.at];
  });
  return closing.length === 0 ? null : Math.min(...closing) + retentionDays * DAY_MS;
};

export type DraftPurgeReport = Readonly<Record<FormType, number>>;

/** Deletes the drafts of every form whose end has passed at `now`; how many of each form went. */
export const purgeDrafts = async (drafts: ClaimDrafts, deadlines: DeadlineSettings, retentionDays: number, now: Date): Promise<DraftPurgeReport> => {
  const report: Record<FormType, number> = { Standard: 0, Lookup: 0, Automotive: 0, DocumentsUpload: 0 };
  for (const formType of FORM_TYPES) {
    const end = draftsEndAt(deadlines, formType, retentionDays);
    if (end !== null && now.getTime() > end) report[formType] = await drafts.purge(formType);
  }
  return report;
};
