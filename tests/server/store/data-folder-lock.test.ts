// The lock on a PGlite data folder: a second opener is refused at once, naming the holder's PID and what to
// do (another process, this very process, another machine); a lock whose process was killed, or whose PID now
// belongs to another program, is taken over, by one of several openers racing for it; closing gives it up.
// Last, as an operator meets it: `claims drafts purge` beside a running server is refused, and runs once the
// server has been killed.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeDraftsFromOptions } from "../../../server/start.ts";
import { openPgliteClaimStore } from "../../../server/store/claim-store.pglite.ts";
import { DataFolderLockedError, LOCK_FILE, type LockHolder, lockDataFolder } from "../../../server/store/data-folder-lock.ts";
import { startServerProcess } from "../../support/server-process.ts";
import { STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";

let root: string;
let folders = 0;

const newFolder = (): string => {
  folders += 1;
  return join(root, `data-${String(folders)}`);
};

/** The PID of a process that has ended. */
const deadPid = (): Promise<number> =>
  new Promise((done) => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    child.once("exit", () => {
      done(child.pid ?? 0);
    });
  });

const writeLock = async (folder: string, holder: Partial<LockHolder>): Promise<void> => {
  const { hostname } = await import("node:os");
  const full: LockHolder = { pid: 1, host: hostname(), processStart: null, command: "a test", since: "2026-01-01T00:00:00.000Z", token: "old", ...holder };
  await writeFile(join(folder, LOCK_FILE), JSON.stringify(full));
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "folder-lock-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the data folder's lock", () => {
  it("refuses a second opening by this very process, and is free again once released", async () => {
    const folder = newFolder();
    const first = await lockDataFolder(folder, "the first opener");
    await expect(lockDataFolder(folder, "the second opener")).rejects.toThrow(
      new RegExp(`is in use by this very process \\(the first opener, since .*\\).*Stop that process first`)
    );
    expect(JSON.parse(await readFile(join(folder, LOCK_FILE), "utf8"))).toMatchObject({ pid: process.pid, command: "the first opener" });
    await first.release();
    const again = await lockDataFolder(folder, "the second opener");
    await again.release();
  });

  it("refuses a folder another live process holds, naming its PID, and one held on another machine", async () => {
    const folder = newFolder();
    await lockDataFolder(folder, "placeholder").then((lock) => lock.release());
    // PID 1 runs on every machine; without a start time recorded, it counts as the holder.
    await writeLock(folder, { pid: 1, command: "claims serve" });
    const refused = lockDataFolder(folder, "claims drafts purge");
    await expect(refused).rejects.toBeInstanceOf(DataFolderLockedError);
    await expect(refused).rejects.toThrow(/is in use by process 1 on .* \(claims serve, since 2026-01-01T00:00:00.000Z\)/);
    await writeLock(folder, { pid: await deadPid(), host: "another-machine" });
    await expect(lockDataFolder(folder, "x")).rejects.toThrow(/on another-machine .*another machine; if that process is gone, remove .*claims\.lock/);
  });

  it("takes over the lock of a process that was killed, and of a PID since given to another program", async () => {
    const folder = newFolder();
    await lockDataFolder(folder, "placeholder").then((lock) => lock.release());
    await writeLock(folder, { pid: await deadPid() });
    const taken = await lockDataFolder(folder, "after a kill");
    expect(JSON.parse(await readFile(join(folder, LOCK_FILE), "utf8"))).toMatchObject({ pid: process.pid, token: taken.holder.token });
    await taken.release();
    // PID 1 runs, but it started at another moment than the lock says: its PID was given to another program.
    await writeLock(folder, { pid: 1, processStart: "1" });
    const reused = await lockDataFolder(folder, "after a reboot");
    await reused.release();
  });

  it("lets exactly one of several openers racing for a stale lock take it", async () => {
    const folder = newFolder();
    await lockDataFolder(folder, "placeholder").then((lock) => lock.release());
    await writeLock(folder, { pid: await deadPid() });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, index) => lockDataFolder(folder, `opener ${String(index)}`)));
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(DataFolderLockedError);
    await won[0]?.value.release();
  });

  it(
    "holds the folder while its PGlite store is open, and gives it up at close",
    async () => {
      const folder = newFolder();
      const store = await openPgliteClaimStore(folder, { openedBy: "the first store" });
      await expect(openPgliteClaimStore(folder)).rejects.toThrow(/in use by this very process \(the first store/);
      await store.close();
      const after = await lockDataFolder(folder, "after the close");
      await after.release();
    },
    STORE_START_TIMEOUT_MS
  );

  it(
    "refuses claims drafts purge beside a running server, naming its PID, and lets it run once the server is killed",
    async () => {
      const folder = newFolder();
      const server = await startServerProcess({ DATA_DIR: folder, LOG_LEVEL: "silent" });
      try {
        const options = { case: "cases/demo", data: folder };
        await expect(purgeDraftsFromOptions(options, {})).rejects.toThrow(
          new RegExp(`in use by process ${String(server.child.pid)} on .*\\(the claims server, since .*\\): PGlite's folder takes one process at a time`)
        );
        await server.kill();
        const outcome = await purgeDraftsFromOptions(options, {});
        expect(outcome.storeName).toBe(`PGlite in ${folder}`);
      } finally {
        await server.kill();
      }
    },
    2 * STORE_START_TIMEOUT_MS
  );
});
