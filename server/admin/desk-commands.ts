// What `claims admin`, `claims export` and `claims purge` do with a store directly: add, list and revoke
// administrators (in the store the server with the same settings uses), and export or purge filed claims in a
// PostgreSQL database (never a PGlite folder, which only its server may open: those go through the admin API).
// Each opens what it needs, does its work and closes it; bad options are errors naming the option.
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import { toDeadlineSettings } from "../../domain/deadlines/deadline-settings.ts";
import type { Administrator } from "../store/administrators.port.ts";
import type { ClaimStore } from "../store/claim-store.port.ts";
import type { ExportedClaim, PurgeReport } from "../store/claim-desk.port.ts";
import { exportText, openExport } from "../export/export-run.ts";
import { type ExportOptions, readExportRequest } from "../export/export-request.ts";
import { newAdminToken } from "./admin-token.ts";
import { caseZone } from "./case-zone.ts";
import { planPurge, type PurgeRequest, runPurge } from "./claim-purge.ts";

/** The notice id's field: the roster's first credential field, as the server finds members by it. */
export const identifierFieldOf = async (store: ClaimStore, claimsCase: ClaimsCase): Promise<string | null> =>
  (await store.roster())?.credentialFields[0] ?? Object.keys(claimsCase.members[0]?.credentials ?? {})[0] ?? null;

export interface AdministratorsDesk {
  /** Adds an administrator and gives their token, which is never stored and cannot be shown again; null when the name is taken. */
  readonly add: (name: string) => Promise<string | null>;
  readonly list: () => Promise<readonly Administrator[]>;
  readonly revoke: (name: string) => Promise<boolean>;
}

export const administratorsDesk = (store: ClaimStore, now: () => Date): AdministratorsDesk => ({
  add: async (name) => {
    const { token, tokenHash } = newAdminToken(name);
    return (await store.administrators.add(name, tokenHash, now())) ? token : null;
  },
  list: () => store.administrators.list(),
  revoke: (name) => store.administrators.revoke(name, now())
});

/** A document of an exported claim, by its number in the claim (its download address). */
export interface ExportedDocument {
  readonly number: number;
  readonly name: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

export interface ClaimDocuments {
  readonly referenceCode: string;
  readonly documents: readonly ExportedDocument[];
}

export interface DatabaseExport {
  readonly total: number;
  /** The next run's --after. */
  readonly cursor: string;
  /** The export's text a page at a time; each page's claims go to `onPage` once their text is made. */
  readonly text: (onPage: (claims: readonly ClaimDocuments[]) => Promise<void>) => AsyncIterable<string>;
  readonly documentBytes: (referenceCode: string, number: number) => Promise<Uint8Array | null>;
}

const documentsOf = (claim: ExportedClaim): ClaimDocuments => ({
  referenceCode: claim.referenceCode,
  documents: claim.documents.map((document, index) => ({ number: index + 1, name: document.name, mediaType: document.mediaType, size: document.size, sha256: document.sha256 }))
});

/** Opens an export of the store's claims (ExportRequestError for a bad option). */
export const openDatabaseExport = async (store: ClaimStore, claimsCase: ClaimsCase, options: ExportOptions): Promise<DatabaseExport> => {
  const zone = caseZone(toDeadlineSettings(claimsCase.deadlines));
  const request = readExportRequest(options, zone);
  const run = await openExport(store.desk, request);
  const formatting = { claimsCase, zone, identifierField: await identifierFieldOf(store, claimsCase) };
  return {
    total: run.total,
    cursor: run.cursor,
    text: (onPage) => exportText(run, request, formatting, (page) => onPage(page.map(documentsOf))),
    documentBytes: (referenceCode, number) => store.desk.documentBytes(referenceCode, number)
  };
};

/** Purges the store's claims as the admin API does (PurgeRequestError for a bad or untimely request). */
export const purgeStoreClaims = (
  store: ClaimStore,
  claimsCase: ClaimsCase,
  request: PurgeRequest,
  now: Date,
  each: (referenceCodes: readonly string[]) => void
): Promise<PurgeReport> => {
  const deadlines = toDeadlineSettings(claimsCase.deadlines);
  return runPurge(store.desk, planPurge(request, deadlines, caseZone(deadlines), now), request, each);
};
