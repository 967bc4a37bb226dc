// One export run: the snapshot it reads up to (its next cursor), how many claims it gives, and the claims a
// page at a time in the order filed, then as lines of CSV or JSON Lines a page at a time. Memory stays that of
// a page however many claims there are; each page is one short read, so a database that other requests share
// is never held for long.
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import { FORM_TYPES } from "../../domain/navigation/form-type.ts";
import type { ClaimDesk, ExportedClaim, ExportWindow } from "../store/claim-desk.port.ts";
import { claimLine } from "./claims-jsonl.ts";
import { claimsCsv } from "./claims-csv.ts";
import { exportColumns } from "./export-columns.ts";
import { encodeCursor } from "./export-cursor.ts";
import type { ExportRequest } from "./export-request.ts";

/** Claims a page reads: a few megabytes of rows at most. */
export const EXPORT_PAGE = 200;

export interface ExportRun {
  /** The cursor of the snapshot this run reads up to: the next run's --after. */
  readonly cursor: string;
  /** How many claims the run gives. */
  readonly total: number;
  /** The claims, a page at a time, in the order filed. */
  readonly pages: () => AsyncIterable<readonly ExportedClaim[]>;
}

export const openExport = async (desk: ClaimDesk, request: ExportRequest): Promise<ExportRun> => {
  // JSON Lines writes each payload as the database holds it: its text, never decoded and encoded again.
  const payloadAs = request.format === "jsonl" ? "text" : "value";
  const upTo = await desk.snapshot();
  const window: ExportWindow = { upTo, after: request.after, formTypes: request.formTypes, since: request.since, until: request.until };
  const total = await desk.countExport(window);
  return {
    cursor: encodeCursor(upTo),
    total,
    // The next page is read while this one is written, so the database and the writing overlap.
    pages: async function* () {
      const read = (after: string | null): Promise<readonly ExportedClaim[]> => {
        const page = desk.exportPage(window, after, EXPORT_PAGE, payloadAs);
        // Read ahead of need, it may fail after its reader has stopped: the failure is then no one's.
        page.catch(() => undefined);
        return page;
      };
      for (let next = read(null); ; ) {
        const page = await next;
        const last = page.at(-1);
        if (last === undefined) return;
        next = read(last.position);
        yield page;
      }
    }
  };
};

export interface ExportFormatting {
  readonly claimsCase: ClaimsCase;
  /** The case's zone, for the CSV's local filing time. */
  readonly zone: string;
  /** The members' first credential field, whose value the CSV gives in a column of its own. */
  readonly identifierField: string | null;
}

/**
 * The run's text, a page of claims a piece (the CSV's header first), handing each page to `onPage` once its
 * text is made (for a progress count, or to fetch its documents).
 */
export const exportText = async function* (
  run: ExportRun,
  request: ExportRequest,
  formatting: ExportFormatting,
  onPage: (page: readonly ExportedClaim[]) => Promise<void> = () => Promise.resolve()
): AsyncIterable<string> {
  const csv =
    request.format === "csv" ? claimsCsv(exportColumns(formatting.claimsCase, request.formTypes ?? FORM_TYPES, formatting.identifierField), formatting.zone) : null;
  if (csv !== null) yield csv.header;
  for await (const page of run.pages()) {
    yield page.map((claim) => (csv === null ? claimLine(claim) : csv.row(claim))).join("");
    await onPage(page);
  }
};
