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
import { filingAnswers, hashOf, newClaim, RECEIVED_AT, submittedAnswer, uniqueKey, uniqueMember } from "./claim-fixtures.ts";
import { START_TIMEOUT_MS } from "./store-backends.ts";

/** The database, counting the statements run outside and inside transactions, and the transactions. */
const counting = (db: SqlDatabase) => {
  const counts = { outside: 0, inside: 0, transactions: 0, durable: 0, unflushed: 0 };
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
    },
    unflushed: {
      query: (text, params) => {
        counts.unflushed += 1;
        return db.unflushed.query(text, params);
      }
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
    expect(counts).toEqual({ outside: 2, inside: 0, transactions: 0, durable: 1, unflushed: 0 });
    expect((await store.findClaim(filed.referenceCode))?.documents).toHaveLength(2);
  });

  it("takes one statement, the bytes in it, when the bytes stay in the rows", async () => {
    const { wrapped, counts } = counting(db);
    const store = sqlClaimStore(wrapped);
    const filed = await store.fileClaim(uniqueKey(), hashOf("in rows"), newClaim(), filingAnswers);
    expect(filed.kind).toBe("filed");
    expect(counts).toEqual({ outside: 1, inside: 0, transactions: 0, durable: 1, unflushed: 0 });
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
    // Taking a key is one statement of the unflushed session: the claim's own commit makes it durable.
    expect(counts).toEqual({ outside: 0, inside: 0, transactions: 0, durable: 0, unflushed: 1 });
    await store.fileClaim(key, hashOf("replayed"), newClaim(), filingAnswers);
    expect(counts.durable).toBe(1);
    const replay = await store.acquireIdempotencyKey(key, hashOf("replayed"), RECEIVED_AT, 60_000);
    expect(replay.kind).toBe("replay");
    expect(counts.durable).toBe(2);
  });
});

describe("a rate-limit count", () => {
  it("is one statement of the unflushed session, never waited on disk", async () => {
    const { wrapped, counts } = counting(db);
    const store = sqlClaimStore(wrapped);
    expect(await store.countAttempt("submit", "192.0.2.7", RECEIVED_AT)).toBe(1);
    expect(counts).toEqual({ outside: 0, inside: 0, transactions: 0, durable: 0, unflushed: 1 });
  });
});

describe("a member with no claim left, whose key another filer settled meanwhile", () => {
  it("is answered with what that filer settled, which is not overwritten", async () => {
    const member = uniqueMember();
    const first = await sqlClaimStore(db).fileClaim(uniqueKey(), hashOf("first"), newClaim({ member }), filingAnswers);
    const key = uniqueKey();
    // Another replica, past this filer's lease, files the same body under the key and settles it just before
    // this filer, told "full", settles it too.
    const racing: SqlDatabase = {
      ...db,
      query: async (text, params) => {
        if (text.startsWith("UPDATE idempotency_keys SET state = 'done'")) {
          await db.query("UPDATE idempotency_keys SET state = 'done', answer_status = 200, answer_body = $2::json, reference_code = $3 WHERE key = $1", [
            key,
            JSON.stringify(submittedAnswer(first.referenceCode).body),
            first.referenceCode
          ]);
        }
        return db.query(text, params);
      }
    };
    const store = sqlClaimStore(racing);
    expect(await store.acquireIdempotencyKey(key, hashOf("second"), RECEIVED_AT, 60_000)).toEqual({ kind: "acquired" });
    const filed = await store.fileClaim(key, hashOf("second"), newClaim({ member }), filingAnswers);
    expect(filed).toEqual({ kind: "filed", referenceCode: first.referenceCode, answer: submittedAnswer(first.referenceCode) });
    const [kept] = await db.query<{ reference_code: string | null }>("SELECT reference_code FROM idempotency_keys WHERE key = $1", [key]);
    expect(kept?.reference_code).toBe(first.referenceCode);
  });
});

describe("the file_claim of the version before, for replicas not yet replaced", () => {
  it("still files a claim with its documents' rows", async () => {
    const key = uniqueKey();
    const [row] = await db.query<{ filing: { outcome: string; referenceCode: string } }>(
      "SELECT file_claim($1, $2, $3, 'Standard', 'en', '{}'::jsonb, $4, 1, $5::json, $6::json, $7::json) AS filing",
      [
        key,
        hashOf("before"),
        RECEIVED_AT,
        uniqueMember().key,
        JSON.stringify(["OLDVERSION1"]),
        JSON.stringify([{ status: 200, body: null }]),
        JSON.stringify([{ position: 0, context_client_id: "dc-00000001", name: "a.pdf", media_type: "application/pdf", size: 3, sha256: hashOf("abc") }])
      ]
    );
    expect(row?.filing).toMatchObject({ outcome: "filed", referenceCode: "OLDVERSION1" });
    expect((await sqlClaimStore(db).findClaim("OLDVERSION1"))?.documents).toHaveLength(1);
  });
});

describe("file_claim given bytes that do not add up to its documents' sizes", () => {
  it("refuses, and nothing is written", async () => {
    const key = uniqueKey();
    await expect(
      db.query(
        "SELECT file_claim($1, $2, $3, 'Standard', 'en', '{}'::jsonb, $4, 1, $5::json, $6::json, $7::json, $8::bytea) AS filing",
        [
          key,
          hashOf("short"),
          RECEIVED_AT,
          uniqueMember().key,
          JSON.stringify(["SHORTBYTES1"]),
          JSON.stringify([{ status: 200, body: null }]),
          JSON.stringify([{ position: 0, context_client_id: "dc-00000001", name: "a.pdf", media_type: "application/pdf", size: 4, sha256: hashOf("abcd"), start: 0 }]),
          new TextEncoder().encode("abc")
        ]
      )
    ).rejects.toThrow(/given 3 bytes for documents of 4 bytes/);
    expect(await db.query("SELECT 1 FROM idempotency_keys WHERE key = $1", [key])).toEqual([]);
  });
});
