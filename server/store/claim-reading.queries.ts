// Reads filed claims back: a claim with its documents' descriptions, one document's bytes, the count.
// Bytes are read only on request, so looking a claim up never loads its files.
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { StoredClaim, StoredDocument } from "./claim-store.port.ts";
import type { DocumentStore } from "./document-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";
import { findUnstorableText } from "./storable-text.ts";

interface ClaimRow {
  readonly id: string;
  readonly reference_code: string;
  readonly form_type: FormType;
  readonly culture: string;
  readonly payload: unknown;
  readonly idempotency_key: string;
  readonly request_hash: string;
  readonly received_at: Date;
  readonly member_key: string | null;
}

interface DocumentRow {
  readonly context_client_id: string;
  readonly name: string;
  readonly media_type: string;
  readonly size: number;
  readonly sha256: string;
}

export const findClaim = async (db: SqlSession, referenceCode: string): Promise<StoredClaim | null> => {
  // Text the database cannot hold cannot name a stored claim either.
  if (findUnstorableText(referenceCode, "referenceCode") !== null) return null;
  const [claim] = await db.query<ClaimRow>(
    `SELECT id::text AS id, reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at, member_key
     FROM claims WHERE reference_code = $1`,
    [referenceCode]
  );
  if (claim === undefined) return null;
  const documents = await db.query<DocumentRow>(
    `SELECT context_client_id, name, media_type, size::int AS size, sha256
     FROM claim_documents WHERE claim_id = $1::bigint ORDER BY position`,
    [claim.id]
  );
  return {
    referenceCode: claim.reference_code,
    formType: claim.form_type,
    culture: claim.culture,
    payload: claim.payload,
    idempotencyKey: claim.idempotency_key,
    requestHash: claim.request_hash,
    receivedAt: claim.received_at,
    memberKey: claim.member_key,
    documents: documents.map(
      (row): StoredDocument => ({
        contextClientId: row.context_client_id,
        name: row.name,
        mediaType: row.media_type,
        size: row.size,
        sha256: row.sha256
      })
    )
  };
};

/** The first document of that context in the claim (the order it was submitted in), or null. */
export const documentBytes = async (
  db: SqlSession,
  documentStore: DocumentStore | null,
  referenceCode: string,
  contextClientId: string
): Promise<Uint8Array | null> => {
  if (findUnstorableText([referenceCode, contextClientId], "") !== null) return null;
  const [row] = await db.query<{ bytes: Uint8Array | null; sha256: string }>(
    `SELECT d.bytes, d.sha256 FROM claim_documents d JOIN claims c ON c.id = d.claim_id
     WHERE c.reference_code = $1 AND d.context_client_id = $2
     ORDER BY d.position LIMIT 1`,
    [referenceCode, contextClientId]
  );
  if (row === undefined) return null;
  // A row without bytes names its file in the document store.
  if (row.bytes === null) {
    const bytes = documentStore === null ? null : await documentStore.get(row.sha256);
    if (bytes === null) throw new Error(`The document ${contextClientId} of claim ${referenceCode} names the file ${row.sha256}, which the document store does not hold.`);
    return bytes;
  }
  // A copy as a plain Uint8Array: node-postgres gives a Buffer, PGlite a view of its own memory.
  return Uint8Array.from(row.bytes);
};

export const countClaims = async (db: SqlSession): Promise<number> => {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM claims");
  return row?.count ?? 0;
};
