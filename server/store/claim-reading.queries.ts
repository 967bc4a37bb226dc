// Reads filed claims back: a claim with its documents' descriptions (by reference code or by notice id), one
// document's bytes, the count. Bytes are read only on request, so looking a claim up never loads its files.
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { StoredClaim, StoredDocument } from "./claim-store.port.ts";
import type { DocumentStore } from "./document-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";
import { findUnstorableText } from "./storable-text.ts";

export interface ClaimRow {
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

/** The columns a ClaimRow is read from. */
export const CLAIM_COLUMNS = "id::text AS id, reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at, member_key";

/** The documents' descriptions of these claims (their row ids), in the order each claim submitted them. */
const documentsOf = async (db: SqlSession, claimIds: readonly string[]): Promise<ReadonlyMap<string, readonly StoredDocument[]>> => {
  const rows = await db.query<DocumentRow & { readonly claim_id: string }>(
    `SELECT claim_id::text AS claim_id, context_client_id, name, media_type, size::int AS size, sha256
     FROM claim_documents WHERE claim_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::bigint) ORDER BY claim_id, position`,
    [JSON.stringify(claimIds)]
  );
  const byClaim = new Map<string, StoredDocument[]>();
  for (const row of rows) {
    const list = byClaim.get(row.claim_id) ?? [];
    list.push({ contextClientId: row.context_client_id, name: row.name, mediaType: row.media_type, size: row.size, sha256: row.sha256 });
    byClaim.set(row.claim_id, list);
  }
  return byClaim;
};

/** Claim rows as stored claims, each with its documents' descriptions (one query for them all). */
export const storedClaims = async (db: SqlSession, claims: readonly ClaimRow[]): Promise<readonly (StoredClaim & { readonly id: string })[]> => {
  if (claims.length === 0) return [];
  const documents = await documentsOf(
    db,
    claims.map((claim) => claim.id)
  );
  return claims.map((claim) => ({
    id: claim.id,
    referenceCode: claim.reference_code,
    formType: claim.form_type,
    culture: claim.culture,
    payload: claim.payload,
    idempotencyKey: claim.idempotency_key,
    requestHash: claim.request_hash,
    receivedAt: claim.received_at,
    memberKey: claim.member_key,
    documents: documents.get(claim.id) ?? []
  }));
};

/** The claim rows a query selects, with CLAIM_COLUMNS, as stored claims (the row id dropped). */
const withoutId = ({ id: _id, ...claim }: StoredClaim & { readonly id: string }): StoredClaim => claim;

export const findClaim = async (db: SqlSession, referenceCode: string): Promise<StoredClaim | null> => {
  // Text the database cannot hold cannot name a stored claim either.
  if (findUnstorableText(referenceCode, "referenceCode") !== null) return null;
  const rows = await db.query<ClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM claims WHERE reference_code = $1`, [referenceCode]);
  const [claim] = await storedClaims(db, rows);
  return claim === undefined ? null : withoutId(claim);
};

/**
 * The claims whose stored credentials name this identifier (the first credential field, the notice id),
 * compared as credentials are (trimmed, any letter case), in the order filed; at most `limit`.
 */
export const findClaimsByIdentifier = async (db: SqlSession, identifierField: string, identifier: string, limit: number): Promise<readonly StoredClaim[]> => {
  if (findUnstorableText([identifierField, identifier], "") !== null) return [];
  const rows = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM claims WHERE lower(btrim(payload->'credentials'->'fields'->>$1::text)) = $2 ORDER BY claims.id LIMIT $3`,
    [identifierField, identifier.trim().toLowerCase(), limit]
  );
  return (await storedClaims(db, rows)).map(withoutId);
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

/** The bytes of the claim's `number`th document (from 1, the order it was submitted in), or null when it has none such. */
export const documentBytesAt = async (db: SqlSession, documentStore: DocumentStore | null, referenceCode: string, number: number): Promise<Uint8Array | null> => {
  if (findUnstorableText(referenceCode, "") !== null || !Number.isSafeInteger(number) || number < 1) return null;
  const [row] = await db.query<{ bytes: Uint8Array | null; sha256: string }>(
    `SELECT d.bytes, d.sha256 FROM claim_documents d JOIN claims c ON c.id = d.claim_id
     WHERE c.reference_code = $1 ORDER BY d.position OFFSET $2 LIMIT 1`,
    [referenceCode, number - 1]
  );
  if (row === undefined) return null;
  if (row.bytes === null) {
    const bytes = documentStore === null ? null : await documentStore.get(row.sha256);
    if (bytes === null) throw new Error(`Document ${String(number)} of claim ${referenceCode} names the file ${row.sha256}, which the document store does not hold.`);
    return bytes;
  }
  return Uint8Array.from(row.bytes);
};

export const countClaims = async (db: SqlSession): Promise<number> => {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM claims");
  return row?.count ?? 0;
};
