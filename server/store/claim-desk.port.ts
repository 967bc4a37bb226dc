// What the administrator's desk reads and changes in the claims database: filed claims streamed out page by
// page between two snapshots (so a daily export never misses or repeats a claim, whatever order transactions
// commit in), claims found by a notice id, counts per day and form type, and the purge of claims past their
// retention. Reads never hold the database for long: every call is one short statement or a page of rows.
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { StoredClaim } from "./stored-claim.ts";

/** Which filed claims an export gives. */
export interface ExportWindow {
  /** The snapshot the run reads up to (PostgreSQL's pg_snapshot as text): claims committed before it. */
  readonly upTo: string;
  /** The last run's snapshot: claims it saw are left out; null for every claim. */
  readonly after: string | null;
  /** Only these form types; every one when null. */
  readonly formTypes: readonly FormType[] | null;
  /** Filed at or after this instant; no bound when null. */
  readonly since: Date | null;
  /** Filed before this instant; no bound when null. */
  readonly until: Date | null;
}

/** A filed claim as an export gives it: the stored claim with its row's place in the export's order. */
export interface ExportedClaim extends StoredClaim {
  /** The claim's row id, as text (a bigint): the export pages by it. */
  readonly position: string;
  /** The payload as the database's JSON text, when the page was asked for it so (the payload is then null). */
  readonly payloadJson?: string;
}

export interface DailyCount {
  /** The day in the case's zone, as YYYY-MM-DD. */
  readonly day: string;
  readonly formType: FormType;
  readonly claims: number;
}

/** What a purge removes (or, on a dry run, would remove). */
export interface PurgeReport {
  readonly claims: number;
  readonly documents: number;
  /** Document files deleted: those no remaining claim names (none on a dry run). */
  readonly files: number;
}

export interface ClaimDesk {
  /** The database's current snapshot, an export's upper bound and its next cursor. */
  readonly snapshot: () => Promise<string>;
  /** How many claims the window holds. */
  readonly countExport: (window: ExportWindow) => Promise<number>;
  /**
   * Up to `limit` claims of the window after the one at `afterPosition` (null: from the first), in the order
   * filed; with `payloadAs` "text", each payload as its JSON text, undecoded (payloadJson).
   */
  readonly exportPage: (window: ExportWindow, afterPosition: string | null, limit: number, payloadAs?: "value" | "text") => Promise<readonly ExportedClaim[]>;
  /** The claims whose credentials name this identifier (the notice id), newest last; at most `limit`. */
  readonly findByIdentifier: (identifierField: string, identifier: string, limit: number) => Promise<readonly StoredClaim[]>;
  /** The bytes of the claim's `number`th document (from 1, in the order submitted); null when it has none such. */
  readonly documentBytes: (referenceCode: string, number: number) => Promise<Uint8Array | null>;
  /** Claims per day (in `zone`, an IANA name) and form type, filed at or after `since`. */
  readonly dailyCounts: (zone: string, since: Date) => Promise<readonly DailyCount[]>;
  /** Claims on file per form type. */
  readonly totals: () => Promise<Readonly<Partial<Record<FormType, number>>>>;
  /**
   * Deletes the claims of these form types filed before `filedBefore`, with their documents, a batch of claims
   * per transaction in the order filed, telling `each` every batch's reference codes before it goes; a
   * document file is deleted only when no remaining claim names it. A dry run deletes nothing and tells what
   * would go.
   */
  readonly purge: (
    formTypes: readonly FormType[],
    filedBefore: Date,
    dryRun: boolean,
    each: (referenceCodes: readonly string[]) => void
  ) => Promise<PurgeReport>;
}
