// A JSON Lines export's line: the stored claim whole (its reference code, form type, culture, when it was
// filed, the member key and idempotency key it was filed under, the payload as submitted and its documents'
// descriptions), one JSON object a line.
import type { StoredClaim } from "../store/claim-store.port.ts";

export const claimLine = (claim: StoredClaim): string =>
  `${JSON.stringify({
    referenceCode: claim.referenceCode,
    formType: claim.formType,
    culture: claim.culture,
    filedAt: claim.receivedAt.toISOString(),
    memberKey: claim.memberKey,
    idempotencyKey: claim.idempotencyKey,
    requestHash: claim.requestHash,
    payload: claim.payload,
    documents: claim.documents
  })}\n`;
