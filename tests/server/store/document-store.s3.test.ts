// The document store on a real S3 API server (s3rver, started here): bytes kept exactly under their SHA-256
// (5 MiB put with its checksum), storing them again is a no-op, list, storedAt and remove; bytes that are not
// what their name says are refused on the way in, and an object damaged in the store on the way out; a
// missing document is null; two prefixes of one bucket never see each other's documents; and DOCUMENTS_URL is
// read as a bucket and a prefix, anything else refused.
import { createHash, randomBytes } from "node:crypto";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentStore } from "../../../server/store/document-store.port.ts";
import { makeS3DocumentStore } from "../../../server/store/document-store.s3.ts";
import { s3LocationOf } from "../../../server/store/s3-location.ts";
import { type S3Server, startS3Server } from "../../support/s3-server.ts";

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

let s3: S3Server;
let store: DocumentStore;

beforeAll(async () => {
  s3 = await startS3Server();
  store = makeS3DocumentStore(s3.storeOptions("case-a"));
});

afterAll(async () => {
  await store.close();
  await s3.stop();
});

const listed = async (of: DocumentStore = store): Promise<readonly string[]> => {
  const names: string[] = [];
  for await (const name of of.list()) names.push(name);
  return names.sort();
};

describe("the document store on an S3 API", () => {
  it("keeps 5 MiB exactly under its SHA-256, lists it, says when it was stored, and removes it", async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const name = sha256(bytes);
    const before = Date.now();
    await store.put(name, bytes);
    await store.put(name, bytes);
    expect(Buffer.from((await store.get(name)) ?? new Uint8Array()).equals(bytes)).toBe(true);
    expect(await listed()).toContain(name);
    const storedAt = await store.storedAt(name);
    // LastModified has whole seconds.
    expect(storedAt?.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    await store.remove(name);
    expect(await store.get(name)).toBeNull();
    expect(await store.storedAt(name)).toBeNull();
    expect(await listed()).not.toContain(name);
    await store.remove(name);
  });

  it("refuses bytes that are not what their name says, storing nothing", async () => {
    const bytes = new TextEncoder().encode("a document");
    const wrongName = sha256(new TextEncoder().encode("another document"));
    await expect(store.put(wrongName, bytes)).rejects.toThrow(/not those its name says/);
    expect(await store.get(wrongName)).toBeNull();
    await expect(store.put("not-a-sha256", bytes)).rejects.toThrow(/not a SHA-256/);
    expect(await store.get("../../etc/passwd")).toBeNull();
  });

  it("refuses to give back an object the store holds damaged", async () => {
    const bytes = new TextEncoder().encode("a receipt, as filed");
    const name = sha256(bytes);
    await store.put(name, bytes);
    // Written behind the server's back, without a checksum: the bytes no longer match the name.
    const raw = new S3Client({ region: "us-east-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `case-a/${name}`, Body: new TextEncoder().encode("a receipt, altered") }));
    raw.destroy();
    await expect(store.get(name)).rejects.toThrow(/holds other bytes than its name says/);
    // Storing the claim's bytes again mends it.
    await store.put(name, bytes);
    expect(new TextDecoder().decode((await store.get(name)) ?? new Uint8Array())).toBe("a receipt, as filed");
  });

  it("keeps the documents of two prefixes of one bucket apart", async () => {
    const other = makeS3DocumentStore(s3.storeOptions("case-b"));
    try {
      const bytes = new TextEncoder().encode("case b's document");
      await other.put(sha256(bytes), bytes);
      expect(await listed(other)).toEqual([sha256(bytes)]);
      expect(await listed()).not.toContain(sha256(bytes));
      expect(await store.get(sha256(bytes))).toBeNull();
    } finally {
      await other.close();
    }
  });

  it("reads DOCUMENTS_URL as a bucket and a key prefix, and refuses anything else", () => {
    expect(s3LocationOf("s3://claims-docs")).toEqual({ bucket: "claims-docs", prefix: "" });
    expect(s3LocationOf("s3://claims-docs/")).toEqual({ bucket: "claims-docs", prefix: "" });
    expect(s3LocationOf("s3://claims-docs/rivera/2026/")).toEqual({ bucket: "claims-docs", prefix: "rivera/2026/" });
    for (const wrong of ["https://claims-docs/x", "s3://", "s3://Claims_Docs", "s3://b/../x", "s3://claims-docs/x?y=1", "claims-docs"]) expect(s3LocationOf(wrong), wrong).toBeNull();
  });
});
