// Makes a PGlite commit durable. PGlite runs PostgreSQL with fsync on, but its WebAssembly file system
// turns every fsync into a no-op: a commit's WAL reaches the operating system's cache, not the disk. So
// after each transaction the WAL segment being written (and the one before it, when a commit crossed into
// a new one) is flushed to disk with the operating system's own fdatasync, off the event loop, before the
// transaction's caller, and so the claimant, hears that it committed. WAL on disk is what recovery replays.
import { open } from "node:fs/promises";
import { join } from "node:path";

/** A WAL segment file name: timeline, log and segment, 8 hex digits each. */
const SEGMENT_NAME = /^[0-9A-F]{24}$/;

export interface WalSync {
  /** Flushes the named current segment, and the last one flushed when it was another; resolves once on disk. */
  readonly flush: (currentSegment: string) => Promise<void>;
}

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
    }
  };
};
