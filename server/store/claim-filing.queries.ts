// Files a claim in one transaction: the key is locked, the claim row gets a fresh reference code, every
// document row follows with its SHA-256 and size, and the key is set done with the answer. All or nothing.
import { createHash } from "node:crypto";
import type { NewClaim, NewDocument, StoredAnswer } from "./claim-store.port.ts";
import { ClaimStoreError } from "./claim-store-error.ts";
import type { SqlSession, SqlDatabase } from "./sql-database.port.ts";
import { requireStorableText } from "./storable-text.ts";

/** Draws of a new reference code before giving up; one collision in 8·10^14 makes a second draw rare already. */
const CODE_ATTEMPTS = 5;

interface LockedKey {
  readonly request_hash: string;
  readonly state: "in_flight" | "done";
  readonly answer_status: number | null;
  readonly answer_body: unknown;
  readonly reference_code: string | null;
}

export interface FiledClaim {
  readonly referenceCode: string;
  readonly answer: StoredAnswer;
}

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

// Unique violations would abort the transaction; ON CONFLICT DO NOTHING lets it draw again instead.
const insertClaim = async (
  tx: SqlSession,
  drawCode: () => string,
  key: string,
  requestHash: string,
  claim: NewClaim,
  payload: string
): Promise<{ readonly id: string; readonly referenceCode: string }> => {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const referenceCode = drawCode();
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO claims (reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
       ON CONFLICT (reference_code) DO NOTHING
       RETURNING id::text AS id`,
      [referenceCode, claim.formType, claim.culture, payload, key, requestHash, claim.receivedAt]
    );
    if (row !== undefined) return { id: row.id, referenceCode };
  }
  throw new ClaimStoreError("referenceCodesExhausted", `No unused reference code in ${String(CODE_ATTEMPTS)} draws.`);
};

const insertDocument = (tx: SqlSession, claimId: string, position: number, document: NewDocument): Promise<unknown> =>
  tx.query(
    `INSERT INTO claim_documents (claim_id, position, context_client_id, name, media_type, size, sha256, bytes)
     VALUES ($1::bigint, $2, $3, $4, $5, $6, $7, $8)`,
    [claimId, position, document.contextClientId, document.name, document.mediaType, document.bytes.byteLength, sha256(document.bytes), document.bytes]
  );

const storedAnswer = (row: LockedKey): StoredAnswer => ({ status: row.answer_status ?? 0, body: row.answer_body });

export const fileClaim = async (
  db: SqlDatabase,
  drawCode: () => string,
  key: string,
  requestHash: string,
  claim: NewClaim,
  answerFor: (referenceCode: string) => StoredAnswer
): Promise<FiledClaim> => {
  const documents = claim.documents.map(({ contextClientId, name, mediaType }) => ({ contextClientId, name, mediaType }));
  requireStorableText({ key, requestHash, formType: claim.formType, culture: claim.culture, payload: claim.payload, documents });
  const payload = JSON.stringify(claim.payload === undefined ? null : claim.payload);
  return db.transaction(async (tx) => {
    // A caller that skipped acquireIdempotencyKey still gets its key recorded with the claim.
    await tx.query(
      `INSERT INTO idempotency_keys (key, request_hash, state, lease_until, acquired_at)
       VALUES ($1, $2, 'in_flight', $3, $3) ON CONFLICT (key) DO NOTHING`,
      [key, requestHash, claim.receivedAt]
    );
    // The row lock makes a second filer under the same key wait here, then see the first one's claim.
    const [held] = await tx.query<LockedKey>(
      "SELECT request_hash, state, answer_status, answer_body, reference_code FROM idempotency_keys WHERE key = $1 FOR UPDATE",
      [key]
    );
    if (held?.request_hash !== requestHash) {
      throw new ClaimStoreError("idempotencyKeyTaken", `The idempotency key ${key} belongs to another request body.`);
    }
    if (held.state === "done") {
      // Another server took the lease over and filed this very body: that claim is the answer.
      if (held.reference_code !== null) return { referenceCode: held.reference_code, answer: storedAnswer(held) };
      throw new ClaimStoreError("idempotencyKeyTaken", `The idempotency key ${key} was already answered without a claim.`);
    }
    const { id, referenceCode } = await insertClaim(tx, drawCode, key, requestHash, claim, payload);
    for (const [position, document] of claim.documents.entries()) await insertDocument(tx, id, position, document);
    const answer = answerFor(referenceCode);
    await tx.query(
      `UPDATE idempotency_keys SET state = 'done', answer_status = $2, answer_body = $3::json, reference_code = $4
       WHERE key = $1`,
      [key, answer.status, JSON.stringify(answer.body === undefined ? null : answer.body), referenceCode]
    );
    return { referenceCode, answer };
  });
};
