// An audit read of what was filed, for a rehearsal's exactly-once proof: the claims of a form type filed
// under given reference codes or by members with given notice ids (the identifier field the stored
// credentials keep), each with its documents' recorded size and SHA-256 and the SHA-256 of the bytes the
// store really holds for it (its row, or the document store), so a lost or damaged file shows. Reads only; for
// a rehearsal's claims, a few thousand at most: it has no limit of its own.
import { createHash } from "node:crypto";
import type { DocumentStore } from "./document-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";

export interface FiledClaimsQuery {
  readonly formType: string;
  /** The first credential field, which a filed claim's stored credentials keep. */
  readonly identifierField: string;
  readonly identifiers: readonly string[];
  readonly referenceCodes: readonly string[];
}

export interface FiledDocument {
  readonly size: number;
  readonly sha256: string;
  /** The SHA-256 of the bytes the store holds for it; null when it holds none. */
  readonly keptSha256: string | null;
}

export interface FiledClaim {
  readonly referenceCode: string;
  readonly idempotencyKey: string;
  /** The notice id as stored in the claim's credentials; null when absent. */
  readonly identifier: string | null;
  readonly documents: readonly FiledDocument[];
}

interface ClaimRow {
  readonly id: number;
  readonly reference_code: string;
  readonly idempotency_key: string;
  readonly identifier: string | null;
}

interface DocumentRow {
  readonly claim_id: number;
  readonly size: number;
  readonly sha256: string;
  /** The SHA-256 of the bytes in the row, worked out by the database; null when they are in the document store. */
  readonly row_sha256: string | null;
}

const digest = (bytes: Uint8Array | null): string | null => (bytes === null ? null : createHash("sha256").update(bytes).digest("hex"));

/** Queries run with JSON parameters, the same SQL on PGlite and PostgreSQL. */
export const findFiledClaims = async (db: SqlSession, documents: DocumentStore | null, query: FiledClaimsQuery): Promise<readonly FiledClaim[]> => {
  const claims = await db.query<ClaimRow>(
    `SELECT id::int AS id, reference_code, idempotency_key, payload->'credentials'->'fields'->>$2::text AS identifier
       FROM claims
      WHERE form_type = $1
        AND (payload->'credentials'->'fields'->>$2::text IN (SELECT jsonb_array_elements_text($3::jsonb))
             OR reference_code IN (SELECT jsonb_array_elements_text($4::jsonb)))
      ORDER BY id`,
    [query.formType, query.identifierField, JSON.stringify(query.identifiers), JSON.stringify(query.referenceCodes)]
  );
  if (claims.length === 0) return [];
  const rows = await db.query<DocumentRow>(
    `SELECT claim_id::int AS claim_id, size::int AS size, sha256, encode(sha256(bytes), 'hex') AS row_sha256 FROM claim_documents
      WHERE claim_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::bigint) ORDER BY claim_id, position`,
    [JSON.stringify(claims.map((claim) => claim.id))]
  );
  const kept = async (row: DocumentRow): Promise<string | null> =>
    row.row_sha256 !== null ? row.row_sha256 : documents === null ? null : digest(await documents.get(row.sha256));
  const documentsOf = new Map<number, FiledDocument[]>();
  for (const row of rows) {
    const list = documentsOf.get(row.claim_id) ?? [];
    list.push({ size: row.size, sha256: row.sha256, keptSha256: await kept(row) });
    documentsOf.set(row.claim_id, list);
  }
  return claims.map((claim) => ({
    referenceCode: claim.reference_code,
    idempotencyKey: claim.idempotency_key,
    identifier: claim.identifier,
    documents: documentsOf.get(claim.id) ?? []
  }));
};
