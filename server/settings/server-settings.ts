// The deployment settings of the reference server: defaults for one machine, overridden by options
// (claims serve) and environment variables. A bad value refuses to start, naming the variable.
import { isIP } from "node:net";
import { THEMES, type Theme, UNEXPECTED_THEME } from "../../domain/site/theme.ts";
import { type S3Location, s3LocationOf } from "../store/s3-location.ts";

/** Whose X-Forwarded-For to believe for the client address: nobody, every proxy, or the listed addresses and CIDRs. */
export type TrustProxy = boolean | readonly string[];

/** An S3-compatible object store for documents: DOCUMENTS_URL and the usual AWS variables. */
export interface ObjectStoreSettings {
  readonly url: string;
  readonly location: S3Location;
  /** AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL): an S3-compatible server's address; AWS's own when null. */
  readonly endpoint: string | null;
  readonly region: string;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (AWS_SESSION_TOKEN); the SDK's own chain (a role) when null. */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string; readonly sessionToken?: string } | null;
}

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly caseDir: string;
  /** PGlite's folder (and the development cookie secret's); unused with a database URL. */
  readonly dataDir: string;
  /** A PostgreSQL server instead of PGlite. */
  readonly databaseUrl: string | null;
  /** Where documents go instead of PGlite's folder or PostgreSQL's rows; every replica's the same. */
  readonly objectStore: ObjectStoreSettings | null;
  /** Overrides the case's theme. */
  readonly theme: Theme | null;
  /** A fixed instant for the server clock, so deadlines can be tested without waiting. */
  readonly now: Date | null;
  readonly production: boolean;
  /** Signs the CSRF and authorization cookies; every replica needs the same one. */
  readonly cookieSecret: string | null;
  /** Keys the hash that names a class member; every replica needs the same one, for the life of the case. */
  readonly memberKey: string | null;
  /** Seals claimants' drafts at rest (AES-256-GCM, draft-sealing.ts); every replica needs the same one. */
  readonly draftKey: string | null;
  readonly captchaSecret: string | null;
  /**
   * Where the page loads the captcha provider's script from instead of the provider's own address: a private
   * mirror, or a stand-in in tests. An http(s) address, or a path on this site.
   */
  readonly captchaScriptUrl: string | null;
  /** The built site (vite build output). */
  readonly siteDir: string;
  /** Whether the site's source maps are served (they show the source to anyone); off unless asked for. */
  readonly siteSourceMaps: boolean;
  /** How long a submit holds its idempotency key before a retry may take it over. */
  readonly idempotencyLeaseMs: number;
  /** The load balancer whose X-Forwarded-For gives the client address (rate limits, captcha); false: none. */
  readonly trustProxy: TrustProxy;
  /** How much the security log (JSON lines on standard output) writes: one of LOG_LEVELS. */
  readonly logLevel: LogLevel;
  /** Submits one replica handles at once; the next is answered 503 with Retry-After (submit-gate.ts). */
  readonly maxSubmitsInFlight: number;
  /** Upload bytes one replica takes in at once, over its submits in progress; past it, 503 with Retry-After. */
  readonly maxUploadBytesInFlight: number;
  /** The port of the metrics' own listener (metrics-listener.ts); none when null. */
  readonly metricsPort: number | null;
  /** The address the metrics' listener binds: loopback unless the operator opens it to their scraper. */
  readonly metricsHost: string;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type SettingsSource = Readonly<Record<string, string | undefined>>;

export class SettingsError extends Error {
  override readonly name = "SettingsError";

  constructor(
    readonly variable: string,
    problem: string
  ) {
    super(`${variable}: ${problem}`);
  }
}

export const DEFAULT_SETTINGS: ServerSettings = {
  port: 8080,
  host: "127.0.0.1",
  caseDir: "cases/demo",
  dataDir: ".data",
  databaseUrl: null,
  objectStore: null,
  theme: null,
  now: null,
  production: false,
  cookieSecret: null,
  memberKey: null,
  draftKey: null,
  captchaSecret: null,
  captchaScriptUrl: null,
  siteDir: "dist",
  siteSourceMaps: false,
  idempotencyLeaseMs: 30_000,
  trustProxy: false,
  logLevel: "info",
  maxSubmitsInFlight: 64,
  maxUploadBytesInFlight: 256 * 1024 * 1024,
  metricsPort: null,
  metricsHost: "127.0.0.1"
};

const text = (env: SettingsSource, name: string): string | null => {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? null : value;
};

const port = (value: string, variable = "PORT"): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new SettingsError(variable, `"${value}" is not a port number (0 to 65535)`);
  return parsed;
};

const milliseconds = (value: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new SettingsError("IDEMPOTENCY_LEASE_MS", `"${value}" is not a positive number of milliseconds`);
  return parsed;
};

const positiveInteger = (variable: string, value: string): number => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new SettingsError(variable, `"${value}" is not a positive whole number`);
  return parsed;
};

const logLevel = (value: string): LogLevel => {
  const found = LOG_LEVELS.find((level) => level === value.toLowerCase());
  if (found === undefined) throw new SettingsError("LOG_LEVEL", `"${value}" is not a log level (one of ${LOG_LEVELS.join(", ")})`);
  return found;
};

const theme = (value: string): Theme => {
  const found = THEMES.find((name) => name === value);
  if (found === undefined) throw new SettingsError("THEME", `${UNEXPECTED_THEME}: "${value}" (one of ${THEMES.join(", ")})`);
  return found;
};

/** An absolute http(s) address, or a path on this site ("/captcha/api.js"; "//host" is another site's). */
const scriptUrl = (value: string): string => {
  const onThisSite = value.startsWith("/") && !value.startsWith("//");
  const parsed = URL.canParse(value) ? new URL(value) : null;
  const absolute = parsed !== null && (parsed.protocol === "https:" || parsed.protocol === "http:");
  if (!onThisSite && !absolute) {
    throw new SettingsError("CAPTCHA_SCRIPT_URL", `"${value}" is not an http(s) address or a path on this site such as /captcha/api.js`);
  }
  return value;
};

const instant = (value: string): Date => {
  const parsed = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(parsed.getTime())) {
    throw new SettingsError("CLAIMS_NOW", `"${value}" is not an ISO instant such as 2026-11-21T17:00:00Z`);
  }
  return parsed;
};

/** An IPv4 or IPv6 address, optionally with a prefix length that fits it ("10.0.0.0/8", "fd00::/8"). */
const isAddressOrCidr = (entry: string): boolean => {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

const trustProxy = (value: string): TrustProxy => {
  if (value.toLowerCase() === "true") return true;
  if (value.toLowerCase() === "false") return false;
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new SettingsError("TRUST_PROXY", `${bad.map((entry) => `"${entry}"`).join(", ")} is not an IP address or CIDR; use true, false or a comma-separated list such as 10.0.0.0/8,192.168.1.4`);
  }
  return entries;
};

/** The region S3 is asked in when none is set; an S3-compatible server takes any. */
export const DEFAULT_OBJECT_STORE_REGION = "us-east-1";

const objectStore = (url: string, value: (name: string) => string | null): ObjectStoreSettings => {
  const location = s3LocationOf(url);
  if (location === null) throw new SettingsError("DOCUMENTS_URL", `"${url}" is not an object store address such as s3://claims-documents/my-settlement`);
  const endpointVariable = value("AWS_ENDPOINT_URL_S3") === null ? "AWS_ENDPOINT_URL" : "AWS_ENDPOINT_URL_S3";
  const endpoint = value(endpointVariable);
  if (endpoint !== null && !/^https?:\/\/[^/]/.test(endpoint)) throw new SettingsError(endpointVariable, `"${endpoint}" is not an http(s) address such as https://s3.example.net`);
  const accessKeyId = value("AWS_ACCESS_KEY_ID");
  const secretAccessKey = value("AWS_SECRET_ACCESS_KEY");
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new SettingsError(accessKeyId === null ? "AWS_ACCESS_KEY_ID" : "AWS_SECRET_ACCESS_KEY", "is needed with the other: set both, or neither to use the machine's role");
  }
  const sessionToken = value("AWS_SESSION_TOKEN");
  return {
    url,
    location,
    endpoint,
    region: value("AWS_REGION") ?? value("AWS_DEFAULT_REGION") ?? DEFAULT_OBJECT_STORE_REGION,
    credentials: accessKeyId === null || secretAccessKey === null ? null : { accessKeyId, secretAccessKey, ...(sessionToken === null ? {} : { sessionToken }) }
  };
};

const booleanSetting = (variable: string, value: string): boolean => {
  if (value.toLowerCase() === "true") return true;
  if (value.toLowerCase() === "false") return false;
  throw new SettingsError(variable, `"${value}" is neither true nor false`);
};

/** Reads the environment over the given settings; unset variables keep them. */
export const readServerSettings = (env: SettingsSource, base: ServerSettings = DEFAULT_SETTINGS): ServerSettings => {
  const value = (name: string) => text(env, name);
  const portText = value("PORT");
  const themeText = value("THEME");
  const nowText = value("CLAIMS_NOW");
  const leaseText = value("IDEMPOTENCY_LEASE_MS");
  const trustText = value("TRUST_PROXY");
  const scriptText = value("CAPTCHA_SCRIPT_URL");
  const levelText = value("LOG_LEVEL");
  const submitsText = value("MAX_SUBMITS_IN_FLIGHT");
  const bytesText = value("MAX_UPLOAD_BYTES_IN_FLIGHT");
  const mapsText = value("SITE_SOURCE_MAPS");
  const metricsPortText = value("METRICS_PORT");
  const documentsText = value("DOCUMENTS_URL");
  return {
    port: portText === null ? base.port : port(portText),
    host: value("HOST") ?? base.host,
    caseDir: value("CASE_DIR") ?? base.caseDir,
    dataDir: value("DATA_DIR") ?? base.dataDir,
    databaseUrl: value("DATABASE_URL") ?? base.databaseUrl,
    objectStore: documentsText === null ? base.objectStore : objectStore(documentsText, value),
    theme: themeText === null ? base.theme : theme(themeText),
    now: nowText === null ? base.now : instant(nowText),
    production: value("NODE_ENV") === null ? base.production : value("NODE_ENV") === "production",
    cookieSecret: value("COOKIE_SECRET") ?? base.cookieSecret,
    memberKey: value("MEMBER_KEY") ?? base.memberKey,
    draftKey: value("DRAFT_KEY") ?? base.draftKey,
    captchaSecret: value("CAPTCHA_SECRET") ?? base.captchaSecret,
    captchaScriptUrl: scriptText === null ? base.captchaScriptUrl : scriptUrl(scriptText),
    siteDir: value("SITE_DIR") ?? base.siteDir,
    siteSourceMaps: mapsText === null ? base.siteSourceMaps : booleanSetting("SITE_SOURCE_MAPS", mapsText),
    idempotencyLeaseMs: leaseText === null ? base.idempotencyLeaseMs : milliseconds(leaseText),
    trustProxy: trustText === null ? base.trustProxy : trustProxy(trustText),
    logLevel: levelText === null ? base.logLevel : logLevel(levelText),
    maxSubmitsInFlight: submitsText === null ? base.maxSubmitsInFlight : positiveInteger("MAX_SUBMITS_IN_FLIGHT", submitsText),
    maxUploadBytesInFlight: bytesText === null ? base.maxUploadBytesInFlight : positiveInteger("MAX_UPLOAD_BYTES_IN_FLIGHT", bytesText),
    metricsPort: metricsPortText === null ? base.metricsPort : port(metricsPortText, "METRICS_PORT"),
    metricsHost: value("METRICS_HOST") ?? base.metricsHost
  };
};
