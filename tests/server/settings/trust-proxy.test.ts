// TRUST_PROXY from the environment to the running app: with the load balancer trusted, X-Forwarded-For is
// the client address a rate limit counts; without it, every claimant behind the balancer shares one count.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { composeServer, type ComposedServer } from "../../../server/composition.ts";
import { readServerSettings, type SettingsSource } from "../../../server/settings/server-settings.ts";
import { injectClient } from "../../support/server-kit.ts";

const BALANCER = "10.0.0.5";
/** A different unknown notice id each time, so the per-address limit answers, never a notice id's lock-out. */
const wrongCredentials = (attempt: number) => ({ credentials: { fields: { noticeId: `NWD-0000${String(attempt).padStart(4, "0")}`, pin: "000000" } }, reCaptchaResponse: null });

let composed: ComposedServer | null = null;
let dataDir: string | null = null;

afterEach(async () => {
  await composed?.app.close();
  if (dataDir !== null) await rm(dataDir, { recursive: true, force: true });
  composed = null;
  dataDir = null;
});

/** The demo case composed as `npm start` would, on a fixed clock so every attempt falls in one window. */
const compose = async (env: SettingsSource): Promise<ComposedServer> => {
  dataDir = await mkdtemp(join(tmpdir(), "trust-proxy-"));
  composed = await composeServer(readServerSettings({ ...env, LOG_LEVEL: "silent", DATA_DIR: dataDir, CLAIMS_NOW: "2026-11-21T17:00:00Z" }));
  return composed;
};

/** Wrong-credential authorize attempts from the balancer for one forwarded client, until one is not a 401. */
const attemptsUntilRefused = async (server: ComposedServer, forwardedFor: string): Promise<readonly number[]> => {
  const client = injectClient(server.app, BALANCER);
  await client.loadCsrf();
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= server.claimsCase.site.rateLimits.authorizePerWindow; attempt += 1) {
    const response = await client.inject({
      method: "POST",
      url: "/api/forms/standard/authorize",
      headers: { "x-forwarded-for": forwardedFor },
      payload: wrongCredentials(attempt)
    });
    statuses.push(response.statusCode);
  }
  return statuses;
};

describe("TRUST_PROXY", () => {
  it("with the balancer trusted, counts each forwarded client address on its own", async () => {
    const server = await compose({ TRUST_PROXY: `${BALANCER}/32` });
    const first = await attemptsUntilRefused(server, "203.0.113.1");
    expect(first.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(first.at(-1)).toBe(429);
    const second = await attemptsUntilRefused(server, "203.0.113.2");
    expect(second[0]).toBe(401);
  }, 60_000);

  it("unset, counts every client behind the balancer as the balancer", async () => {
    const server = await compose({});
    const first = await attemptsUntilRefused(server, "203.0.113.1");
    expect(first.at(-1)).toBe(429);
    const second = await attemptsUntilRefused(server, "203.0.113.2");
    expect(second[0]).toBe(429);
  }, 60_000);
});
