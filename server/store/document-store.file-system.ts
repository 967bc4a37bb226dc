// The DocumentStore in a folder (DATA_DIR/documents): one file per document, named by its SHA-256 under two
// levels of folders (ab/cd/abcd...), written to a temporary name, flushed with fdatasync, renamed into place
// and its folder flushed, so a document is whole on disk or absent, never half there, before its claim commits.
// The folders above, which every put flushes, are flushed once for the puts that come together (group-flush.ts).
import { randomBytes } from "node:crypto";
import { mkdir, open, opendir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type DocumentStore, isDocumentName } from "./document-store.port.ts";
import { groupFlush } from "./group-flush.ts";

const TEMPORARY = ".part-";

const isMissing = (error: unknown): boolean => (error as { code?: unknown }).code === "ENOENT";

/** A file-system call's result, or `fallback` when the file or folder is not there. */
const unlessMissing =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (isMissing(error)) return fallback;
    throw error;
  };

/** fsync of a folder, so a file renamed or created in it is found after a power cut. */
const syncFolder = async (folder: string): Promise<void> => {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

const writeDurably = async (path: string, bytes: Uint8Array): Promise<void> => {
  const handle = await open(path, "wx", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.datasync();
  } finally {
    await handle.close();
  }
};

export const makeFileSystemDocumentStore = (root: string): DocumentStore => {
  const folderOf = (sha256: string): string => join(root, sha256.slice(0, 2), sha256.slice(2, 4));
  const pathOf = (sha256: string): string => {
    if (!isDocumentName(sha256)) throw new Error(`"${sha256}" is not a SHA-256 in hex.`);
    return join(folderOf(sha256), sha256);
  };

  /**
   * Flushes the document's folder and the two above it, so its name survives a power cut. Done on every put:
   * a file or folder already there may be one a concurrent put made and has not flushed yet.
   */
  const shared = new Map<string, () => Promise<void>>();
  /** The root and its 256 first-level folders, each flushed once for every put waiting on it. */
  const syncShared = (folder: string): Promise<void> => {
    let sync = shared.get(folder);
    if (sync === undefined) {
      sync = groupFlush(() => syncFolder(folder));
      shared.set(folder, sync);
    }
    return sync();
  };
  const syncFolders = async (sha256: string): Promise<void> => {
    const leaf = folderOf(sha256);
    await syncFolder(leaf);
    await syncShared(dirname(leaf));
    await syncShared(root);
  };

  return {
    put: async (sha256, bytes) => {
      const path = pathOf(sha256);
      const existing = await stat(path).catch(unlessMissing(null));
      if (existing !== null && existing.size === bytes.byteLength) {
        // Whole (it was flushed before its rename), but its name may not be on disk yet.
        await syncFolders(sha256);
        return;
      }
      await mkdir(folderOf(sha256), { recursive: true });
      const temporary = `${path}${TEMPORARY}${randomBytes(6).toString("hex")}`;
      try {
        await writeDurably(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await syncFolders(sha256);
    },
    get: async (sha256) => {
      if (!isDocumentName(sha256)) return null;
      const bytes = await readFile(pathOf(sha256)).catch(unlessMissing(null));
      return bytes === null ? null : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    list: async function* () {
      const entries = async function* (folder: string) {
        const opened = await opendir(folder).catch(unlessMissing(null));
        if (opened !== null) for await (const entry of opened) yield entry;
      };
      for await (const first of entries(root)) {
        if (!first.isDirectory()) continue;
        for await (const second of entries(join(root, first.name))) {
          if (!second.isDirectory()) continue;
          const folder = join(root, first.name, second.name);
          for await (const file of entries(folder)) {
            // A temporary file is a write a crash cut short: it never held a whole document.
            if (file.name.includes(TEMPORARY)) await rm(join(folder, file.name), { force: true });
            else if (isDocumentName(file.name)) yield file.name;
          }
        }
      }
    },
    storedAt: async (sha256) => {
      if (!isDocumentName(sha256)) return null;
      const found = await stat(pathOf(sha256)).catch(unlessMissing(null));
      return found === null ? null : found.mtime;
    },
    remove: async (sha256) => {
      await unlink(pathOf(sha256)).catch(unlessMissing(undefined));
    },
    close: () => Promise.resolve()
  };
};
