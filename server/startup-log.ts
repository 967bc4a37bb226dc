// The start-up line of the security log: what an administrator needs to know the server started as
// intended (the case, the store, production or not, captcha, proxies trusted, limits), and never a secret:
// no cookie secret, member key or captcha secret, and a database address without its password.
import type { ClaimsCase } from "../domain/case/claims-case.ts";
import { secretSource } from "./deployment-secret.ts";
import type { ServerSettings } from "./settings/server-settings.ts";

/** The database address with any user name and password taken out. */
const withoutCredentials = (url: string): string => {
  if (!URL.canParse(url)) return "(unreadable address)";
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  return parsed.toString();
};

/** Which store the settings choose, as people read it, without credentials. */
export const storeDescription = (settings: ServerSettings): string =>
  settings.databaseUrl === null ? `PGlite in ${settings.dataDir}` : `PostgreSQL at ${withoutCredentials(settings.databaseUrl)}`;

/** Where documents go, as people read it, without credentials. */
export const documentsDescription = (settings: ServerSettings): string => {
  const { objectStore } = settings;
  if (objectStore !== null) return `${objectStore.url} at ${objectStore.endpoint === null ? "AWS S3" : withoutCredentials(objectStore.endpoint)} (${objectStore.region})`;
  return settings.databaseUrl === null ? `${settings.dataDir}/documents` : "the database's rows";
};

export const startupLogLine = (settings: ServerSettings, claimsCase: ClaimsCase, captchaOn: boolean): Readonly<Record<string, unknown>> => ({
  event: "start",
  caseName: claimsCase.site.caseName,
  caseDir: settings.caseDir,
  store: storeDescription(settings),
  documents: documentsDescription(settings),
  metrics: settings.metricsPort === null ? "off" : `${settings.metricsHost}:${String(settings.metricsPort)}`,
  production: settings.production,
  captcha: captchaOn ? claimsCase.site.captcha.provider : "off",
  trustProxy: settings.trustProxy,
  theme: settings.theme ?? claimsCase.site.theme,
  fixedClock: settings.now?.toISOString() ?? null,
  rateLimits: claimsCase.site.rateLimits,
  cookieSecret: secretSource(settings.cookieSecret, settings),
  memberKey: secretSource(settings.memberKey, settings),
  draftKey: secretSource(settings.draftKey, settings)
});
