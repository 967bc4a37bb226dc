// Claims, keys and answers for the store tests: every key is unique, so tests sharing one database
// never see each other's rows.
import { createHash, randomUUID } from "node:crypto";
import type { ClaimingMember, FilingAnswers, NewClaim, NewDocument, StoredAnswer } from "../../../server/store/claim-store.port.ts";

export const uniqueKey = (): string => `key-${randomUUID()}`;

export const hashOf = (text: string): string => createHash("sha256").update(text).digest("hex");

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** Every byte value, so a driver that mangles binary data (text encodings, NUL) is caught. */
export const ALL_BYTES = Uint8Array.from({ length: 512 }, (_, index) => index % 256);

export const document = (contextClientId: string, bytes: Uint8Array, name = `${contextClientId}.pdf`): NewDocument => ({
  contextClientId,
  name,
  mediaType: "application/pdf",
  bytes,
  sha256: sha256Hex(bytes)
});

export const RECEIVED_AT = new Date("2026-11-21T17:00:00.123Z");

/** A member no other test files for, allowed one claim of each form type. */
export const uniqueMember = (claimsAllowed = 1): ClaimingMember => ({ key: `member-${randomUUID()}`, claimsAllowed });

export const newClaim = (overrides: Partial<NewClaim> = {}): NewClaim => ({
  formType: "Standard",
  member: uniqueMember(),
  culture: "en",
  payload: {
    claimantInfo: { firstName: "Ana", lastName: "Nuñez", email: "ana@example.com" },
    signature: { signed: true, date: "2026-11-21" },
    claimTransactions: [{ amount: 12.5, units: 3 }],
    prepopulatedData: null
  },
  documents: [document("dc-00000001", ALL_BYTES), document("dc-00000002", new TextEncoder().encode("second file"))],
  receivedAt: RECEIVED_AT,
  ...overrides
});

/** The answer the HTTP tier keeps for a filed claim (spec section 7's submit answer). */
export const submittedAnswer = (referenceCode: string): StoredAnswer => ({
  status: 200,
  body: { submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: referenceCode }
});

/** The answer the HTTP tier keeps for a member who had filed before: the first claim's reference code. */
export const alreadyFiledAnswer = (firstReferenceCode: string): StoredAnswer => ({
  status: 409,
  body: { submitted: false, error: "already filed", alreadyFiledReferenceCode: firstReferenceCode }
});

export const filingAnswers: FilingAnswers = { filed: submittedAnswer, alreadyFiled: alreadyFiledAnswer };
