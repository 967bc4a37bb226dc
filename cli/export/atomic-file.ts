// A file written whole or not at all: written under NAME.part beside it, flushed, then renamed into place, so a
// daily job never finds half an export under the name it reads; on failure the part is removed.
import { open, rename, rm } from "node:fs/promises";
import type { Writable } from "node:stream";

export interface AtomicFile {
  readonly stream: Writable;
  /** Flushes and renames the part into place. */
  readonly commit: () => Promise<void>;
  /** Removes the part; the file under the name, if any, is left as it was. */
  readonly abandon: () => Promise<void>;
}

const closed = (stream: Writable): Promise<void> =>
  new Promise((resolve, reject) => {
    if (stream.closed) {
      resolve();
      return;
    }
    stream.once("close", resolve);
    stream.once("error", reject);
    stream.end();
  });

/** Writes text, waiting for the stream to drain when it asks; a write that fails rejects. */
export const writeText = (stream: NodeJS.WritableStream, text: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const failed = (error: Error): void => {
      stream.off("drain", drained);
      reject(error);
    };
    const drained = (): void => {
      stream.off("error", failed);
      resolve();
    };
    stream.once("error", failed);
    if (stream.write(text)) drained();
    else stream.once("drain", drained);
  });

/** Opens the part at once, so a folder that is not there or not writable is said before any work begins. */
export const atomicFile = async (path: string): Promise<AtomicFile> => {
  const part = `${path}.part`;
  const stream = (await open(part, "w", 0o600)).createWriteStream();
  return {
    stream,
    commit: async () => {
      await closed(stream);
      const handle = await open(part, "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(part, path);
    },
    abandon: async () => {
      stream.destroy();
      await rm(part, { force: true });
    }
  };
};

/** Writes a small text file whole (a cursor, a manifest), by the same part-then-rename. */
export const writeWhole = async (path: string, text: string): Promise<void> => {
  const file = await atomicFile(path);
  try {
    await writeText(file.stream, text);
    await file.commit();
  } catch (error) {
    await file.abandon();
    throw error;
  }
};
