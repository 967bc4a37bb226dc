import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresClaimStore } from "../../../server/store/claim-store.postgres.ts";
import { openPostgresDatabase } from "../../../server/store/sql-database.postgres.ts";
import { startPostgresCluster, type PostgresCluster } from "../../../scripts/postgres-cluster.ts";
import { hashOf, filingAnswers, newClaim, submittedAnswer, uniqueKey } from "./claim-fixtures.ts";
import { START_TIMEOUT_MS } from "./store-backends.ts";

/** A loopback port nothing listens on (taken, then released). */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === "object" && address !== null ? address.port : 1);
      });
    });
  });

describe("the PostgreSQL claim store", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, START_TIMEOUT_MS);
  afterAll(() => {
    cluster.stop();
  });

  it("files on one replica what another replica then finds and replays", async () => {
    const url = await cluster.createDatabase("replicas");
    const [one, two] = await Promise.all([openPostgresClaimStore(url), openPostgresClaimStore(url, { maxConnections: 2 })]);
    try {
      await Promise.all([one.migrate(), two.migrate()]);
      const key = uniqueKey();
      expect(await one.acquireIdempotencyKey(key, hashOf("claim"), new Date(), 30_000)).toEqual({ kind: "acquired" });
      expect(await two.acquireIdempotencyKey(key, hashOf("claim"), new Date(), 30_000)).toEqual({ kind: "inFlight" });
      const { referenceCode } = await one.fileClaim(key, hashOf("claim"), newClaim(), filingAnswers);
      expect((await two.findClaim(referenceCode))?.idempotencyKey).toBe(key);
      expect(await two.acquireIdempotencyKey(key, hashOf("claim"), new Date(), 30_000)).toEqual({
        kind: "replay",
        answer: submittedAnswer(referenceCode)
      });
      expect(await one.countAttempt("authorize", "192.0.2.1", new Date(0))).toBe(1);
      expect(await two.countAttempt("authorize", "192.0.2.1", new Date(0))).toBe(2);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    // Closing twice is harmless (the server's shutdown and a test's cleanup may both do it).
    await one.close();
  });

  it("commits claims only once on disk, and rate-limit counts (the unflushed statements) without waiting for it", async () => {
    // This file's cluster does not wait for its disk at all; the setting is asked of one that does, as deployed.
    const durable = await startPostgresCluster({ durable: true });
    const db = await openPostgresDatabase(await durable.createDatabase("flushing"));
    try {
      const settingOf = async (session: { readonly query: typeof db.query }) =>
        (await session.query<{ synchronous_commit: string }>("SHOW synchronous_commit"))[0]?.synchronous_commit;
      const [claims, inTransaction, counts] = await Promise.all([settingOf(db), db.transaction(settingOf), settingOf(db.unflushed)]);
      expect([claims, inTransaction, counts]).toEqual(["on", "on", "off"]);
    } finally {
      await db.close();
      durable.stop();
    }
  }, START_TIMEOUT_MS);

  it("parses a statement with parameters once per connection, and still runs several statements without any", async () => {
    const db = await openPostgresDatabase(await cluster.createDatabase("prepared"));
    try {
      const prepared = await db.transaction(async (tx) => {
        const answers = [await tx.query<{ n: number }>("SELECT $1::int AS n", [1]), await tx.query<{ n: number }>("SELECT $1::int AS n", [2])];
        expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }]]);
        await tx.query("CREATE TEMPORARY TABLE scratch (n int); INSERT INTO scratch VALUES (3)");
        return tx.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE statement = 'SELECT $1::int AS n'");
      });
      expect(prepared).toEqual([{ name: expect.stringMatching(/^claims_\d+$/) as unknown }]);
    } finally {
      await db.close();
    }
  });

  it("answers a prepared statement after another replica's migration changed what it returns", async () => {
    const url = await cluster.createDatabase("changed_under");
    const db = await openPostgresDatabase(url, { maxConnections: 1 });
    const migrating = await openPostgresDatabase(url);
    try {
      await db.query("CREATE TABLE answers (body json NOT NULL)");
      await db.query("INSERT INTO answers VALUES ('{\"status\": 200}')");
      const read = () => db.query<{ body: unknown }>("SELECT body FROM answers WHERE body IS NOT NULL AND $1::int = 1", [1]);
      expect(await read()).toEqual([{ body: { status: 200 } }]);
      // The one connection keeps its plan for a json column; the column is text afterwards.
      await migrating.query("ALTER TABLE answers ALTER COLUMN body TYPE text");
      expect(await read()).toEqual([{ body: '{"status": 200}' }]);
      expect(await read()).toEqual([{ body: '{"status": 200}' }]);
    } finally {
      await Promise.all([db.close(), migrating.close()]);
    }
  });

  it("refuses to open when the database does not answer, instead of failing at the first claim", async () => {
    const port = await closedPort();
    await expect(openPostgresClaimStore(`postgres://postgres@127.0.0.1:${String(port)}/claims`)).rejects.toThrow(/ECONNREFUSED/);
    await expect(openPostgresClaimStore(cluster.databaseUrl("no_such_database"))).rejects.toThrow(/no_such_database/);
  });
});
