// One process per PGlite data folder: the process that opens it holds DATA_DIR/claims.lock, which names it
// (PID, host, when it started, its command). A second opener, server or command, refuses at once, naming the
// holder and what to do; a lock whose process is gone (killed, crashed, its PID since given to another
// program) is taken over, one opener at a time. It never waits for a holder, and never removes a live one's lock.
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import process from "node:process";

export const LOCK_FILE = "claims.lock";

/** Who holds a folder, as its lock file says. */
export interface LockHolder {
  readonly pid: number;
  readonly host: string;
  /** The kernel's start time of the process (Linux), which tells a PID given to another program since. */
  readonly processStart: string | null;
  readonly command: string;
  readonly since: string;
  /** Tells this opening from any other, even of the same process. */
  readonly token: string;
}

export class DataFolderLockedError extends Error {
  override readonly name = "DataFolderLockedError";
}

export interface DataFolderLock {
  readonly holder: LockHolder;
  /** Gives the folder up; the lock file is removed only while it is still this opening's. */
  readonly release: () => Promise<void>;
}

/** A takeover lasts milliseconds; a guard older than this was left by an opener that died while taking over. */
const STALE_GUARD_MS = 10_000;
const ATTEMPTS = 20;

const codeOf = (error: unknown): unknown => (error as { code?: unknown }).code;

/** The kernel's start time of a process, in clock ticks since boot (field 22 of /proc/PID/stat); null elsewhere. */
const processStartOf = async (pid: number): Promise<string | null> => {
  const text = await readFile(`/proc/${String(pid)}/stat`, "utf8").catch(() => null);
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after its closing one.
  return text?.slice(text.lastIndexOf(")") + 2).split(" ")[19] ?? null;
};

const isHolder = (value: unknown): value is LockHolder => {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return Number.isSafeInteger(record["pid"]) && typeof record["host"] === "string" && typeof record["token"] === "string";
};

/** The lock file's holder; null when there is no lock file (it was just released). */
const readHolder = async (path: string): Promise<LockHolder | "unreadable" | null> => {
  const text = await readFile(path, "utf8").catch((error: unknown) => {
    if (codeOf(error) === "ENOENT") return null;
    throw error;
  });
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isHolder(parsed) ? parsed : "unreadable";
  } catch {
    return "unreadable";
  }
};

/** Whether the process the lock names still runs on this host: its PID is there and, where known, started when it did. */
const isRunning = async (holder: LockHolder): Promise<boolean> => {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: a process of another user has that PID, so it runs.
    if (codeOf(error) !== "EPERM") return false;
  }
  if (holder.processStart === null) return true;
  const start = await processStartOf(holder.pid);
  return start === null || start === holder.processStart;
};

const holderText = (holder: LockHolder): string => `process ${String(holder.pid)} on ${holder.host} (${holder.command}, since ${holder.since})`;

const refusal = (folder: string, problem: string): DataFolderLockedError =>
  new DataFolderLockedError(
    `${folder} is in use by ${problem}: PGlite's folder takes one process at a time, and a second would damage it. ` +
      "Stop that process first (a command such as claims members import or claims drafts purge runs with the server stopped), " +
      "or run several servers on PostgreSQL (DATABASE_URL)."
  );

/**
 * Takes the lock of `folder` (created when missing) for this process, or throws DataFolderLockedError
 * naming the holder. `command` says what this process is, for the next opener's message.
 */
export const lockDataFolder = async (folder: string, command: string): Promise<DataFolderLock> => {
  await mkdir(folder, { recursive: true });
  const lockPath = join(folder, LOCK_FILE);
  const guardPath = join(folder, `${LOCK_FILE}.takeover`);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    processStart: await processStartOf(process.pid),
    command,
    since: new Date().toISOString(),
    token: randomBytes(12).toString("hex")
  };
  // Written whole under a name of its own, then linked into place: no opener ever reads half a lock.
  const draft = join(folder, `${LOCK_FILE}.${mine.token}`);
  await writeFile(draft, JSON.stringify(mine), { mode: 0o600 });
  const taken: DataFolderLock = {
    holder: mine,
    release: async () => {
      const holder = await readHolder(lockPath).catch(() => null);
      if (holder !== null && holder !== "unreadable" && holder.token === mine.token) await unlink(lockPath).catch(() => undefined);
    }
  };

  /** Replaces a lock whose process is gone, holding the takeover guard so that two openers never both do. */
  const takeOver = async (stale: LockHolder): Promise<boolean> => {
    try {
      await link(draft, guardPath);
    } catch (error) {
      if (codeOf(error) !== "EEXIST") throw error;
      const guard = await stat(guardPath).catch(() => null);
      if (guard !== null && Date.now() - guard.mtimeMs > STALE_GUARD_MS) {
        throw new DataFolderLockedError(
          `${folder} has a takeover of its lock that never finished (${guardPath}): make sure no claims process uses the folder, remove that file and start again.`
        );
      }
      await new Promise((wake) => setTimeout(wake, 20));
      return false;
    }
    try {
      const current = await readHolder(lockPath);
      if (current === null || current === "unreadable" || current.token !== stale.token) return false;
      await rename(draft, lockPath);
      return true;
    } finally {
      await unlink(guardPath).catch(() => undefined);
    }
  };

  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        await link(draft, lockPath);
        return taken;
      } catch (error) {
        if (codeOf(error) !== "EEXIST") throw error;
      }
      const holder = await readHolder(lockPath);
      if (holder === null) continue;
      if (holder === "unreadable") {
        throw new DataFolderLockedError(`${folder} has a lock file that cannot be read (${lockPath}): make sure no claims process uses the folder, remove that file and start again.`);
      }
      if (holder.host !== mine.host) {
        throw refusal(folder, `${holderText(holder)}, another machine; if that process is gone, remove ${lockPath}`);
      }
      if (holder.pid === mine.pid && holder.processStart === mine.processStart) throw refusal(folder, `this very process (${holder.command}, since ${holder.since})`);
      if (await isRunning(holder)) throw refusal(folder, holderText(holder));
      if (await takeOver(holder)) return taken;
    }
    throw new DataFolderLockedError(`${folder}: its lock kept changing hands; make sure only one claims process starts on it.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
};
