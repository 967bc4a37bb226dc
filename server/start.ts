// Starts the reference server: composes it, listens, and gives back its address and a way to stop it.
// `npm start` and `claims serve` both come here; `claims serve` passes its options, which win over the environment.
// `claims members import` comes here too, to write a roster into the store the server with the same settings uses,
// `claims rehearse` to read back what a rehearsal filed, `claims drafts purge` to delete drafts whose time is up,
// `claims store copy` to move a PGlite deployment's store to PostgreSQL, and `claims admin`, `claims export` and
// `claims purge` for the administrators' desk.
import type { FormType } from "../domain/navigation/form-type.ts";
import type { AdministratorsDesk, DatabaseExport } from "./admin/desk-commands.ts";
import type { PurgeRequest } from "./admin/claim-purge.ts";
import type { StoreLocation } from "./composition.ts";
import type { ExportOptions } from "./export/export-request.ts";
import type { PurgeReport } from "./store/claim-desk.port.ts";
import type { DraftPurgeReport } from "./drafts/draft-purge.ts";
import type { FiledClaim, FiledClaimsQuery } from "./store/filed-claims.queries.ts";
import type { ImportOutcome } from "./roster/roster-import.ts";
import type { RosterImportMode } from "./store/roster-import.queries.ts";
import { readServerSettings, type ServerSettings, SettingsError, type SettingsSource } from "./settings/server-settings.ts";
import { stopOnStoreLoss } from "./stop-on-store-loss.ts";
import { access } from "node:fs/promises";
import { join } from "node:path";
import { DRAFT_KEY, MEMBER_KEY } from "./deployment-secret.ts";
import { documentsDescription, storeDescription } from "./startup-log.ts";
import type { StoreCopyReport } from "./store/store-copy.ts";
import { listenForMetrics, type MetricsListener } from "./metrics/metrics-listener.ts";

/**
 * What each function needs is loaded when it is called: a command that exports claims from PostgreSQL never
 * loads the web server, PGlite or the site's rendering, which every start of the command paid for in time and
 * in memory.
 */
const composition = () => import("./composition.ts");
const deskCommands = () => import("./admin/desk-commands.ts");

export interface RunningServer {
  readonly url: string;
  /** Where the metrics are scraped (METRICS_PORT), or null when they are not served. */
  readonly metricsUrl: string | null;
  readonly caseName: string;
  readonly close: () => Promise<void>;
  /** Settles, with why, once the claims store was lost and the server closed itself: exit non-zero to be restarted. */
  readonly lost: Promise<Error>;
}

export const startServer = async (settings: ServerSettings): Promise<RunningServer> => {
  const { app, claimsCase, store, metrics } = await (await composition()).composeServer(settings);
  let metricsListener: MetricsListener | null = null;
  try {
    await app.listen({ port: settings.port, host: settings.host });
    if (settings.metricsPort !== null) metricsListener = await listenForMetrics(metrics, settings.metricsPort, settings.metricsHost);
  } catch (error) {
    await app.close();
    throw error;
  }
  const listener = metricsListener;
  const closeMetrics = async (): Promise<void> => {
    await listener?.close();
  };
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : settings.port;
  const host = settings.host.includes(":") ? `[${settings.host}]` : settings.host;
  return {
    url: `http://${host}:${port}`,
    metricsUrl: listener?.url ?? null,
    caseName: claimsCase.site.caseName,
    close: async () => {
      await app.close();
      await closeMetrics();
    },
    lost: stopOnStoreLoss(app, store).then(async (error) => {
      await closeMetrics();
      return error;
    })
  };
};

/** The options of `claims serve`, as typed; each stands for an environment variable and wins over it. */
export interface ServeOptions {
  readonly case?: string;
  readonly port?: string;
  readonly host?: string;
  readonly data?: string;
  readonly databaseUrl?: string;
  readonly theme?: string;
  readonly now?: string;
}

const OPTION_VARIABLES: Readonly<Record<keyof ServeOptions, readonly [variable: string, flag: string]>> = {
  case: ["CASE_DIR", "--case"],
  port: ["PORT", "--port"],
  host: ["HOST", "--host"],
  data: ["DATA_DIR", "--data"],
  databaseUrl: ["DATABASE_URL", "--database-url"],
  theme: ["THEME", "--theme"],
  now: ["CLAIMS_NOW", "--now"]
};

/** The settings the options and the environment give; a bad option is a SettingsError naming the option, not the variable. */
export const settingsFromOptions = (options: ServeOptions, env: SettingsSource): ServerSettings => {
  const given = (Object.keys(OPTION_VARIABLES) as (keyof ServeOptions)[]).filter((name) => options[name] !== undefined);
  const overlay = Object.fromEntries(given.map((name) => [OPTION_VARIABLES[name][0], options[name]]));
  try {
    return readServerSettings({ ...env, ...overlay });
  } catch (error) {
    const option = given.find((name) => error instanceof SettingsError && OPTION_VARIABLES[name][0] === error.variable);
    if (!(error instanceof SettingsError) || option === undefined) throw error;
    const [variable, flag] = OPTION_VARIABLES[option];
    throw new SettingsError(flag, error.message.slice(variable.length + 2));
  }
};

export interface StartedServer extends RunningServer {
  /** Where claims are kept, in words: "PGlite in .data" or "PostgreSQL". */
  readonly store: string;
}

export const startFromOptions = async (options: ServeOptions, env: SettingsSource): Promise<StartedServer> => {
  const settings = settingsFromOptions(options, env);
  const server = await startServer(settings);
  return { ...server, store: settings.databaseUrl === null ? `PGlite in ${settings.dataDir}` : "PostgreSQL" };
};

export type { StoreLocation } from "./composition.ts";
export type { FiledClaim, FiledClaimsQuery } from "./store/filed-claims.queries.ts";

export interface FiledClaims {
  readonly find: (query: FiledClaimsQuery) => Promise<readonly FiledClaim[]>;
  readonly close: () => Promise<void>;
}

/**
 * `claims rehearse`'s exactly-once check: what the store at the location holds for a rehearsal's claims, its
 * documents read from the object store `env` names (DOCUMENTS_URL and the AWS variables), as the deployment does.
 */
export const openFiledClaims = async (location: StoreLocation, env: SettingsSource = {}): Promise<FiledClaims> => {
  const store = await (await composition()).openStoreAt(location, readServerSettings(env).objectStore);
  return { find: (query) => store.findFiledClaims(query), close: () => store.close() };
};

/** What `claims members import` asks for; each option stands for its environment variable, as for serve. */
export interface RosterImportOptions {
  readonly case: string;
  readonly data?: string;
  readonly databaseUrl?: string;
  readonly mode: RosterImportMode;
  readonly defaultFormTypes: readonly FormType[];
}

export interface RosterImportReport {
  readonly outcome: ImportOutcome;
  /** The store written to, as the start-up log names it. */
  readonly storeName: string;
}

/**
 * Imports a roster CSV into the store the server with these settings uses (roster-import.ts), then closes
 * it. Throws for what keeps it from beginning: bad settings or case, a store that does not open, no file.
 */
export const importRosterFromOptions = async (
  file: string,
  options: RosterImportOptions,
  env: SettingsSource,
  onProgress?: (readBytes: number, totalBytes: number) => void
): Promise<RosterImportReport> => {
  const { data, databaseUrl } = options;
  const settings = settingsFromOptions({ case: options.case, ...(data === undefined ? {} : { data }), ...(databaseUrl === undefined ? {} : { databaseUrl }) }, env);
  const [{ composeRosterImport }, { importRosterFile }] = await Promise.all([composition(), import("./roster/roster-import.ts")]);
  const target = await composeRosterImport(settings);
  try {
    const outcome = await importRosterFile({
      file,
      mode: options.mode,
      defaultFormTypes: options.defaultFormTypes,
      claimsCase: target.claimsCase,
      identities: target.identities,
      store: target.store,
      now: new Date(),
      ...(onProgress === undefined ? {} : { onProgress })
    });
    return { outcome, storeName: target.storeName };
  } finally {
    await target.store.close();
  }
};

/** What `claims drafts purge` asks for: the case, and where its store is (as for serve). */
export interface DraftPurgeOptions {
  readonly case: string;
  readonly data?: string;
  readonly databaseUrl?: string;
}

export interface DraftPurgeOutcome {
  /** How many drafts of each form were deleted. */
  readonly purged: DraftPurgeReport;
  /** How many drafts of each form are still kept. */
  readonly kept: DraftPurgeReport;
  readonly storeName: string;
}

/** Deletes the drafts whose form's deadline and retention have passed (draft-purge.ts), as the server does every hour. */
export const purgeDraftsFromOptions = async (options: DraftPurgeOptions, env: SettingsSource): Promise<DraftPurgeOutcome> => {
  const { data, databaseUrl } = options;
  const settings = settingsFromOptions({ case: options.case, ...(data === undefined ? {} : { data }), ...(databaseUrl === undefined ? {} : { databaseUrl }) }, env);
  const { composeCaseStore, purgeCaseDrafts } = await composition();
  const { claimsCase, store, storeName } = await composeCaseStore(settings, "claims drafts purge");
  try {
    const purged = await purgeCaseDrafts(claimsCase, store, settings.now ?? new Date());
    const kept = {
      Standard: await store.drafts.count("Standard"),
      Lookup: await store.drafts.count("Lookup"),
      Automotive: await store.drafts.count("Automotive"),
      DocumentsUpload: await store.drafts.count("DocumentsUpload")
    };
    return { purged, kept, storeName };
  } finally {
    await store.close();
  }
};

/** What `claims store copy` asks for: the PGlite folder, the PostgreSQL database and, when given, an object store. */
export interface StoreCopyOptions {
  readonly from: string;
  readonly to: string;
  readonly documentsTo?: string;
}

export type { StoreCopyReport } from "./store/store-copy.ts";

export interface StoreCopyOutcome extends StoreCopyReport {
  /** The target as the start-up log names it, without credentials; and where its documents went. */
  readonly target: string;
  readonly documentsTarget: string;
  /**
   * Secrets the folder kept for a deployment that set none (deployment-secret.ts), which the server on the
   * target must be given, by variable: without the same MEMBER_KEY no member who filed is known there.
   */
  readonly keptSecrets: readonly { readonly variable: string; readonly file: string }[];
}

/**
 * Copies everything a PGlite deployment holds into an empty PostgreSQL database (and its documents into an
 * object store, with the usual AWS variables of `env`), then checks every count and document hash.
 */
export const copyStoreFromOptions = async (options: StoreCopyOptions, env: SettingsSource, onTable: (table: string, rows: number) => void = () => undefined): Promise<StoreCopyOutcome> => {
  const settings = readServerSettings({ ...env, DATA_DIR: options.from, DATABASE_URL: options.to, DOCUMENTS_URL: options.documentsTo ?? "" });
  const report = await (await composition()).copyPgliteStore(options.from, options.to, settings.objectStore, onTable);
  const keptSecrets = [];
  for (const secret of [MEMBER_KEY, DRAFT_KEY]) {
    const file = join(options.from, secret.file);
    if (await access(file).then(() => true, () => false)) keptSecrets.push({ variable: secret.variable, file });
  }
  return { ...report, target: storeDescription(settings), documentsTarget: documentsDescription(settings), keptSecrets };
};

/** Where the administrators' commands find the store: as for serve. */
export interface StoreOptions {
  readonly case?: string;
  readonly data?: string;
  readonly databaseUrl?: string;
}

const storeSettings = (options: StoreOptions, env: SettingsSource): ServerSettings => {
  const given = Object.entries({ case: options.case, data: options.data, databaseUrl: options.databaseUrl }).filter(([, value]) => value !== undefined);
  return settingsFromOptions(Object.fromEntries(given), env);
};

/**
 * `claims admin`: works on the administrators of the store the server with these settings uses (migrated
 * first, so it may run before go-live), then closes it; gives the work's result and the store's name.
 */
export const withAdministrators = async <T>(
  options: StoreOptions,
  env: SettingsSource,
  work: (desk: AdministratorsDesk) => Promise<T>
): Promise<{ readonly result: T; readonly storeName: string }> => {
  const [{ composeCaseStore }, { administratorsDesk }] = await Promise.all([composition(), deskCommands()]);
  const { store, storeName } = await composeCaseStore(storeSettings(options, env), "claims admin");
  try {
    return { result: await work(administratorsDesk(store, () => new Date())), storeName };
  } finally {
    await store.close();
  }
};

/**
 * `claims export --database-url`: an export read straight from PostgreSQL, open for the work's length; the
 * documents' bytes from the object store `env` names (DOCUMENTS_URL), as the deployment keeps them.
 */
export const withDatabaseExport = async <T>(
  options: { readonly case: string; readonly databaseUrl: string } & ExportOptions,
  env: SettingsSource,
  work: (run: DatabaseExport) => Promise<T>
): Promise<T> => {
  const [{ caseAt, openStoreAt }, { openDatabaseExport }] = await Promise.all([composition(), deskCommands()]);
  const claimsCase = await caseAt(options.case);
  const store = await openStoreAt({ kind: "postgres", url: options.databaseUrl }, readServerSettings(env).objectStore);
  try {
    return await work(await openDatabaseExport(store, claimsCase, options));
  } finally {
    await store.close();
  }
};

/**
 * `claims purge --database-url`: a purge of PostgreSQL's claims, as the admin API's (PurgeRequestError when it
 * may not run); documents in the object store `env` names are deleted there.
 */
export const purgeDatabaseClaims = async (
  options: { readonly case: string; readonly databaseUrl: string; readonly now?: Date } & PurgeRequest,
  env: SettingsSource,
  each: (referenceCodes: readonly string[]) => void
): Promise<PurgeReport> => {
  const [{ caseAt, openStoreAt }, { purgeStoreClaims }] = await Promise.all([composition(), deskCommands()]);
  const claimsCase = await caseAt(options.case);
  const store = await openStoreAt({ kind: "postgres", url: options.databaseUrl }, readServerSettings(env).objectStore);
  try {
    return await purgeStoreClaims(store, claimsCase, options, options.now ?? new Date(), each);
  } finally {
    await store.close();
  }
};

export type { AdministratorsDesk, ClaimDocuments, DatabaseExport, ExportedDocument } from "./admin/desk-commands.ts";
export type { PurgeRequest } from "./admin/claim-purge.ts";
export type { ExportOptions } from "./export/export-request.ts";
export type { PurgeReport } from "./store/claim-desk.port.ts";
export { ADMINISTRATOR_NAME } from "./store/administrators.port.ts";
