// Files a claim in one transaction, its documents' bytes first put in the document store when there is one
// (else in the rows): the key is locked, the member's free slot for the form type is found
// (none: the answer names their first claim, and nothing else is written), the claim row gets a fresh
// reference code, every document row follows with its SHA-256 and size, the member's draft of the form is
// removed, and the key is set done with the answer. All or nothing.
import { createHash } from "node:crypto";
import type { Filing, FilingAnswers, NewClaim, NewDocument, StoredAnswer } from "./claim-store.port.ts";
import type { DocumentStore } from "./document-store.port.ts";
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

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

interface MemberClaimRow {
  readonly member_slot: number;
  readonly reference_code: string;
}

type Slot = { readonly kind: "free"; readonly slot: number } | { readonly kind: "full"; readonly firstReferenceCode: string };

/** The member's lowest slot below their allowance that no claim of the form type holds; or their first claim. */
const memberSlot = async (tx: SqlSession, claim: NewClaim): Promise<Slot> => {
  const rows = await tx.query<MemberClaimRow>(
    `SELECT member_slot, reference_code FROM claims WHERE form_type = $1 AND member_key = $2 ORDER BY received_at, id`,
    [claim.formType, claim.member.key]
  );
  const taken = new Set(rows.map((row) => row.member_slot));
  for (let slot = 0; slot < claim.member.claimsAllowed; slot += 1) if (!taken.has(slot)) return { kind: "free", slot };
  const [first] = rows;
  if (first === undefined) throw new ClaimStoreError("memberNotAllowed", `A member allowed ${String(claim.member.claimsAllowed)} claims cannot file one.`);
  return { kind: "full", firstReferenceCode: first.reference_code };
};

type Insertion = { readonly kind: "inserted"; readonly id: string; readonly referenceCode: string } | { readonly kind: "full"; readonly firstReferenceCode: string };

/**
 * A conflict on the reference code draws again; a conflict on the member's slot (a racing request of the
 * same member took it first, and has committed by the time ON CONFLICT answers) looks for a slot again.
 * Unique violations would abort the transaction; ON CONFLICT DO NOTHING lets it go on instead.
 */
const insertClaim = async (
  tx: SqlSession,
  drawCode: () => string,
  key: string,
  requestHash: string,
  claim: NewClaim,
  payload: string,
  seen: Slot | null
): Promise<Insertion> => {
  let draws = 0;
  // Each lost slot is a slot a committed claim of this member now holds, so looking again ends too.
  // The first look may be one made before the transaction: a slot it saw free that is taken since only
  // costs a second look, and a member it saw full stays full (claims are never removed).
  for (let looks = 0; draws < CODE_ATTEMPTS && looks < CODE_ATTEMPTS + claim.member.claimsAllowed; looks += 1) {
    const slot = looks === 0 && seen !== null ? seen : await memberSlot(tx, claim);
    if (slot.kind === "full") return slot;
    const referenceCode = drawCode();
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO claims (reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at, member_key, member_slot)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING
       RETURNING id::text AS id`,
      [referenceCode, claim.formType, claim.culture, payload, key, requestHash, claim.receivedAt, claim.member.key, slot.slot]
    );
    if (row !== undefined) return { kind: "inserted", id: row.id, referenceCode };
    const [codeInUse] = await tx.query<{ found: number }>("SELECT 1 AS found FROM claims WHERE reference_code = $1", [referenceCode]);
    if (codeInUse !== undefined) draws += 1;
  }
  throw new ClaimStoreError("referenceCodesExhausted", `No unused reference code in ${String(CODE_ATTEMPTS)} draws.`);
};

/** A document row; its bytes are in the row only when there is no document store to hold them. */
const insertDocument = (tx: SqlSession, claimId: string, position: number, document: NewDocument, digest: string, inRow: boolean): Promise<unknown> =>
  tx.query(
    `INSERT INTO claim_documents (claim_id, position, context_client_id, name, media_type, size, sha256, bytes)
     VALUES ($1::bigint, $2, $3, $4, $5, $6, $7, $8)`,
    [claimId, position, document.contextClientId, document.name, document.mediaType, document.bytes.byteLength, digest, inRow ? document.bytes : null]
  );

/** The first claim's reference code a stored "already filed" answer names, or null for any other answer. */
const alreadyFiledCode = (body: unknown): string | null =>
  typeof body === "object" && body !== null && "alreadyFiledReferenceCode" in body && typeof body.alreadyFiledReferenceCode === "string"
    ? body.alreadyFiledReferenceCode
    : null;

const storedAnswer = (row: LockedKey): StoredAnswer => ({ status: row.answer_status ?? 0, body: row.answer_body });

const settleKey = (tx: SqlSession, key: string, answer: StoredAnswer, referenceCode: string | null): Promise<unknown> =>
  tx.query(
    `UPDATE idempotency_keys SET state = 'done', answer_status = $2, answer_body = $3::json, reference_code = $4
     WHERE key = $1`,
    [key, answer.status, JSON.stringify(answer.body === undefined ? null : answer.body), referenceCode]
  );

export const fileClaim = async (
  db: SqlDatabase,
  documentStore: DocumentStore | null,
  drawCode: () => string,
  key: string,
  requestHash: string,
  claim: NewClaim,
  answers: FilingAnswers
): Promise<Filing> => {
  const documents = claim.documents.map(({ contextClientId, name, mediaType }) => ({ contextClientId, name, mediaType }));
  requireStorableText({ key, requestHash, formType: claim.formType, culture: claim.culture, memberKey: claim.member.key, payload: claim.payload, documents });
  if (!Number.isSafeInteger(claim.member.claimsAllowed) || claim.member.claimsAllowed < 1) {
    throw new ClaimStoreError("memberNotAllowed", `A member's allowance of claims is a whole number from 1, not ${String(claim.member.claimsAllowed)}.`);
  }
  const payload = JSON.stringify(claim.payload === undefined ? null : claim.payload);
  const digests = claim.documents.map((document) => sha256(document.bytes));
  // Every file is on disk before the claim that names it can commit; a crash in between leaves only files no claim names.
  // A member with no slot left writes none: claims are never removed, so the transaction will find no slot either.
  const seen = documentStore === null ? null : await memberSlot(db, claim);
  if (documentStore !== null && seen?.kind === "free") {
    for (const [index, document] of claim.documents.entries()) await documentStore.put(digests[index] ?? "", document.bytes);
  }
  return db.transaction(async (tx): Promise<Filing> => {
    // A caller that skipped acquireIdempotencyKey still gets its key recorded with the claim. The no-op
    // update on a conflict (of an unindexed column: a heap-only update) locks the key's row and returns it
    // as committed, so a second filer under the same key waits here, then sees the first one's claim.
    const [held] = await tx.query<LockedKey>(
      `INSERT INTO idempotency_keys (key, request_hash, state, lease_until, acquired_at)
       VALUES ($1, $2, 'in_flight', $3, $3)
       ON CONFLICT (key) DO UPDATE SET state = idempotency_keys.state
       RETURNING request_hash, state, answer_status, answer_body, reference_code`,
      [key, requestHash, claim.receivedAt]
    );
    if (held?.request_hash !== requestHash) {
      throw new ClaimStoreError("idempotencyKeyTaken", `The idempotency key ${key} belongs to another request body.`);
    }
    if (held.state === "done") {
      // Another server took the lease over and filed this very body: that claim is the answer.
      if (held.reference_code !== null) return { kind: "filed", referenceCode: held.reference_code, answer: storedAnswer(held) };
      const first = alreadyFiledCode(held.answer_body);
      if (first !== null) return { kind: "alreadyFiled", referenceCode: first, answer: storedAnswer(held) };
      throw new ClaimStoreError("idempotencyKeyTaken", `The idempotency key ${key} was already answered without a claim.`);
    }
    const inserted = await insertClaim(tx, drawCode, key, requestHash, claim, payload, seen);
    if (inserted.kind === "full") {
      const answer = answers.alreadyFiled(inserted.firstReferenceCode);
      await settleKey(tx, key, answer, null);
      return { kind: "alreadyFiled", referenceCode: inserted.firstReferenceCode, answer };
    }
    const { id, referenceCode } = inserted;
    for (const [position, document] of claim.documents.entries()) {
      await insertDocument(tx, id, position, document, digests[position] ?? "", documentStore === null);
    }
    // The claim is filed: the member's draft of the form has served, and goes with the same commit.
    await tx.query("DELETE FROM claim_drafts WHERE form_type = $1 AND member_key = $2", [claim.formType, claim.member.key]);
    const answer = answers.filed(referenceCode);
    await settleKey(tx, key, answer, referenceCode);
    return { kind: "filed", referenceCode, answer };
  });
};
