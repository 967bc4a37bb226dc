// The ClaimStore over any SqlDatabase: the one implementation of the port's logic, which the PGlite
// and PostgreSQL stores share. It never picks a driver; the open functions do.
import { sqlAdministrators } from "./administrators.sql.ts";
import { countAttempt } from "./attempt-counters.queries.ts";
import { claimTotals, dailyCounts } from "./claim-counts.queries.ts";
import { countExport, currentSnapshot, exportPage } from "./claim-export.queries.ts";
import { purgeClaims } from "./claim-purge.queries.ts";
import { sqlClaimDrafts } from "./claim-drafts.sql.ts";
import { clearCredentialFailures, credentialFailures, recordCredentialFailure } from "./credential-failures.queries.ts";
import { fileClaim } from "./claim-filing.queries.ts";
import { countClaims, documentBytes, documentBytesAt, findClaim, findClaimsByIdentifier } from "./claim-reading.queries.ts";
import type { ClaimStore } from "./claim-store.port.ts";
import type { DocumentStore } from "./document-store.port.ts";
import { sweepDocuments } from "./document-sweep.queries.ts";
import { acquireIdempotencyKey, releaseIdempotencyKey, settleIdempotencyKey } from "./idempotency-keys.queries.ts";
import { runMigrations } from "./migration-runner.ts";
import { findFiledClaims } from "./filed-claims.queries.ts";
import { openSqlRoster } from "./member-roster.sql.ts";
import { newReferenceCode } from "./reference-code.ts";
import { importRoster } from "./roster-import.queries.ts";
import type { SqlDatabase } from "./sql-database.port.ts";
import { storeReadiness } from "./store-readiness.ts";
import { type SqlTiming, timedSqlDatabase } from "./timed-sql-database.ts";
import { recordTracking } from "./tracking-events.queries.ts";

export interface SqlClaimStoreOptions {
  /** Draws a reference code; node:crypto by default. */
  readonly drawReferenceCode?: () => string;
  /** Where documents' bytes go; in their rows when absent. */
  readonly documents?: DocumentStore;
  /** Told the time of every statement and transaction (the metrics); nothing is timed when absent. */
  readonly timing?: SqlTiming;
}

export const sqlClaimStore = (database: SqlDatabase, options: SqlClaimStoreOptions = {}): ClaimStore => {
  const db = options.timing === undefined ? database : timedSqlDatabase(database, options.timing);
  const drawCode = options.drawReferenceCode ?? (() => newReferenceCode());
  const documents = options.documents ?? null;
  return {
    migrate: async () => {
      await runMigrations(db);
    },
    acquireIdempotencyKey: async (key, requestHash, now, leaseMs) => {
      // The taking does not wait for the disk: the claim filed under the key commits after it, and that
      // commit's flush covers the lease. A crash may forget a lease no claim was filed under yet; what was
      // answered from it (409, 422, a refusal) is decided afresh on the next send.
      const claim = await acquireIdempotencyKey(db.unflushed, key, requestHash, now, leaseMs);
      // The answer replayed may be a claim whose commit is still being flushed: it is said only once on disk.
      if (claim.kind === "replay") await db.durable();
      return claim;
    },
    settleIdempotencyKey: async (key, answer) => {
      await settleIdempotencyKey(db, key, answer);
    },
    releaseIdempotencyKey: (key, requestHash, acquiredAt) => releaseIdempotencyKey(db, key, requestHash, acquiredAt),
    fileClaim: (key, requestHash, claim, answers) => fileClaim(db, documents, drawCode, key, requestHash, claim, answers),
    findClaim: (referenceCode) => findClaim(db, referenceCode),
    documentBytes: (referenceCode, contextClientId) => documentBytes(db, documents, referenceCode, contextClientId),
    sweepDocuments: (olderThan) => (documents === null ? Promise.resolve(0) : sweepDocuments(db, documents, olderThan ?? null)),
    countClaims: () => countClaims(db),
    countAttempt: (bucket, address, windowStart) => countAttempt(db.unflushed, bucket, address, windowStart),
    recordTracking: (event) => recordTracking(db, event),
    credentialFailures: (noticeKey) => credentialFailures(db, noticeKey),
    recordCredentialFailure: (noticeKey, now, lockMs) => recordCredentialFailure(db, noticeKey, now, lockMs),
    clearCredentialFailures: (noticeKey) => clearCredentialFailures(db, noticeKey),
    findFiledClaims: (query) => findFiledClaims(db, documents, query),
    roster: () => openSqlRoster(db),
    importRoster: (columns, mode, batches, now) => importRoster(db, columns, mode, batches, now),
    drafts: sqlClaimDrafts(db),
    administrators: sqlAdministrators(db),
    desk: {
      snapshot: () => currentSnapshot(db),
      countExport: (window) => countExport(db, window),
      exportPage: (window, afterPosition, limit, payloadAs) => exportPage(db, window, afterPosition, limit, payloadAs),
      findByIdentifier: (field, identifier, limit) => findClaimsByIdentifier(db, field, identifier, limit),
      documentBytes: (referenceCode, number) => documentBytesAt(db, documents, referenceCode, number),
      dailyCounts: (zone, since) => dailyCounts(db, zone, since),
      totals: () => claimTotals(db),
      purge: (formTypes, filedBefore, dryRun, each) => purgeClaims(db, documents, formTypes, filedBefore, dryRun, each)
    },
    readiness: () => storeReadiness(db, documents),
    close: async () => {
      try {
        await db.close();
      } finally {
        await documents?.close();
      }
    },
    lost: db.lost
  };
};
