// Where the bytes of a claim's documents live, apart from the claim's rows: each document stored whole under
// its SHA-256 (hex), on durable storage before the claim's transaction commits, so an acknowledged claim
// always has its files; storing the same bytes again is a no-op, so a retried claim writes nothing new. A
// crash between a write and its commit leaves a document no claim names, which the sweep at start removes.
// Shaped for an object store too (put, get, list, storedAt, remove: PutObject, GetObject, ListObjectsV2,
// HeadObject, DeleteObject): document-store.s3.ts.

export interface DocumentStore {
  /** Stores the bytes under their SHA-256, durably, before it resolves. */
  readonly put: (sha256: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes stored under this SHA-256, or null. */
  readonly get: (sha256: string) => Promise<Uint8Array | null>;
  /** Every SHA-256 stored, in no particular order. */
  readonly list: () => AsyncIterable<string>;
  /** When the bytes under this SHA-256 were stored (last written), or null when there are none. */
  readonly storedAt: (sha256: string) => Promise<Date | null>;
  /** Forgets the bytes under this SHA-256; nothing happens when there are none. */
  readonly remove: (sha256: string) => Promise<void>;
  /** Lets go of what the store holds open (an object store's connections); the claim store's close calls it. */
  readonly close: () => Promise<void>;
}

/** A SHA-256 as the store names documents: 64 lower-case hex digits. */
export const isDocumentName = (name: string): boolean => /^[0-9a-f]{64}$/.test(name);
