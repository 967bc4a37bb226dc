// The filing's budget of statements, which is its cost under load (a round trip each, on the database's one
// thread with PGlite): a claim is filed in one statement, its own transaction (file_claim), its documents'
// bytes in it when they stay in the rows, plus a look at the member's slots before its files go to the
// document store. Its answer, and a replayed key's, waits for the log on disk.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlClaimStore } from "../../../server/store/claim-store.sql.ts";
import { makeFileSystemDocumentStore } from "../../../server/store/document-store.file-system.ts";
import { runMigrations } from "../../../server/store/migration-runner.ts";
import { IN_MEMORY, openPgliteDatabase } from "../../../server/store/sql-database.pglite.ts";
import type { SqlDatabase, SqlSession } from "../../../server/store/sql-database.port.ts";
import { filingAnswers, hashOf, newClaim, RECEIVED_AT, uniqueKey } from "./claim-fixtures.ts";
import { START_TIMEOUT_MS } from "./store-backends.ts";

/** The database, counting the statements run outside and inside transactions, and the transactions. */
const counting = (db: SqlDatabase) => {
  const counts = { outside: 0, inside: 0, transactions: 0, durable: 0 };
  const inside = (session: SqlSession): SqlSession => ({
    query: (text, params) => {
      counts.inside += 1;
      return session.query(text, params);
    }
  });
  const wrapped: SqlDatabase = {
    ...db,
    query: (text, params) => {
      counts.outside += 1;
      return db.query(text, params);
    },
    transaction: (work) => {
      counts.transactions += 1;
      return db.transaction((session) => work(inside(session)));
    },
    durable: () => {
      counts.durable += 1;
      return db.durable();
    }
  };
  return { wrapped, counts };
};

let db: SqlDatabase;
const folder = mkdtempSync(join(tmpdir(), "claims-statements-"));

beforeAll(async () => {
  db = await openPgliteDatabase(IN_MEMORY);
  await runMigrations(db);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("filing a claim with two documents", () => {
  it("takes one statement, and one look before, when the documents go to the document store", async () => {
    const { wrapped, counts } = counting(db);
    const store = sqlClaimStore(wrapped, { documents: makeFileSystemDocumentStore(join(folder, "documents")) });
    const filed = await store.fileClaim(uniqueKey(), hashOf("stored"), newClaim(), filingAnswers);
    expect(filed.kind).toBe("filed");
    expect(counts).toEqual({ outside: 2, inside: 0, transactions: 0, durable: 1 });
    expect((await store.findClaim(filed.referenceCode))?.documents).toHaveLength(2);
  });

  it("takes one statement, the bytes in it, when the bytes stay in the rows", async () => {
    const { wrapped, counts } = counting(db);
    const store = sqlClaimStore(wrapped);
    const filed = await store.fileClaim(uniqueKey(), hashOf("in rows"), newClaim(), filingAnswers);
    expect(filed.kind).toBe("filed");
    expect(counts).toEqual({ outside: 1, inside: 0, transactions: 0, durable: 1 });
    const claim = newClaim();
    const stored = await Promise.all(claim.documents.map((document) => store.documentBytes(filed.referenceCode, document.contextClientId)));
    expect(stored.map((bytes) => Buffer.from(bytes ?? []).toString("hex"))).toEqual(claim.documents.map((document) => Buffer.from(document.bytes).toString("hex")));
  });
});

describe("a key replayed", () => {
  it("waits for the log on disk before its answer is given, and a key taken afresh does not", async () => {
    const { wrapped, counts } = counting(db);
    const store = sqlClaimStore(wrapped);
    const key = uniqueKey();
    expect(await store.acquireIdempotencyKey(key, hashOf("replayed"), RECEIVED_AT, 60_000)).toEqual({ kind: "acquired" });
    expect(counts.durable).toBe(0);
    await store.fileClaim(key, hashOf("replayed"), newClaim(), filingAnswers);
    expect(counts.durable).toBe(1);
    const replay = await store.acquireIdempotencyKey(key, hashOf("replayed"), RECEIVED_AT, 60_000);
    expect(replay.kind).toBe("replay");
    expect(counts.durable).toBe(2);
  });
});
