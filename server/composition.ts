// The reference server's composition root: the one place that picks the case, the store (PGlite in the data
// folder, or PostgreSQL) and where documents go (the folder, the rows, or an object store), the class-member
// roster (imported into the store, or the case's members.json), the clock, the captcha verifier, the
// deployment's secrets and the metrics (Prometheus), and builds the app; and keeps the claimants' drafts
// purged on the case's schedule while it runs.
import { access } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { nodeCaseReader } from "../adapters/files/case-reader.node-fs.ts";
import { captchaProvider } from "../domain/captcha/captcha-provider.ts";
import { CaseError } from "../domain/case/case-error.ts";
import type { ClaimsCase } from "../domain/case/claims-case.ts";
import { loadCase } from "../domain/case/load-case.ts";
import { knownMoments } from "../domain/deadlines/deadline-moments.ts";
import { convertDeadline, toDeadlineSettings } from "../domain/deadlines/deadline-settings.ts";
import { DEFAULT_DRAFT_RETENTION_DAYS } from "../domain/case/site-settings.schema.ts";
import type { CaptchaVerifier } from "./captcha/captcha-verifier.port.ts";
import { makeHcaptchaVerifier } from "./captcha/captcha-verifier.hcaptcha.ts";
import { makeRecaptchaVerifier } from "./captcha/captcha-verifier.recaptcha.ts";
import { makeAcceptListCaptchaVerifier } from "./captcha/captcha-verifier.accept-list.ts";
import { DRAFT_PURGE_INTERVAL_MS, type DraftPurgeReport, purgeDrafts } from "./drafts/draft-purge.ts";
import { COOKIE_SECRET, DRAFT_KEY, MEMBER_KEY, deploymentSecret } from "./deployment-secret.ts";
import { cookieNames } from "./http/api-cookies.ts";
import { type MemberIdentities, makeMemberIdentities } from "./http/member-identity.ts";
import { type ObjectStoreSettings, SettingsError, type ServerSettings } from "./settings/server-settings.ts";
import { appSettingsFor } from "./site/app-settings.ts";
import { startupLogLine, storeDescription } from "./startup-log.ts";
import type { ClaimStore } from "./store/claim-store.port.ts";
import type { DocumentStore } from "./store/document-store.port.ts";
import type { StoreCopyReport } from "./store/store-copy.ts";
import { MAX_OBJECT_BYTES } from "./store/s3-location.ts";
import type { MemberRoster } from "./store/member-roster.port.ts";
import type { ClaimsMetrics, MetricsExposition } from "./metrics/claims-metrics.port.ts";
import { observedClaimStore } from "./metrics/observed-claim-store.ts";
import { memoryRoster } from "./store/member-roster.memory.ts";

export const NO_CAPTCHA_IN_PRODUCTION =
  "production needs a captcha site key in the case's site.json; set captcha.disabledOnPurpose to true to run without captcha on purpose";

export interface ComposedServer {
  readonly app: FastifyInstance;
  readonly claimsCase: ClaimsCase;
  readonly store: ClaimStore;
  /** The server's metrics, for a route to serve (the metrics listener's, or one behind a credential). */
  readonly metrics: MetricsExposition;
}

/**
 * The stores, the HTTP app, the site and the metrics are loaded when first composed, not with this module: a
 * command that reads PostgreSQL needs neither PGlite nor the web server.
 */
const pglite = () => import("./store/claim-store.pglite.ts");
const postgres = () => import("./store/claim-store.postgres.ts");

/**
 * The store the settings choose; `openedBy` names this process to another refused its PGlite folder. With
 * metrics, its statements, transactions and pool waits are timed for them.
 */
const openStore = async (settings: ServerSettings, openedBy: string, metrics?: ClaimsMetrics): Promise<ClaimStore> => {
  const { objectStore } = settings;
  const options = {
    ...(metrics === undefined ? {} : { timing: metrics }),
    ...(objectStore === null ? {} : { documents: await objectDocuments(objectStore) })
  };
  return settings.databaseUrl === null
    ? (await pglite()).openPgliteClaimStore(settings.dataDir, { openedBy, ...options })
    : (await postgres()).openPostgresClaimStore(settings.databaseUrl, { ...options, ...(metrics === undefined ? {} : { onPoolWait: metrics.poolWaited }) });
};

/**
 * The sweep's bound: an object store is shared by every replica, whose claims in progress have stored their
 * documents but not yet committed (a submit holds its key for the lease, and commits within it); a folder is
 * this process's alone, its lock held, and is swept whole before any filing.
 */
const sweepBound = (settings: ServerSettings): Date | undefined =>
  settings.objectStore === null ? undefined : new Date(Date.now() - 2 * settings.idempotencyLeaseMs);

/**
 * Captcha is checked in production when the case has a site key; development accepts no token at all.
 * Production without a site key refuses to start, unless the case says captcha is off on purpose: a key
 * left out by mistake must not open the site to scripted guessing.
 */
const captchaVerifierFor = (claimsCase: ClaimsCase, settings: ServerSettings): CaptchaVerifier => {
  const captcha = claimsCase.site.captcha;
  const keyless = (captcha.siteKey ?? "") === "";
  if (settings.production && keyless && captcha.disabledOnPurpose !== true) {
    throw new SettingsError("captcha.siteKey", NO_CAPTCHA_IN_PRODUCTION);
  }
  if (!settings.production || keyless) return makeAcceptListCaptchaVerifier([]);
  const secret = settings.captchaSecret ?? captcha.secret ?? null;
  if (secret === null) throw new SettingsError("CAPTCHA_SECRET", "is required in production when the case has a captcha site key");
  const verifyUrl = captcha.verifyUrl === undefined ? {} : { verifyUrl: captcha.verifyUrl };
  return captchaProvider(captcha.provider) === "hCaptcha"
    ? makeHcaptchaVerifier({ secret, siteKey: captcha.siteKey ?? "", ...verifyUrl })
    : makeRecaptchaVerifier({ secret, ...verifyUrl, ...(captcha.minimumScore === undefined ? {} : { minimumScore: captcha.minimumScore }) });
};

export const NO_MEMBERS =
  "the case has no members (no members.json, or an empty one) and the store holds no imported roster: import one with claims members import <file.csv> --case <dir>";

export const ROSTER_UNDER_ANOTHER_KEY =
  "is not the one the store's roster was imported under: no member could authorize (set the deployment's MEMBER_KEY)";

/** A roster imported into the store wins over members.json: a class too large for a file lives there. */
const rosterFor = async (store: ClaimStore, claimsCase: ClaimsCase, memberKey: string): Promise<MemberRoster> => {
  const identities = makeMemberIdentities(memberKey);
  const imported = await store.roster();
  if (imported !== null) {
    if (imported.keyCheck !== null && imported.keyCheck !== identities.keyCheck()) throw new SettingsError("MEMBER_KEY", ROSTER_UNDER_ANOTHER_KEY);
    return imported;
  }
  if (claimsCase.members.length === 0) throw new CaseError(claimsCase.dir, [{ file: "members.json", path: "", problem: NO_MEMBERS }]);
  return memoryRoster(claimsCase.members, identities.keyOf);
};

export interface RosterImportTarget {
  readonly claimsCase: ClaimsCase;
  /** The server's own store, migrated: PGlite in the data folder (the server stopped) or PostgreSQL. */
  readonly store: ClaimStore;
  /** Under the deployment's MEMBER_KEY, so the server finds the members imported. */
  readonly identities: MemberIdentities;
  /** The store as the start-up log names it. */
  readonly storeName: string;
}

export type CaseStore = Omit<RosterImportTarget, "identities">;

/** The case and the migrated store the server with these settings uses, for a command that works on them with it stopped. */
export const composeCaseStore = async (settings: ServerSettings, openedBy: string): Promise<CaseStore> => {
  const claimsCase = await loadCase(nodeCaseReader(settings.caseDir));
  const store = await openStore(settings, openedBy);
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return { claimsCase, store, storeName: storeDescription(settings) };
};

/** What `claims members import` writes into: the store, case and member key the server with these settings uses. */
export const composeRosterImport = async (settings: ServerSettings): Promise<RosterImportTarget> => {
  const memberKey = await deploymentSecret(MEMBER_KEY, settings.memberKey, settings);
  return { ...(await composeCaseStore(settings, "claims members import")), identities: makeMemberIdentities(memberKey) };
};

/** The case at a directory, as the server loads it. */
export const caseAt = (caseDir: string): Promise<ClaimsCase> => loadCase(nodeCaseReader(caseDir));

/** The case's drafts purged as of `now` (draft-purge.ts). */
export const purgeCaseDrafts = (claimsCase: ClaimsCase, store: ClaimStore, now: Date): Promise<DraftPurgeReport> =>
  purgeDrafts(store.drafts, toDeadlineSettings(claimsCase.deadlines), claimsCase.site.draftRetentionDays ?? DEFAULT_DRAFT_RETENTION_DAYS, now);

/** Purges at start and every hour while the server runs; a failed purge is logged and tried again an hour later. */
const purgeDraftsHourly = async (app: FastifyInstance, claimsCase: ClaimsCase, store: ClaimStore, clock: () => Date): Promise<void> => {
  const purge = async (): Promise<void> => {
    const report = await purgeCaseDrafts(claimsCase, store, clock());
    const count = Object.values(report).reduce((sum, each) => sum + each, 0);
    if (count > 0) app.log.info({ event: "draftsPurged", ...report }, "drafts past their form's deadline and retention were deleted");
  };
  await purge();
  const timer = setInterval(() => {
    purge().catch((error: unknown) => {
      app.log.error({ event: "draftPurgeFailed", error: String(error) }, "drafts could not be purged");
    });
  }, DRAFT_PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", (_instance, done) => {
    clearInterval(timer);
    done();
  });
};

/** Where a rehearsal's claims were filed: a PostgreSQL database, or a PGlite data folder its server no longer holds. */
export type StoreLocation = { readonly kind: "postgres"; readonly url: string } | { readonly kind: "pglite"; readonly dataDir: string };

/** Refuses a folder that holds no PGlite database, rather than creating an empty one there. */
const requireDataFolder = async (dataDir: string): Promise<void> => {
  await access(join(dataDir, "pglite", "PG_VERSION")).catch(() => {
    throw new Error(`${dataDir} holds no claims database (no pglite/PG_VERSION)`);
  });
};

/** The object store the settings name, as a document store; the S3 SDK is loaded only for it (a second and more). */
const objectDocuments = async (objectStore: ObjectStoreSettings): Promise<DocumentStore> => {
  const { makeS3DocumentStore } = await import("./store/document-store.s3.ts");
  return makeS3DocumentStore({ ...objectStore, maxObjectBytes: MAX_OBJECT_BYTES });
};

/**
 * The store at a location, for an audit read, its documents in the object store when one is given; never
 * migrated or created: a wrong folder is said, not filled.
 */
export const openStoreAt = async (location: StoreLocation, objectStore: ObjectStoreSettings | null = null): Promise<ClaimStore> => {
  const documents = objectStore === null ? {} : { documents: await objectDocuments(objectStore) };
  if (location.kind === "postgres") return (await postgres()).openPostgresClaimStore(location.url, documents);
  await requireDataFolder(location.dataDir);
  return (await pglite()).openPgliteClaimStore(location.dataDir, { openedBy: "an audit read of filed claims", ...documents });
};

/**
 * `claims store copy`: everything the PGlite folder holds (its server stopped) into an empty PostgreSQL
 * database, documents into the object store given or else the database's rows (store-copy.ts).
 */
export const copyPgliteStore = async (
  dataDir: string,
  databaseUrl: string,
  objectStore: ObjectStoreSettings | null,
  onTable: (table: string, rows: number) => void
): Promise<StoreCopyReport> => {
  await requireDataFolder(dataDir);
  const [{ openDataFolder }, { openPostgresDatabase }, { copyStore }] = await Promise.all([pglite(), import("./store/sql-database.postgres.ts"), import("./store/store-copy.ts")]);
  const source = await openDataFolder(dataDir, "claims store copy");
  try {
    const target = await openPostgresDatabase(databaseUrl);
    const documents = objectStore === null ? null : await objectDocuments(objectStore);
    try {
      return await copyStore(source, { db: target, documents }, onTable);
    } finally {
      await target.close();
      await documents?.close();
    }
  } finally {
    await source.db.close();
  }
};

export const composeServer = async (settings: ServerSettings): Promise<ComposedServer> => {
  const claimsCase = await loadCase(nodeCaseReader(settings.caseDir));
  const captchaVerifier = captchaVerifierFor(claimsCase, settings);
  const cookieSecret = await deploymentSecret(COOKIE_SECRET, settings.cookieSecret, settings);
  const memberKey = await deploymentSecret(MEMBER_KEY, settings.memberKey, settings);
  const draftKey = await deploymentSecret(DRAFT_KEY, settings.draftKey, settings);
  const [{ buildClaimsApp }, { registerStaticSite }, { startupAnswers, startupPaths }, { makePrometheusMetrics }] = await Promise.all([
    import("./http/claims-app.ts"),
    import("./site/static-site.ts"),
    import("./site/startup-answers.ts"),
    import("./metrics/claims-metrics.prometheus.ts")
  ]);
  const metrics = makePrometheusMetrics();
  const store = observedClaimStore(await openStore(settings, "the claims server", metrics), metrics);
  try {
    await store.migrate();
    // Files left by a claim whose transaction never committed (a crash between the two) are removed before any filing.
    const swept = await store.sweepDocuments(sweepBound(settings));
    const roster = await rosterFor(store, claimsCase, memberKey);
    const fixedNow = settings.now;
    const clock = fixedNow === null ? () => new Date() : () => new Date(fixedNow.getTime());
    const app = buildClaimsApp({
      claimsCase,
      store,
      metrics,
      roster,
      clock,
      captchaVerifier,
      settings: {
        logger: { level: settings.logLevel },
        cookieSecret,
        memberKey,
        draftKey,
        production: settings.production,
        idempotencyLeaseMs: settings.idempotencyLeaseMs,
        trustProxy: settings.trustProxy,
        submitLimits: { maxSubmits: settings.maxSubmitsInFlight, maxBytes: settings.maxUploadBytesInFlight }
      }
    });
    registerStaticSite(app, {
      siteDir: settings.siteDir,
      sourceMaps: settings.siteSourceMaps,
      startupAnswers: () => startupAnswers(app, startupPaths(claimsCase.site.walletSettingsSegment)),
      deadlineMoments: knownMoments(claimsCase.deadlines, convertDeadline),
      appSettings: appSettingsFor(claimsCase.site, {
        theme: settings.theme,
        production: settings.production,
        now: settings.now,
        captchaScriptUrl: settings.captchaScriptUrl
      }),
      content: { cultures: claimsCase.site.cultures, items: claimsCase.content },
      clock,
      authorizationCookies: cookieNames(settings.production)
    });
    await purgeDraftsHourly(app, claimsCase, store, clock);
    app.addHook("onClose", () => store.close());
    const captchaOn = settings.production && (claimsCase.site.captcha.siteKey ?? "") !== "";
    app.log.info({ ...startupLogLine(settings, claimsCase, captchaOn), roster: { source: roster.source, members: roster.size } }, "claims server composed");
    if (roster.source === "database" && claimsCase.members.length > 0) {
      app.log.warn({ event: "membersFileUnused" }, "the case's members.json is not used: the store holds an imported roster");
    }
    if (swept > 0) app.log.warn({ event: "documentsSwept", count: swept }, "documents of claims that never committed were removed");
    return { app, claimsCase, store, metrics };
  } catch (error) {
    await store.close();
    throw error;
  }
};
