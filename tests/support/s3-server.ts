// A real S3 API server for tests and benches, started by them as they start PostgreSQL: s3rver (an S3 REST
// server in Node, its objects as files) on a free loopback port, in a temporary folder, with one bucket.
// Gives the DocumentStore's options for a store in this process, and the settings a server process needs to
// use it (DOCUMENTS_URL and the usual AWS variables). stop() closes it and removes every file.
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_OBJECT_BYTES, type S3DocumentStoreOptions } from "../../server/store/s3-location.ts";

interface S3rverInstance {
  readonly run: () => Promise<{ readonly port: number }>;
  readonly close: () => Promise<void>;
}

type S3rverClass = new (options: Readonly<Record<string, unknown>>) => S3rverInstance;

/** s3rver's fixed credentials: it checks signatures made with them. */
const KEY = "S3RVER";
const REGION = "us-east-1";

export interface S3Server {
  readonly endpoint: string;
  readonly bucket: string;
  /** The options of makeS3DocumentStore for a store under `prefix` of the bucket. */
  readonly storeOptions: (prefix?: string) => S3DocumentStoreOptions;
  /** The settings of a server process keeping its documents under `prefix` of the bucket. */
  readonly serverEnv: (prefix?: string) => Readonly<Record<string, string>>;
  /** The folder holding the objects, for a test that damages one behind the server's back. */
  readonly directory: string;
  readonly stop: () => Promise<void>;
}

export const startS3Server = async (bucket = "claims-documents"): Promise<S3Server> => {
  const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), "claims-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    directory,
    storeOptions: (prefix = "") => ({
      location: { bucket, prefix: prefix === "" ? "" : `${prefix.replace(/\/+$/, "")}/` },
      endpoint,
      region: REGION,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      maxObjectBytes: MAX_OBJECT_BYTES
    }),
    serverEnv: (prefix = "") => ({
      DOCUMENTS_URL: `s3://${bucket}${prefix === "" ? "" : `/${prefix}`}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: KEY,
      AWS_SECRET_ACCESS_KEY: KEY
    }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    }
  };
};
