// The document store in a folder: bytes kept exactly under their SHA-256, storing them again is a no-op,
// nothing half-written is ever listed (a cut-short write is cleared), and only SHA-256 names are taken.
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeFileSystemDocumentStore } from "../../../server/store/document-store.file-system.ts";
import type { DocumentStore } from "../../../server/store/document-store.port.ts";

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
const ALL_BYTES = Uint8Array.from({ length: 512 }, (_, index) => index % 256);

let root: string;
let store: DocumentStore;

beforeEach(async () => {
  root = join(await mkdtemp(join(tmpdir(), "documents-")), "documents");
  store = makeFileSystemDocumentStore(root);
});

afterEach(async () => {
  await rm(join(root, ".."), { recursive: true, force: true });
});

const listed = async (): Promise<readonly string[]> => {
  const names: string[] = [];
  for await (const name of store.list()) names.push(name);
  return names.sort();
};

describe("the file-system document store", () => {
  it("keeps bytes exactly under their SHA-256, in two levels of folders, and gives them back", async () => {
    const digest = sha256(ALL_BYTES);
    await store.put(digest, ALL_BYTES);
    expect(await store.get(digest)).toEqual(ALL_BYTES);
    expect(await readdir(join(root, digest.slice(0, 2), digest.slice(2, 4)))).toEqual([digest]);
    const empty = new Uint8Array(0);
    await store.put(sha256(empty), empty);
    expect(await store.get(sha256(empty))).toEqual(empty);
    expect(await listed()).toEqual([digest, sha256(empty)].sort());
  });

  it("stores the same bytes once however often they are put, and forgets them on remove", async () => {
    const digest = sha256(ALL_BYTES);
    await Promise.all([store.put(digest, ALL_BYTES), store.put(digest, ALL_BYTES)]);
    await store.put(digest, ALL_BYTES);
    expect(await listed()).toEqual([digest]);
    await store.remove(digest);
    await store.remove(digest);
    expect(await store.get(digest)).toBeNull();
    expect(await listed()).toEqual([]);
  });

  it("gives nothing for an unknown or malformed name, and refuses to store under a name that is no SHA-256", async () => {
    expect(await store.get("0".repeat(64))).toBeNull();
    expect(await store.get("../../etc/passwd")).toBeNull();
    await expect(store.put("../escape", ALL_BYTES)).rejects.toThrow(/is not a SHA-256/);
    expect(await listed()).toEqual([]);
  });

  it("never lists a write a crash cut short, and clears it", async () => {
    const digest = sha256(ALL_BYTES);
    const folder = join(root, digest.slice(0, 2), digest.slice(2, 4));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${digest}.part-abcdef`), ALL_BYTES.slice(0, 10));
    expect(await listed()).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });
});
