// Where an object store keeps documents, as DOCUMENTS_URL says it (s3://bucket/prefix), and the largest object
// read back; apart from the S3 adapter (document-store.s3.ts), whose SDK takes a second and more to load, so
// that a server without an object store never loads it.

/** Where the documents go: a bucket and a key prefix ("" or ending in "/"), from DOCUMENTS_URL. */
export interface S3Location {
  readonly bucket: string;
  readonly prefix: string;
}

export interface S3DocumentStoreOptions {
  readonly location: S3Location;
  /** An S3-compatible server's address (AWS_ENDPOINT_URL_S3); addressed by path, as such servers need. AWS's own when null. */
  readonly endpoint: string | null;
  readonly region: string;
  /** Keys given to the deployment; the SDK's own chain (an instance's or task's role) when null. */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string; readonly sessionToken?: string } | null;
  /** The largest object read back: larger than any document the case accepts. */
  readonly maxObjectBytes: number;
}

/** Above the largest upload request a case may allow, so every stored document fits, and nothing much larger is read. */
export const MAX_OBJECT_BYTES = 512 * 1024 * 1024;

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://bucket/prefix/...` as a location; null when the address is no such thing (the settings say why). */
export const s3LocationOf = (url: string): S3Location | null => {
  const match = /^s3:\/\/([^/?#]+)(?:\/([^?#]*))?$/.exec(url);
  const bucket = match?.[1];
  if (bucket === undefined || !BUCKET_NAME.test(bucket)) return null;
  const path = (match?.[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return null;
  return { bucket, prefix: path === "" ? "" : `${path}/` };
};

