// Durability of PGlite in a data folder: PostgreSQL runs with fsync on (SHOW fsync), and since PGlite's
// file system never reaches the disk on fsync, each transaction's WAL segment (and the folder, for a new
// segment) is flushed with the operating system's fdatasync before the transaction resolves.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPgliteDatabase } from "../../../server/store/sql-database.pglite.ts";
import { makeWalSync } from "../../../server/store/wal-sync.ts";
import { START_TIMEOUT_MS } from "./store-backends.ts";

const parent = mkdtempSync(join(tmpdir(), "claims-wal-"));
afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

describe("PGlite in a data folder", () => {
  it(
    "runs PostgreSQL with fsync and synchronous commit on",
    async () => {
      const db = await openPgliteDatabase(join(parent, "durable"));
      try {
        expect(await db.query("SHOW fsync")).toEqual([{ fsync: "on" }]);
        expect(await db.query("SHOW synchronous_commit")).toEqual([{ synchronous_commit: "on" }]);
        await db.query("CREATE TABLE kept (value int)");
        expect(await db.transaction((tx) => tx.query<{ value: number }>("INSERT INTO kept VALUES (7) RETURNING value"))).toEqual([{ value: 7 }]);
        // A checkpoint between two transactions: the next one still commits, the folder flushed as well.
        await db.query("CHECKPOINT");
        expect(await db.transaction((tx) => tx.query<{ value: number }>("INSERT INTO kept VALUES (8) RETURNING value"))).toEqual([{ value: 8 }]);
        // What a statement outside a transaction committed is flushed when asked for.
        await db.query("INSERT INTO kept VALUES (9)");
        await expect(db.durable()).resolves.toBeUndefined();
      } finally {
        await db.close();
      }
    },
    START_TIMEOUT_MS
  );
});

describe("makeWalSync", () => {
  const SEGMENT_1 = "000000010000000000000001";
  const SEGMENT_2 = "000000010000000000000002";

  const walFolder = (name: string): { readonly data: string; readonly synced: string[]; readonly sync: (path: string) => Promise<void> } => {
    const data = join(parent, name);
    mkdirSync(join(data, "pg_wal"), { recursive: true });
    for (const segment of [SEGMENT_1, SEGMENT_2]) writeFileSync(join(data, "pg_wal", segment), "wal");
    const synced: string[] = [];
    return {
      data,
      synced,
      sync: (path) => {
        synced.push(path);
        return Promise.resolve();
      }
    };
  };

  it("flushes the current segment and, the first time, the folder that names it", async () => {
    const { data, synced, sync } = walFolder("first");
    const wal = makeWalSync(data, sync);
    await wal.flush(SEGMENT_1);
    expect(synced).toEqual([join(data, "pg_wal", SEGMENT_1), join(data, "pg_wal")]);
    await wal.flush(SEGMENT_1);
    expect(synced.slice(2)).toEqual([join(data, "pg_wal", SEGMENT_1)]);
  });

  it("flushes the segment a commit left as well as the new one, and the folder, when the segment changes", async () => {
    const { data, synced, sync } = walFolder("crossing");
    const wal = makeWalSync(data, sync);
    await wal.flush(SEGMENT_1);
    synced.length = 0;
    await wal.flush(SEGMENT_2);
    expect(synced).toEqual([join(data, "pg_wal", SEGMENT_1), join(data, "pg_wal", SEGMENT_2), join(data, "pg_wal")]);
  });

  it("flushes every file and folder of the data folder, the folder last", async () => {
    const { data, synced, sync } = walFolder("all");
    await makeWalSync(data, sync).flushAll();
    expect(new Set(synced)).toEqual(new Set([join(data, "pg_wal"), join(data, "pg_wal", SEGMENT_1), join(data, "pg_wal", SEGMENT_2), data]));
    expect(synced.at(-1)).toBe(data);
  });

  it("passes over a file removed since the folder was read, and fails on any other error", async () => {
    const { data } = walFolder("vanishing");
    const gone = (path: string): Promise<void> =>
      path.endsWith(SEGMENT_1) ? Promise.reject(Object.assign(new Error("gone"), { code: "ENOENT" })) : Promise.resolve();
    await expect(makeWalSync(data, gone).flushAll()).resolves.toBeUndefined();
    const broken = (): Promise<void> => Promise.reject(Object.assign(new Error("disk"), { code: "EIO" }));
    await expect(makeWalSync(data, broken).flushAll()).rejects.toThrow("disk");
  });

  it("flushes real files with the operating system by default, and refuses a name that is no segment", async () => {
    const { data } = walFolder("real");
    const wal = makeWalSync(data);
    await expect(wal.flush(SEGMENT_2)).resolves.toBeUndefined();
    await expect(wal.flushAll()).resolves.toBeUndefined();
    await expect(wal.flush("../../etc/passwd")).rejects.toThrow(/not a WAL segment name/);
  });
});
