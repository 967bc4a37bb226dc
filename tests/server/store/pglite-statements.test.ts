// Statements with parameters on PGlite, prepared once and sent as one message (pglite-statements.ts): each
// kind of parameter goes in and comes back as PGlite's own query() gives it; a text is prepared once and a
// statement without parameters not at all; a failing statement rejects with PostgreSQL's code and leaves the
// database answering; one whose plan a schema change made stale is prepared afresh; one on an ended
// transaction or a closed database is refused; and one run outside a transaction never lands inside another
// caller's transaction.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IN_MEMORY, openPgliteDatabase } from "../../../server/store/sql-database.pglite.ts";
import type { SqlDatabase, SqlSession } from "../../../server/store/sql-database.port.ts";

let db: SqlDatabase;

beforeEach(async () => {
  db = await openPgliteDatabase(IN_MEMORY);
  await db.query("CREATE TABLE kinds (id int PRIMARY KEY, label text, big bigint, yes boolean, at timestamptz, bytes bytea, doc jsonb, nothing text)");
});

afterEach(async () => {
  await db.close();
});

const INSERT = "INSERT INTO kinds (id, label, big, yes, at, bytes, doc, nothing) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)";
const AT = new Date("2026-11-27T12:34:56.789Z");
const BYTES = new Uint8Array([0, 1, 127, 128, 255]);

interface Kinds {
  readonly id: number;
  readonly label: string;
  readonly big: unknown;
  readonly yes: boolean;
  readonly at: Date;
  readonly bytes: Uint8Array;
  readonly doc: unknown;
  readonly nothing: null;
}

describe("a statement with parameters on PGlite", () => {
  it("takes every kind of parameter and gives rows back as PGlite's query() decodes them", async () => {
    await db.query(INSERT, [1, "Zoë's \\ 'claim'", 9_007_199_254_740, true, AT, BYTES, JSON.stringify({ a: [1, "b"] }), null]);
    // The same row through PGlite's query() (a statement without parameters is not prepared).
    const [plain] = await db.query<Kinds>("SELECT * FROM kinds WHERE id = 1");
    const [prepared] = await db.query<Kinds>("SELECT * FROM kinds WHERE id = $1", [1]);
    expect(prepared).toEqual(plain);
    expect(prepared).toMatchObject({ id: 1, label: "Zoë's \\ 'claim'", yes: true, at: AT, doc: { a: [1, "b"] }, nothing: null });
    expect(prepared?.bytes).toEqual(BYTES);
    expect(Number(prepared?.big)).toBe(9_007_199_254_740);
  });

  it("is prepared once, however often it runs; a statement without parameters is not prepared", async () => {
    for (let id = 1; id <= 3; id += 1) await db.query(INSERT, [id, `claim ${String(id)}`, id, false, AT, BYTES, "{}", null]);
    const prepared = await db.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements");
    expect(prepared.map((row) => row.statement)).toEqual([INSERT]);
    expect(await db.query<{ count: number }>("SELECT count(*)::int AS count FROM kinds WHERE yes = $1", [false])).toEqual([{ count: 3 }]);
  });

  it("rejects with PostgreSQL's code when it fails, and the database answers the next one", async () => {
    await db.query(INSERT, [1, "first", 1, true, AT, BYTES, "{}", null]);
    await expect(db.query(INSERT, [1, "again", 1, true, AT, BYTES, "{}", null])).rejects.toMatchObject({ code: "23505" });
    await expect(db.query(INSERT, [2, "bad json", 1, true, AT, BYTES, "{", null])).rejects.toMatchObject({ code: "22P02" });
    // A failure inside a transaction rolls the transaction back; the same text then runs outside it.
    await expect(
      db.transaction(async (session) => {
        await session.query(INSERT, [3, "inside", 1, true, AT, BYTES, "{}", null]);
        await session.query(INSERT, [1, "clash", 1, true, AT, BYTES, "{}", null]);
      })
    ).rejects.toMatchObject({ code: "23505" });
    await db.query(INSERT, [4, "after", 1, true, AT, BYTES, "{}", null]);
    expect(await db.query<{ id: number }>("SELECT id FROM kinds WHERE id > $1 ORDER BY id", [0])).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it("is prepared afresh when a schema change alters what it returns, and run again outside a transaction", async () => {
    await db.query(INSERT, [1, "first", 1, true, AT, BYTES, "{}", null]);
    const READ = "SELECT * FROM kinds WHERE id = $1";
    expect(await db.query(READ, [1])).toHaveLength(1);
    await db.query("ALTER TABLE kinds ADD COLUMN extra text DEFAULT 'new'");
    // Within a transaction the stale plan's error stands, and the transaction rolls back.
    await expect(db.transaction((session) => session.query(READ, [1]))).rejects.toMatchObject({ code: "0A000" });
    await db.query("ALTER TABLE kinds ADD COLUMN more text DEFAULT 'more'");
    expect(await db.query(READ, [1])).toMatchObject([{ id: 1, extra: "new", more: "more" }]);
    expect(await db.transaction((session) => session.query(READ, [1]))).toMatchObject([{ id: 1, extra: "new", more: "more" }]);
  });

  it("is refused on a transaction that has ended and on a database that is closed, as query() refuses it", async () => {
    let ended: SqlSession | null = null;
    await db.transaction((session) => {
      ended = session;
      return Promise.resolve();
    });
    await expect((ended as SqlSession | null)?.query(INSERT, [1, "late", 1, true, AT, BYTES, "{}", null])).rejects.toThrow(/Transaction is closed/);
    expect(await db.query("SELECT count(*)::int AS count FROM kinds")).toEqual([{ count: 0 }]);
    await db.close();
    await expect(db.query("SELECT count(*)::int AS count FROM kinds WHERE id = $1", [1])).rejects.toThrow(/closed/);
  });

  it("outside a transaction waits for another caller's open transaction instead of running inside it", async () => {
    let holdOpen: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holdOpen = resolve));
    let inside: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = db
      .transaction(async (session) => {
        await session.query(INSERT, [1, "rolled back", 1, true, AT, BYTES, "{}", null]);
        inside();
        await held;
        throw new Error("the caller rolls back");
      })
      .catch((error: unknown) => error);
    await started;
    const outside = db.query(INSERT, [2, "kept", 1, true, AT, BYTES, "{}", null]);
    holdOpen();
    expect(await rolledBack).toBeInstanceOf(Error);
    await outside;
    expect(await db.query<{ label: string }>("SELECT label FROM kinds WHERE id > $1", [0])).toEqual([{ label: "kept" }]);
  });
});
