// Builds the claims API for tests: one PGlite store in memory per test file (it takes seconds to start),
// apps over it with a given ClaimsCase, a clock the test moves and a captcha verifier that accepts given
// tokens; an inject client that keeps cookies like a browser; and a real server listening on 127.0.0.1.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { CaptchaVerifier } from "../../server/captcha/captcha-verifier.port.ts";
import { makeAcceptListCaptchaVerifier } from "../../server/captcha/captcha-verifier.accept-list.ts";
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import { buildClaimsApp } from "../../server/http/claims-app.ts";
import type { LogSettings } from "../../server/http/security-log.ts";
import type { SubmitGateLimits } from "../../server/http/submit-gate.ts";
import type { ClaimsMetrics } from "../../server/metrics/claims-metrics.port.ts";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { inject } from "vitest";
import { openPostgresClaimStore } from "../../server/store/claim-store.postgres.ts";
import { openPgliteClaimStore } from "../../server/store/claim-store.pglite.ts";
import type { ClaimStore } from "../../server/store/claim-store.port.ts";
import { makeMemberIdentities } from "../../server/http/member-identity.ts";
import type { MemberRoster } from "../../server/store/member-roster.port.ts";
import { memoryRoster } from "../../server/store/member-roster.memory.ts";

export const TEST_COOKIE_SECRET = "test-cookie-secret-0123456789abcdef";
export const TEST_MEMBER_KEY = "test-member-key-0123456789abcdefgh";
export const TEST_DRAFT_KEY = "test-draft-key-0123456789abcdefghij";

/** The token the default test verifier accepts. */
export const GOOD_CAPTCHA_TOKEN = "captcha-ok";

export const KIT_NOW = new Date("2026-11-21T17:00:00Z");

/** PGlite starts in seconds, more on a busy machine. */
export const STORE_START_TIMEOUT_MS = 60_000;

export interface TestClock {
  readonly now: () => Date;
  readonly set: (at: Date) => void;
  readonly advance: (ms: number) => void;
}

export const makeTestClock = (start: Date = KIT_NOW): TestClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    }
  };
};

/** A migrated PGlite store in memory; close it in afterAll. */
/**
 * PGlite in memory, or, in the project that runs the server tests on PostgreSQL, a fresh database of the
 * test cluster, so every call and failure is proven on both stores.
 */
export const openTestStore = async (): Promise<ClaimStore> => {
  const adminUrl = inject("claimsDatabaseUrl");
  const store = adminUrl === undefined ? await openPgliteClaimStore("memory") : await openPostgresClaimStore(await freshDatabase(adminUrl));
  await store.migrate();
  return store;
};

const freshDatabase = async (adminUrl: string): Promise<string> => {
  const name = `claims_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export interface TestAppOptions {
  readonly store: ClaimStore;
  readonly claimsCase: ClaimsCase;
  /** The case's members.json in memory when absent. */
  readonly roster?: MemberRoster;
  readonly clock?: TestClock;
  readonly production?: boolean;
  readonly captchaVerifier?: CaptchaVerifier;
  readonly idempotencyLeaseMs?: number;
  readonly trustProxy?: boolean;
  readonly log?: LogSettings;
  readonly submitLimits?: SubmitGateLimits;
  readonly metrics?: ClaimsMetrics;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly clock: TestClock;
}

export const buildTestApp = (options: TestAppOptions): TestApp => {
  const clock = options.clock ?? makeTestClock();
  const app = buildClaimsApp({
    claimsCase: options.claimsCase,
    store: options.store,
    roster: options.roster ?? memoryRoster(options.claimsCase.members, makeMemberIdentities(TEST_MEMBER_KEY).keyOf),
    clock: clock.now,
    captchaVerifier: options.captchaVerifier ?? makeAcceptListCaptchaVerifier([GOOD_CAPTCHA_TOKEN]),
    ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
    settings: {
      cookieSecret: TEST_COOKIE_SECRET,
      memberKey: TEST_MEMBER_KEY,
      draftKey: TEST_DRAFT_KEY,
      production: options.production ?? false,
      idempotencyLeaseMs: options.idempotencyLeaseMs ?? 30_000,
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
      ...(options.log === undefined ? {} : { logger: options.log }),
      ...(options.submitLimits === undefined ? {} : { submitLimits: options.submitLimits })
    }
  });
  return { app, clock };
};

/** Listens on a free loopback port; gives the base address ("http://127.0.0.1:PORT"). Close the app after. */
export const listenOnLoopback = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the server has no port");
  return `http://127.0.0.1:${address.port}`;
};

/** Name=value of every Set-Cookie; a cookie set with Max-Age=0 comes back as null. */
export const setCookies = (response: LightMyRequestResponse): ReadonlyMap<string, string | null> => {
  const header = response.headers["set-cookie"];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return new Map(
    lines.map((line) => {
      const [pair = ""] = line.split(";");
      const separator = pair.indexOf("=");
      const deleted = /;\s*Max-Age=0(;|$)/i.test(line);
      return [pair.slice(0, separator), deleted ? null : pair.slice(separator + 1)];
    })
  );
};

export interface InjectClient {
  readonly cookies: Map<string, string>;
  /** GET /api/csrf, keeping the token for later posts. */
  readonly loadCsrf: () => Promise<string>;
  readonly inject: (options: InjectOptions & { readonly csrf?: boolean }) => Promise<LightMyRequestResponse>;
}

/**
 * Injects requests as one browser would: cookies kept between calls, the anti-forgery header added to
 * unsafe calls unless `csrf: false` (and to a GET with `csrf: true`), and one client address (rate limits count per address).
 */
export const injectClient = (app: FastifyInstance, remoteAddress = "127.0.0.1"): InjectClient => {
  const cookies = new Map<string, string>();
  let token: string | null = null;
  const inject = async ({ csrf, ...options }: InjectOptions & { readonly csrf?: boolean }): Promise<LightMyRequestResponse> => {
    const unsafe = options.method !== undefined && options.method !== "GET";
    const sendsToken = csrf === true || (unsafe && csrf !== false);
    const headers = {
      ...(cookies.size === 0 ? {} : { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }),
      ...(sendsToken && token !== null ? { "x-xsrf-token": token } : {}),
      ...options.headers
    };
    const response = await app.inject({ remoteAddress, ...options, headers });
    for (const [name, value] of setCookies(response)) {
      if (value === null) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return {
    cookies,
    inject,
    loadCsrf: async () => {
      const response = await inject({ method: "GET", url: "/api/csrf" });
      const body: unknown = response.json();
      if (typeof body !== "object" || body === null || !("requestToken" in body) || typeof body.requestToken !== "string") {
        throw new Error(`GET /api/csrf answered ${response.statusCode} ${response.body}`);
      }
      token = body.requestToken;
      return token;
    }
  };
};
