// Makes a PGlite commit durable. PGlite runs PostgreSQL with fsync on, but its WebAssembly file system
// turns every fsync into a no-op: a commit's WAL reaches the operating system's cache, not the disk. So
// after each transaction the WAL segment being written (and the one before it, when a commit crossed into
// a new one) is flushed to disk with the operating system's own fdatasync, off the event loop, before the
// transaction's caller, and so the claimant, hears that it committed. WAL on disk is what recovery replays.
// After a checkpoint (which lets PostgreSQL drop the WAL before it) and at close, every file of the data
// folder is flushed too, since the checkpoint's own fsyncs did not reach the disk either.
import { open, readdir } from "node:fs/promises";
import { join } from "node:path";

/** A WAL segment file name: timeline, log and segment, 8 hex digits each. */
const SEGMENT_NAME = /^[0-9A-F]{24}$/;

export interface WalSync {
  /** Flushes the named current segment, and the last one flushed when it was another; resolves once on disk. */
  readonly flush: (currentSegment: string) => Promise<void>;
  /** Flushes every file and folder of the data folder (after a checkpoint, and at close). */
  readonly flushAll: () => Promise<void>;
}

const unlessGone = (error: unknown): void => {
  if ((error as { code?: unknown }).code !== "ENOENT") throw error;
};

const datasync = async (path: string): Promise<void> => {
  const handle = await open(path, "r");
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
};

/** `sync` flushes one file or folder to disk; the operating system's fdatasync unless a test watches it. */
export const makeWalSync = (dataFolder: string, sync: (path: string) => Promise<void> = datasync): WalSync => {
  const walFolder = join(dataFolder, "pg_wal");
  let lastFlushed: string | null = null;
  return {
    flush: async (currentSegment) => {
      if (!SEGMENT_NAME.test(currentSegment)) throw new Error(`"${currentSegment}" is not a WAL segment name`);
      const segments = lastFlushed === null || lastFlushed === currentSegment ? [currentSegment] : [lastFlushed, currentSegment];
      for (const segment of segments) await sync(join(walFolder, segment));
      // A new segment's directory entry must reach the disk too, or recovery would not find it.
      if (segments.length > 1 || lastFlushed === null) await sync(walFolder);
      lastFlushed = currentSegment;
    },
    flushAll: async () => {
      const entries = await readdir(dataFolder, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        // A file PostgreSQL removed since the folder was read has nothing left to flush.
        if (entry.isFile() || entry.isDirectory()) await sync(join(entry.parentPath, entry.name)).catch(unlessGone);
      }
      await sync(dataFolder);
    }
  };
};
