// /healthz and /readyz on real stores: ready on PostgreSQL with documents in a folder; 503 naming the part
// when a migration is pending, when the document store cannot be written and when the database has stopped,
// while /healthz still answers 200; a check made at most once a second however often it is asked; and the
// reason kept for the log, not the answer.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { Client } from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { READINESS_KEPT_MS } from "../../../server/http/health-routes.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openPostgresClaimStore } from "../../../server/store/claim-store.postgres.ts";
import { makeFileSystemDocumentStore } from "../../../server/store/document-store.file-system.ts";
import { type PostgresCluster, startPostgresCluster } from "../../../scripts/postgres-cluster.ts";
import { buildTestApp, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { testCase } from "./http-case.ts";

let cluster: PostgresCluster;
let folder: string;
let store: ClaimStore;
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  folder = await mkdtemp(join(tmpdir(), "readiness-"));
  store = await openPostgresClaimStore(await cluster.createDatabase("claims"), { documents: makeFileSystemDocumentStore(join(folder, "documents")) });
  await store.migrate();
  app = buildTestApp({ store, claimsCase: testCase(), log: { level: "warn", stream: { write: (line) => logged.push(line) } } }).app;
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await store.close();
  cluster.stop();
  await rm(folder, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

let moved = 0;

/** Asks /readyz as a check newer than the last one: the clock is moved on past the time a check is kept. */
const readyz = async () => {
  moved += READINESS_KEPT_MS + 1;
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + moved });
  const answer = await app.inject("/readyz");
  vi.useRealTimers();
  return answer;
};

describe("health and readiness", () => {
  it("says the process answers, and that the store is ready part by part, never kept by a cache", async () => {
    const health = await app.inject("/healthz");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await readyz();
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", documents: "ok" } });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 naming the migrations when one this code knows is not applied", async () => {
    const client = new Client({ connectionString: cluster.databaseUrl("claims") });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number; name: string }>(
        "DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name"
      );
      const answer = await readyz();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: "not ready",
        failing: ["migrations"],
        checks: { database: "ok", migrations: `not applied: ${String(rows[0]?.version)}`, documents: "ok" }
      });
      await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [rows[0]?.version, rows[0]?.name]);
      expect((await readyz()).statusCode).toBe(200);
    } finally {
      await client.end();
    }
  });

  it("answers 503 naming the documents when the document store cannot be written", async () => {
    await rm(join(folder, "documents"), { recursive: true, force: true });
    // A file where the folder should be: no write can succeed, even as root.
    await writeFile(join(folder, "documents"), "not a folder");
    try {
      const answer = await readyz();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: "not ready", failing: ["documents"], checks: { database: "ok", migrations: "ok", documents: "not writable" } });
      expect(logged.join("")).toContain('"event":"notReady"');
    } finally {
      await rm(join(folder, "documents"), { force: true });
    }
  });

  it("asks the store at most once while a check is kept, however often it is asked", async () => {
    let asked = 0;
    const counting = buildTestApp({ store: { ...store, readiness: () => ((asked += 1), store.readiness()) }, claimsCase: testCase() }).app;
    try {
      await Promise.all(Array.from({ length: 20 }, () => counting.inject("/readyz")));
      expect(asked).toBe(1);
    } finally {
      await counting.close();
    }
  });

  it("answers 503 naming the database once it has stopped, while /healthz still answers 200", async () => {
    cluster.stop();
    const answer = await readyz();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: "not ready",
      failing: ["database", "migrations"],
      checks: { database: "does not answer", migrations: "not checked: the database does not answer", documents: "ok" }
    });
    // The driver's words (an address, a port) are for the log only.
    expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expect(logged.join("")).toMatch(/ECONNREFUSED|terminat|connect/);
    expect((await app.inject("/healthz")).statusCode).toBe(200);
  });
});
