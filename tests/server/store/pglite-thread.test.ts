// PGlite on its own thread: while PostgreSQL works, the server's event loop keeps turning; an error keeps
// PostgreSQL's SQLSTATE; a transaction whose work fails is rolled back with the work's own error; statements
// outside a transaction wait for it; a closed database refuses further statements; a thread that ends unasked
// fails every statement and marks the database lost, one closed on purpose does not.
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_MEMORY } from "../../../server/store/sql-database.pglite.ts";
import { openPgliteThreadDatabase } from "../../../server/store/sql-database.pglite-thread.ts";
import type { SqlDatabase } from "../../../server/store/sql-database.port.ts";
import { START_TIMEOUT_MS } from "./store-backends.ts";

let db: SqlDatabase;

beforeAll(async () => {
  db = await openPgliteThreadDatabase(IN_MEMORY);
  await db.query("CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz, bytes bytea)");
}, START_TIMEOUT_MS);

afterAll(async () => {
  await db.close();
});

describe("PGlite on its own thread", () => {
  it("leaves the event loop free while PostgreSQL is busy", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    // pg_sleep holds PGlite's thread for half a second; in the server's own thread no timer could fire meanwhile.
    await db.query("SELECT pg_sleep(0.5)");
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it("brings rows back as the driver decoded them: dates, bytes and numbers", async () => {
    const at = new Date("2026-11-21T17:00:00.123Z");
    await db.query("INSERT INTO notes (id, body, at, bytes) VALUES ($1, $2, $3, $4)", [1, "first", at, Uint8Array.from([0, 1, 255])]);
    expect(await db.query("SELECT id, body, at, bytes FROM notes WHERE id = 1")).toEqual([{ id: 1, body: "first", at, bytes: Uint8Array.from([0, 1, 255]) }]);
  });

  it("passes PostgreSQL's error on with its SQLSTATE", async () => {
    await expect(db.query("INSERT INTO notes (id, body) VALUES (1, 'again')")).rejects.toMatchObject({ code: "23505", message: expect.stringMatching(/duplicate key/) as unknown });
    await expect(db.query("SELECT * FROM no_such_table")).rejects.toMatchObject({ code: "42P01" });
  });

  it("commits a transaction's statements together, and rolls them back with the work's own error", async () => {
    const filed = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes (id, body) VALUES (2, 'two')");
      await tx.query("INSERT INTO notes (id, body) VALUES (3, 'three')");
      return "filed";
    });
    expect(filed).toBe("filed");
    const failure = new Error("the work gave up");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (id, body) VALUES (4, 'four')");
        throw failure;
      })
    ).rejects.toBe(failure);
    await expect(db.transaction((tx) => tx.query("INSERT INTO notes (id, body) VALUES (2, 'clash')"))).rejects.toMatchObject({ code: "23505" });
    expect(await db.query<{ id: number }>("SELECT id FROM notes ORDER BY id")).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it("answers when what was committed is durable, through the thread", async () => {
    await expect(db.durable()).resolves.toBeUndefined();
  });

  it("runs a statement from outside only once an open transaction has ended", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes (id, body) VALUES (5, 'five')");
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let seen: readonly unknown[] | null = null;
    const outside = db.query("SELECT id FROM notes WHERE id = 5").then((rows) => (seen = rows));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toBeNull();
    release();
    await transaction;
    await outside;
    expect(seen).toEqual([{ id: 5 }]);
  });

  it("refuses statements once closed, and a database closed on purpose is not lost", async () => {
    const other = await openPgliteThreadDatabase(IN_MEMORY);
    await other.close();
    await expect(other.query("SELECT 1")).rejects.toThrow(/PGlite thread ended/);
    const settled = await Promise.race([other.lost.then(() => "lost"), new Promise((resolve) => setTimeout(resolve, 100, "still answering until closed"))]);
    expect(settled).toBe("still answering until closed");
  }, START_TIMEOUT_MS);
});

describe("a PGlite thread that ends unasked", () => {
  /** A thread that opens like PGlite's and then ends at the first statement, as a crashed one would. */
  const endingThread = (): Worker =>
    new Worker(
      `const { parentPort } = require("node:worker_threads");
       parentPort.on("message", (request) => {
         if (request.kind === "open") parentPort.postMessage({ id: request.id, ok: true, rows: [], tx: null });
         else process.exit(3);
       });`,
      { eval: true }
    );

  it("fails the statement waiting and every one after, and says the database is lost", async () => {
    const lostOne = await openPgliteThreadDatabase(IN_MEMORY, endingThread());
    await expect(lostOne.query("SELECT 1")).rejects.toThrow("The PGlite thread ended (exit code 3).");
    await expect(lostOne.lost).resolves.toMatchObject({ message: "The PGlite thread ended (exit code 3)." });
    await expect(lostOne.query("SELECT 1")).rejects.toThrow("The PGlite thread ended (exit code 3).");
    await expect(lostOne.transaction(() => Promise.resolve(1))).rejects.toThrow(/PGlite thread ended/);
  });
});
