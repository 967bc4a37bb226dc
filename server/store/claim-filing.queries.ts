// Files a claim in one transaction, its documents' bytes first put in the document store when there is one
// (else in the rows): the key is locked, the member's free slot for the form type is found
// (none: the answer names their first claim, and nothing else is written), the claim row gets a fresh
// reference code, every document row follows with its SHA-256, size and (without a document store) bytes,
// the member's draft of the form is removed, and the key is set done with the answer. All or nothing. The
// database does the steps in one statement (file_claim, schema-migrations.ts), given the codes to try and the
// answer for each: one round trip per claim.
import type { Filing, FilingAnswers, NewClaim, NewDocument, StoredAnswer } from "./claim-store.port.ts";
import type { DocumentStore } from "./document-store.port.ts";
import { ClaimStoreError } from "./claim-store-error.ts";
import { settleIdempotencyKey } from "./idempotency-keys.queries.ts";
import type { SqlSession, SqlDatabase } from "./sql-database.port.ts";
import { requireStorableText } from "./storable-text.ts";

/** Draws of a new reference code before giving up; one collision in 8·10^14 makes a second draw rare already. */
const CODE_ATTEMPTS = 5;

/** What file_claim answers. */
type Outcome =
  | { readonly outcome: "mismatch" | "exhausted" }
  | { readonly outcome: "done"; readonly referenceCode: string | null; readonly status: number | null; readonly body: unknown }
  | { readonly outcome: "full"; readonly referenceCode: string }
  | { readonly outcome: "filed"; readonly id: string; readonly referenceCode: string };

/** Whether the member has a slot left: a member with none files nothing, so their files need not be written. */
const hasFreeSlot = async (db: SqlSession, claim: NewClaim): Promise<boolean> => {
  const rows = await db.query<{ member_slot: number }>("SELECT member_slot FROM claims WHERE form_type = $1 AND member_key = $2", [claim.formType, claim.member.key]);
  const taken = new Set(rows.map((row) => row.member_slot));
  for (let slot = 0; slot < claim.member.claimsAllowed; slot += 1) if (!taken.has(slot)) return true;
  return false;
};

/**
 * Every document's bytes one after another, for a store that keeps them in their rows: a claim of one
 * document sends its bytes as they are; several are copied into one buffer for the statement's life.
 */
const bytesInRow = (documents: readonly NewDocument[]): Uint8Array =>
  documents.length === 1 && documents[0] !== undefined ? documents[0].bytes : Buffer.concat(documents.map((document) => document.bytes));

/** The first claim's reference code a stored "already filed" answer names, or null for any other answer. */
const alreadyFiledCode = (body: unknown): string | null =>
  typeof body === "object" && body !== null && "alreadyFiledReferenceCode" in body && typeof body.alreadyFiledReferenceCode === "string"
    ? body.alreadyFiledReferenceCode
    : null;

/** A done key's stored answer: the claim it filed, or the first claim an "already filed" answer names. */
const storedFiling = (key: string, done: { readonly referenceCode: string | null; readonly status: number | null; readonly body: unknown }): Filing => {
  // The schema's CHECK makes a done key carry its status.
  const stored = { status: done.status ?? 0, body: done.body };
  if (done.referenceCode !== null) return { kind: "filed", referenceCode: done.referenceCode, answer: stored };
  const first = alreadyFiledCode(done.body);
  if (first !== null) return { kind: "alreadyFiled", referenceCode: first, answer: stored };
  throw new ClaimStoreError("idempotencyKeyTaken", `The idempotency key ${key} was already answered without a claim.`);
};

const answerJson = (answer: StoredAnswer): { readonly status: number; readonly body: unknown } => ({ status: answer.status, body: answer.body === undefined ? null : answer.body });

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
  // Every file is on disk before the claim that names it can commit; a crash in between leaves only files no claim names.
  // A member with no slot left writes none: claims are removed only by a purge, once filing has ended, so the
  // transaction will find no slot either.
  if (documentStore !== null && claim.documents.length > 0 && (await hasFreeSlot(db, claim))) {
    for (const document of claim.documents) await documentStore.put(document.sha256, document.bytes);
  }
  // The codes to try and the answer each would give, made before anything is written.
  const codes = Array.from({ length: CODE_ATTEMPTS }, () => drawCode());
  const filedAnswers = codes.map((code) => answers.filed(code));
  let start = 0;
  const rows = claim.documents.map((document, position) => {
    const row = {
      position,
      context_client_id: document.contextClientId,
      name: document.name,
      media_type: document.mediaType,
      size: document.bytes.byteLength,
      sha256: document.sha256,
      start
    };
    start += document.bytes.byteLength;
    return row;
  });
  // One statement, so one transaction: the claim, its documents and its key's answer, all or nothing. A caller
  // that skipped acquireIdempotencyKey still gets its key recorded with the claim; a second filer under the
  // same key waits on its lock, then sees the first one's claim.
  const [row] = await db.query<{ filing: Outcome }>(
    "SELECT file_claim($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::json, $10::json, $11::json, $12::bytea) AS filing",
    [
      key,
      requestHash,
      claim.receivedAt,
      claim.formType,
      claim.culture,
      payload,
      claim.member.key,
      claim.member.claimsAllowed,
      JSON.stringify(codes),
      JSON.stringify(filedAnswers.map(answerJson)),
      JSON.stringify(rows),
      documentStore === null && claim.documents.length > 0 ? bytesInRow(claim.documents) : null
    ]
  );
  // An answer is given only once what it names is on disk (PGlite flushes its log here; PostgreSQL has on commit).
  await db.durable();
  const filing = row?.filing;
  switch (filing?.outcome) {
    case "mismatch":
      throw new ClaimStoreError("idempotencyKeyTaken", `The idempotency key ${key} belongs to another request body.`);
    case "exhausted":
      throw new ClaimStoreError("referenceCodesExhausted", `No unused reference code in ${String(CODE_ATTEMPTS)} draws.`);
    case "done":
      // Another server took the lease over and filed this very body: that claim is the answer.
      return storedFiling(key, filing);
    case "full": {
      // No claim was written, only the key locked and let go: it is settled with the answer while still in
      // flight, unless another filer took it over past this one's lease and settled it first, whose answer is
      // then the one. Not
      // waited on disk: a crash before the flush leaves the key in flight, and its retry is told the same.
      const answer = answers.alreadyFiled(filing.referenceCode);
      if (await settleIdempotencyKey(db, key, answer)) return { kind: "alreadyFiled", referenceCode: filing.referenceCode, answer };
      const [settled] = await db.query<{ referenceCode: string | null; status: number | null; body: unknown }>(
        "SELECT reference_code AS \"referenceCode\", answer_status AS status, answer_body AS body FROM idempotency_keys WHERE key = $1 AND state = 'done'",
        [key]
      );
      if (settled === undefined) throw new ClaimStoreError("idempotencyKeyTaken", `The idempotency key ${key} was let go while its claim was being filed.`);
      return storedFiling(key, settled);
    }
    case "filed": {
      const answer = filedAnswers[codes.indexOf(filing.referenceCode)] ?? answers.filed(filing.referenceCode);
      return { kind: "filed", referenceCode: filing.referenceCode, answer };
    }
    case undefined:
      throw new Error("file_claim gave no answer.");
  }
};
