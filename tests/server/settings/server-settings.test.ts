import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, readServerSettings, SettingsError } from "../../../server/settings/server-settings.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("the server settings", () => {
  it("run the demo case on one machine by default", () => {
    expect(readServerSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ port: 8080, host: "127.0.0.1", caseDir: "cases/demo", dataDir: ".data", databaseUrl: null });
  });

  it("take every deployment variable from the environment", () => {
    const settings = readServerSettings({
      PORT: "9090",
      HOST: "0.0.0.0",
      CASE_DIR: "cases/other",
      DATA_DIR: "/var/lib/claims",
      DATABASE_URL: "postgres://claims@db/claims",
      THEME: "ftc-7-0-default",
      CLAIMS_NOW: "2027-01-01T08:00:00Z",
      NODE_ENV: "production",
      COOKIE_SECRET: "s".repeat(32),
      MEMBER_KEY: "m".repeat(32),
      DRAFT_KEY: "d".repeat(32),
      LOG_LEVEL: "WARN",
      CAPTCHA_SECRET: "0x0",
      CAPTCHA_SCRIPT_URL: "https://mirror.example/hcaptcha/api.js",
      SITE_DIR: "/srv/site",
      SITE_SOURCE_MAPS: "TRUE",
      IDEMPOTENCY_LEASE_MS: "5000",
      TRUST_PROXY: "10.0.0.0/8, 192.168.1.4",
      MAX_SUBMITS_IN_FLIGHT: "16",
      MAX_UPLOAD_BYTES_IN_FLIGHT: "104857600",
      METRICS_PORT: "9464",
      METRICS_HOST: "10.0.0.5",
      DOCUMENTS_URL: "s3://claims-documents/rivera",
      AWS_ENDPOINT_URL_S3: "https://objects.example.net",
      AWS_REGION: "eu-west-1",
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "secret-example",
      AWS_SESSION_TOKEN: "token-example"
    });
    expect(settings).toEqual({
      port: 9090,
      host: "0.0.0.0",
      caseDir: "cases/other",
      dataDir: "/var/lib/claims",
      databaseUrl: "postgres://claims@db/claims",
      theme: "ftc-7-0-default",
      now: new Date("2027-01-01T08:00:00Z"),
      production: true,
      cookieSecret: "s".repeat(32),
      memberKey: "m".repeat(32),
      draftKey: "d".repeat(32),
      captchaSecret: "0x0",
      captchaScriptUrl: "https://mirror.example/hcaptcha/api.js",
      siteDir: "/srv/site",
      siteSourceMaps: true,
      idempotencyLeaseMs: 5000,
      trustProxy: ["10.0.0.0/8", "192.168.1.4"],
      logLevel: "warn",
      maxSubmitsInFlight: 16,
      maxUploadBytesInFlight: 104_857_600,
      metricsPort: 9464,
      metricsHost: "10.0.0.5",
      objectStore: {
        url: "s3://claims-documents/rivera",
        location: { bucket: "claims-documents", prefix: "rivera/" },
        endpoint: "https://objects.example.net",
        region: "eu-west-1",
        credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret-example", sessionToken: "token-example" }
      }
    });
  });

  it("take the object store from DOCUMENTS_URL and the usual AWS variables, refusing what cannot work", () => {
    expect(readServerSettings({ DOCUMENTS_URL: "s3://docs", AWS_ENDPOINT_URL: "http://127.0.0.1:9000" }).objectStore).toEqual({
      url: "s3://docs",
      location: { bucket: "docs", prefix: "" },
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: null
    });
    expect(thrownBy(() => readServerSettings({ DOCUMENTS_URL: "/var/lib/documents" }))).toEqual(
      new SettingsError("DOCUMENTS_URL", '"/var/lib/documents" is not an object store address such as s3://claims-documents/my-settlement')
    );
    expect(() => readServerSettings({ DOCUMENTS_URL: "s3://docs", AWS_ACCESS_KEY_ID: "AKIA" })).toThrow(
      "AWS_SECRET_ACCESS_KEY: is needed with the other: set both, or neither to use the machine's role"
    );
    expect(() => readServerSettings({ DOCUMENTS_URL: "s3://docs", AWS_ENDPOINT_URL_S3: "objects.example" })).toThrow(/^AWS_ENDPOINT_URL_S3: /);
    expect(() => readServerSettings({ METRICS_PORT: "99999" })).toThrow(/^METRICS_PORT: "99999" is not a port number/);
  });

  it("keep the given settings where a variable is unset or blank", () => {
    const base = { ...DEFAULT_SETTINGS, port: 3000, production: true };
    expect(readServerSettings({ PORT: " ", NODE_ENV: "" }, base)).toEqual(base);
    expect(readServerSettings({ NODE_ENV: "development" }, base).production).toBe(false);
  });

  it.each([
    ["unset", {}, false],
    ["true", { TRUST_PROXY: "true" }, true],
    ["TRUE, any case", { TRUST_PROXY: " TRUE " }, true],
    ["false", { TRUST_PROXY: "false" }, false],
    ["one address", { TRUST_PROXY: "10.1.2.3" }, ["10.1.2.3"]],
    ["addresses and CIDRs of both families", { TRUST_PROXY: "10.0.0.0/8,fd00::/8, ::1" }, ["10.0.0.0/8", "fd00::/8", "::1"]]
  ])("trust the proxy by TRUST_PROXY: %s", (_name, env, expected) => {
    expect(readServerSettings(env).trustProxy).toEqual(expected);
  });

  it.each([
    ["an https address", "https://mirror.example/api.js?v=1"],
    ["an http address", "http://127.0.0.1:9000/hcaptcha.js"],
    ["a path on this site", "/captcha/api.js"]
  ])("take the captcha script from CAPTCHA_SCRIPT_URL: %s", (_name, address) => {
    expect(readServerSettings({ CAPTCHA_SCRIPT_URL: ` ${address} ` }).captchaScriptUrl).toBe(address);
  });

  it("load the provider's own captcha script when CAPTCHA_SCRIPT_URL is unset", () => {
    expect(DEFAULT_SETTINGS.captchaScriptUrl).toBeNull();
    expect(readServerSettings({ CAPTCHA_SCRIPT_URL: "" }).captchaScriptUrl).toBeNull();
  });

  it.each([
    ["PORT", "eighty", 'PORT: "eighty" is not a port number (0 to 65535)'],
    ["PORT", "70000", 'PORT: "70000" is not a port number (0 to 65535)'],
    ["THEME", "dark", 'THEME: unexpected value for appsettings.theme: "dark" (one of jnd-7-0-default, ftc-7-0-default, jnd-9-0-kontent)'],
    ["IDEMPOTENCY_LEASE_MS", "0", 'IDEMPOTENCY_LEASE_MS: "0" is not a positive number of milliseconds'],
    ["MAX_SUBMITS_IN_FLIGHT", "0", 'MAX_SUBMITS_IN_FLIGHT: "0" is not a positive whole number'],
    ["MAX_UPLOAD_BYTES_IN_FLIGHT", "1.5e3x", 'MAX_UPLOAD_BYTES_IN_FLIGHT: "1.5e3x" is not a positive whole number'],
    ["SITE_SOURCE_MAPS", "yes", 'SITE_SOURCE_MAPS: "yes" is neither true nor false'],
    ["CLAIMS_NOW", "tomorrow", 'CLAIMS_NOW: "tomorrow" is not an ISO instant such as 2026-11-21T17:00:00Z'],
    ["TRUST_PROXY", "yes", 'TRUST_PROXY: "yes" is not an IP address or CIDR; use true, false or a comma-separated list such as 10.0.0.0/8,192.168.1.4'],
    ["TRUST_PROXY", "10.0.0.1,10.0.0.0/33,", 'TRUST_PROXY: "10.0.0.0/33", "" is not an IP address or CIDR; use true, false or a comma-separated list such as 10.0.0.0/8,192.168.1.4'],
    ["CLAIMS_NOW", "2026-13-45T00:00:00Z", 'CLAIMS_NOW: "2026-13-45T00:00:00Z" is not an ISO instant such as 2026-11-21T17:00:00Z'],
    ["CAPTCHA_SCRIPT_URL", "captcha/api.js", 'CAPTCHA_SCRIPT_URL: "captcha/api.js" is not an http(s) address or a path on this site such as /captcha/api.js'],
    ["CAPTCHA_SCRIPT_URL", "//cdn.example/api.js", 'CAPTCHA_SCRIPT_URL: "//cdn.example/api.js" is not an http(s) address or a path on this site such as /captcha/api.js'],
    ["CAPTCHA_SCRIPT_URL", "javascript:alert(1)", 'CAPTCHA_SCRIPT_URL: "javascript:alert(1)" is not an http(s) address or a path on this site such as /captcha/api.js']
  ])("refuse a bad %s (%s), naming the variable", (variable, value, message) => {
    const error = thrownBy(() => readServerSettings({ [variable]: value }));
    expect(error).toBeInstanceOf(SettingsError);
    expect(error).toMatchObject({ variable, message });
  });
});
