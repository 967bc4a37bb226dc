// The DocumentStore on an S3-compatible object store (@aws-sdk/client-s3), which every replica shares:
// each document one object, `<prefix><sha256>`. A put sends the SHA-256 as the object's checksum (S3 refuses
// bytes that do not match it) and then reads the object back and checks it here, since not every
// S3-compatible server verifies a checksum: the claim that names it commits only after. A get checks the
// bytes against their name too, and refuses an object larger than any document before reading it. list pages
// through ListObjectsV2, storedAt is the object's LastModified, remove a DeleteObject.
import { createHash } from "node:crypto";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { type DocumentStore, isDocumentName } from "./document-store.port.ts";
import type { S3DocumentStoreOptions } from "./s3-location.ts";

const sha256Of = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

const isMissing = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
};

export const makeS3DocumentStore = (options: S3DocumentStoreOptions): DocumentStore => {
  const { bucket, prefix } = options.location;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint === null ? {} : { endpoint: options.endpoint, forcePathStyle: true }),
    ...(options.credentials === null ? {} : { credentials: options.credentials }),
    maxAttempts: 3,
    // A store that stops answering fails the request in seconds; the claimant's retry files the claim.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 }
  });
  const keyOf = (sha256: string): string => {
    if (!isDocumentName(sha256)) throw new Error(`"${sha256}" is not a SHA-256 in hex.`);
    return `${prefix}${sha256}`;
  };

  const get = async (sha256: string): Promise<Uint8Array | null> => {
    if (!isDocumentName(sha256)) return null;
    let answer;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if ((answer.ContentLength ?? 0) > options.maxObjectBytes) {
      answer.Body?.transformToWebStream().cancel().catch(() => undefined);
      throw new Error(`The object of document ${sha256} is ${String(answer.ContentLength)} bytes, more than any document (${String(options.maxObjectBytes)}).`);
    }
    const bytes = await answer.Body?.transformToByteArray();
    if (bytes === undefined) throw new Error(`The object of document ${sha256} came with no body.`);
    if (sha256Of(bytes) !== sha256) throw new Error(`The object of document ${sha256} holds other bytes than its name says: the object store changed or damaged it.`);
    return bytes;
  };

  return {
    put: async (sha256, bytes) => {
      const key = keyOf(sha256);
      if (sha256Of(bytes) !== sha256) throw new Error(`The bytes given for document ${sha256} are not those its name says.`);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: "application/octet-stream",
          ChecksumSHA256: Buffer.from(sha256, "hex").toString("base64")
        })
      );
      // A server that did not verify the checksum is caught here, before the claim naming the object commits.
      if ((await get(sha256)) === null) throw new Error(`The object of document ${sha256} was not there when read back after it was stored.`);
    },
    get,
    list: async function* () {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token === undefined ? {} : { ContinuationToken: token }) }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? "";
          if (isDocumentName(name)) yield name;
        }
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },
    storedAt: async (sha256) => {
      if (!isDocumentName(sha256)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
        return head.LastModified ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (sha256) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    },
    close: () => {
      client.destroy();
      return Promise.resolve();
    }
  };
};
